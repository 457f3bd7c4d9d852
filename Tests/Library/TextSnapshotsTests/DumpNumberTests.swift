import Foundation
import InlineTextSnapshots
import Testing

@testable import TextSnapshots

@Suite("Dumps read numbers whose mirrors show only storage")
struct DumpNumberTests {
  /// A record of numbers whose mirrors show an opaque field or CoreFoundation's storage.
  struct Stored {
    var whole: Any = NSNumber(value: 5)
    var fraction: Any = NSNumber(value: 0.1 + 0.2)
    var single: Any = NSNumber(value: Float(1.5))
    var truth: Any = NSNumber(value: true)
    var large: Any = NSNumber(value: UInt64.max)
    var decimal: Any = NSDecimalNumber(string: "1.5")
    var vector = SIMD4<Float>(1, 2, 3, 4)
  }

  @Test(
    "An NSNumber prints as its value, an NSDecimalNumber as its decimal, a SIMD vector as its scalars"
  )
  func storedNumbers() {
    expectInlineSnapshot(of: Stored(), as: .dump) {
      """
      Stored(
        whole: NSNumber(5),
        fraction: NSNumber(0.30000000000000004),
        single: NSNumber(Float(1.5)),
        truth: NSNumber(1),
        large: NSNumber(18446744073709551615),
        decimal: NSDecimalNumber(1.5),
        vector: SIMD4<Float>(1.0, 2.0, 3.0, 4.0),
      )

      """
    }
  }

  // `Float16` does not exist on macOS on Intel.
  #if !(os(macOS) && arch(x86_64))
    @Test(
      "A Float16 prints as its value with its type, so two values never print alike",
      arguments: [
        (Float16(1.5), "Float16(1.5)"), (Float16(2.5), "Float16(2.5)"),
        (-Float16.infinity, "Float16(-inf)"),
      ]
    )
    func half(value: Float16, text: String) {
      #expect(ValueDump.text(of: value) == text + "\n")
      #expect(ValueDump.text(of: [value] as [Any]) == "[\n  \(text),\n]\n")
    }
  #endif
}
