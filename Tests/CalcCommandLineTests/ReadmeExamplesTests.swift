import Foundation
import Testing
import TextSnapshots

@testable import CalcCommandLine

// The README's and `Snapshotting`'s Swift examples, compiled and run here so
// they cannot rot; the README quotes them by marker, and `DocExamplesEverywhereTests`
// holds `Snapshotting`'s doc comment equal to its `doc-` slice.

// lesson:readme-pullback begin
// lesson:doc-snapshotting begin
struct Receipt: Sendable {
  var lines: [String]

  var printed: String { lines.map { $0 + "\n" }.joined() }
}

extension Snapshotting where Value == Receipt, Format == String {
  static var receipt: Self {
    Snapshotting<String, String>.lines.pullback { $0.printed }
  }
}
// lesson:doc-snapshotting end
// lesson:readme-pullback end

// lesson:readme-snapshot begin
@Suite("Receipts")
struct ReceiptTests {
  @Test("shows the running total")
  func showsTotal() {
    let receipt = Receipt(lines: ["1 + 2 + 3", "Сумма чисел: 6"])
    expectSnapshot(of: receipt, as: .receipt)
  }
}
// lesson:readme-snapshot end
