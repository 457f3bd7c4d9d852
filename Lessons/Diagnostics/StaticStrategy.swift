// Where a strategy can be a stored `static let`, as Choosing a strategy says, compiled in
// Swift 6 mode.
//
//   swiftc -emit-sil -o /dev/null -swift-version 6 Lessons/Diagnostics/StaticStrategy.swift
//
// `Snapshotting` is a stand-in with TextSnapshots' shape: generic over `Value` and `Format`,
// `Sendable`, made from another with `pullback`. In an extension whose constraints fix both
// generic parameters a `static let` compiles; in one that leaves them open it does not.
// `DiagnosticsTests` holds what Swift says equal to the article.

struct Snapshotting<Value, Format>: Sendable {
  var snapshot: @Sendable (Value) -> Format

  func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format> { snapshot(transform($0)) }
  }
}

extension Snapshotting where Value == String, Format == String {
  static var lines: Self { Self { $0 } }
}

struct Receipt: Sendable {
  var printed: String
}

// Both parameters fixed: a stored `static let` compiles.
extension Snapshotting where Value == Receipt, Format == String {
  static let receipt: Self = Snapshotting<String, String>.lines.pullback { $0.printed }
}

// Both parameters open: it does not.
extension Snapshotting {
  static let empty: Int = 0
}
