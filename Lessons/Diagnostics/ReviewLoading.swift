// The review's `onFirstLoading()`, as lesson 7 quotes it, compiled in Swift 6 mode.
//
//   swiftc -typecheck -swift-version 6 Lessons/Diagnostics/ReviewLoading.swift
//
// `DiagnosticsTests` holds what Swift says equal to the lesson.

struct CalcState {
  var isLoadingOnStart = true
}

@MainActor
final class CalcViewModel {
  var state = CalcState()

  func onFirstLoading() async {
    try await Task.sleep(for: .seconds(3))
    state.isLoadingOnStart = false
  }
}
