// The seed's view model loaded from `.task`, as lesson 7 quotes it, compiled in Swift 6 mode.
//
// SwiftUI is not on Linux, so `View`, `.task` and `@StateObject` are stand-ins. `.task` is
// declared as the SDK's interface declares it: `@_inheritActorContext`, so the closure takes
// the main actor from `body`, and a `sending @isolated(any)` closure (Apple's documentation
// page shows the rest of that signature and leaves the underscored attribute out). With
// `-D EARLIER_SDK` it is declared as earlier SDKs did, `@_inheritActorContext` and
// `@Sendable`. The stand-ins differ from SwiftUI in what they do, not in how they are
// declared: this `.task` returns the view and starts nothing, and `View` has no `body`
// requirement. Try it:
//
//   swiftc -emit-sil -o /dev/null -swift-version 6 Lessons/Diagnostics/TaskModifier.swift
//   swiftc -emit-sil -o /dev/null -swift-version 6 -D EARLIER_SDK Lessons/Diagnostics/TaskModifier.swift
//   swiftc -emit-sil -o /dev/null -swift-version 6 -enable-upcoming-feature NonisolatedNonsendingByDefault Lessons/Diagnostics/TaskModifier.swift
//
// `DiagnosticsTests` holds what Swift says under each setting equal to the lesson.

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
      @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
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
