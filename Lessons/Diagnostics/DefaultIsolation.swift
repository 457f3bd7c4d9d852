// Which declarations main-actor default isolation (SE-0466) makes `@MainActor`, compiled in
// Swift 6 mode with `-default-isolation MainActor`, as lesson 5 states them.
//
//   swiftc -emit-sil -o /dev/null -swift-version 6 -default-isolation MainActor Lessons/Diagnostics/DefaultIsolation.swift
//
// A nonisolated function calls one method of each type synchronously: only a call to a
// `@MainActor` method is an error. Without `-default-isolation MainActor` every call compiles.
// `DiagnosticsTests` holds what Swift says equal to the lesson.

// No isolation of its own: on the main actor.
class Model {
  func tap() {}
}

// Conforms to `Sendable` itself: Swift 6.3.1 still infers `@MainActor` for it, while a type
// that conforms to a protocol inheriting `SendableMetatype` (`CodingKey`) is nonisolated.
struct Point: Sendable {
  func length() -> Int { 0 }
}

// Conforms to `CodingKey`, which inherits `SendableMetatype`: nonisolated.
enum Key: CodingKey {
  case total
}

// Nested in a `nonisolated` type: nonisolated.
nonisolated struct Box {
  struct Inner {
    func open() {}
  }
}

// Takes its isolation from its `nonisolated` superclass: nonisolated.
nonisolated class Base {}

class Derived: Base {
  func more() {}
}

nonisolated func probe(
  model: Model, point: Point, key: Key, inner: Box.Inner, derived: Derived
) {
  _ = key.stringValue
  model.tap()
  _ = point.length()
  inner.open()
  derived.more()
}
