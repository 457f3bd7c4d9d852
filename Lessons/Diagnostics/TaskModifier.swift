// The seed's view model loaded from `.task`, as lesson 5 quotes it, compiled in Swift 6 mode.
//
// SwiftUI is not on Linux, so `View`, `.task` and `@StateObject` are stand-ins,
// declared as Apple's SwiftUI documentation shows them today. What Swift says
// depends on that declaration: with `-D EARLIER_SDK`, `.task` is declared as
// earlier SDKs did, and the message changes. Try both:
//
//   swiftc -emit-sil -o /dev/null -swift-version 6 Lessons/Diagnostics/TaskModifier.swift
//   swiftc -emit-sil -o /dev/null -swift-version 6 -D EARLIER_SDK Lessons/Diagnostics/TaskModifier.swift
//
// `DiagnosticsTests` holds what Swift says equal to the lesson.

@MainActor @preconcurrency protocol View {}

extension View {
  #if EARLIER_SDK
    nonisolated func task(
      priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
  #else
    nonisolated func task(
      name: String? = nil, priority: TaskPriority = .userInitiated,
      file: String = #fileID, line: Int = #line,
      _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }
  #endif
}

@propertyWrapper struct StateObject<ObjectType: AnyObject> {
  var wrappedValue: ObjectType
}

// The seed's class, with no actor, and its loading as the review writes it.
class CalcViewModel {
  var isLoadingOnStart = true

  func onFirstLoading() async {
    do {
      try await Task.sleep(for: .seconds(3))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}

struct ContentView: View {
  @StateObject private var viewModel = CalcViewModel()

  var body: some View {
    self.task {
      await viewModel.onFirstLoading()
    }
  }
}
