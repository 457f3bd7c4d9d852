// The seed's view model as lesson 5 quotes it, compiled on its own in Swift 6 mode.
//
// Combine is not on Linux, so `ObservableObject` and `@Published` are stand-ins
// declared here; they carry no isolation, as Combine's do not. Try it:
//
//   swiftc -emit-sil -o /dev/null -swift-version 6 Lessons/Diagnostics/SeedTask.swift
//
// Swift 6 finds this data race when it checks the code's regions (SE-0414),
// after type checking, so `-typecheck` alone says nothing: `-emit-sil` goes
// that far. `DiagnosticsTests` holds what it says equal to the lesson.

protocol ObservableObject: AnyObject {}

@propertyWrapper struct Published<Value> {
  var wrappedValue: Value
}

let NSEC_PER_SEC: UInt64 = 1_000_000_000

struct CalcState {
  var isLoadingOnStart = true
}

class CalcViewModel: ObservableObject {
    @Published
    var state: CalcState = .init()

    func onFirstLoading() {
        Task {
            try await Task.sleep(nanoseconds: UInt64(3 * Double(NSEC_PER_SEC)))
            state.isLoadingOnStart = false
        }
    }
}
