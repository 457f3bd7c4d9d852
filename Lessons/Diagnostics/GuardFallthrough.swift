// A `guard` whose `else` forgets its `return`, as lesson 2 says, compiled in Swift 6 mode.
//
//   swiftc -emit-sil -o /dev/null -swift-version 6 Lessons/Diagnostics/GuardFallthrough.swift
//
// The `if` that forgets it compiles and runs on; the `guard` does not compile.
// `DiagnosticsTests` holds what Swift says equal to the lesson.

struct Calculator {
  var isCalculating = false
  var numbers: [Int] = []

  mutating func resetWithIf() {
    if isCalculating {
      print("busy")
    }
    numbers = []
  }

  mutating func resetWithGuard() {
    guard !isCalculating else {
      print("busy")
    }
    numbers = []
  }
}
