import Foundation
import InlineTextSnapshots
import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Foundation values the dump reads exactly")
struct FoundationDumpTests {
  /// A note whose text is a class instance a copy of the note shares.
  struct Note {
    var text: NSMutableAttributedString
  }

  /// A struct holding a character set, as a text field's settings do.
  struct Field {
    var allowed: CharacterSet
  }

  @Test("A character set prints its members as ranges of scalars, quoted")
  func characterSet() {
    let set = CharacterSet(charactersIn: "a"..."z").union(CharacterSet(charactersIn: ",\""))
    expectInlineSnapshot(of: Field(allowed: set), as: .dump) {
      """
      Field(
        allowed: CharacterSet(["\\"", ",", "a"..."z"]),
      )

      """
    }
    #expect(ValueDump.text(of: CharacterSet()) == "CharacterSet([])\n")
  }

  @Test("A set of the whole code space but a few prints its ranges, invisible bounds escaped")
  func invertedSet() {
    expectInlineSnapshot(of: CharacterSet.whitespacesAndNewlines.inverted, as: .dump) {
      #"""
      CharacterSet(["\0"..."\u{08}", "\u{0E}"..."\u{1F}", "!"..."\u{84}", "\u{86}"..."\u{9F}", "¡"..."ᙿ", "ᚁ"..."\u{1FFF}", "\u{200C}"..."‧", "\u{202A}"..."\u{202E}", "‰"..."⁞", "\u{2060}"..."⿿", "、"..."\u{10FFFF}"])

      """#
    }
  }

  @Test("A surrogate, which is no scalar, prints as U+D800")
  func surrogate() {
    // The bitmap of a set holding U+D800 alone: its byte 0xD800 / 8, bit 0.
    var bitmap = Data(count: 8_192)
    bitmap[0xD800 >> 3] = 1
    #expect(
      ValueDump.text(of: CharacterSet(bitmapRepresentation: bitmap)) == "CharacterSet([U+D800])\n")
  }

  @Test("A set of more ranges than a line holds prints how many and their digest")
  func largeSet() throws {
    let ranges = FoundationDump.ranges(of: .alphanumerics)
    #expect(ranges.count > FoundationDump.rangeLimit)
    let text = ValueDump.text(of: CharacterSet.alphanumerics)
    #expect(text.hasPrefix("CharacterSet(\(ranges.count) ranges, digest "), "\(text)")
    // The ranges hold exactly the set's scalars.
    var rebuilt = CharacterSet()
    for range in ranges {
      let first = try #require(Unicode.Scalar(range.lowerBound))
      let last = try #require(Unicode.Scalar(range.upperBound))
      rebuilt.insert(charactersIn: first...last)
    }
    #expect(rebuilt == CharacterSet.alphanumerics)
  }

  @Test("A regular expression prints its pattern, quoted, and its options by name")
  func regularExpression() throws {
    let expression = try NSRegularExpression(
      pattern: #"a\d+"#, options: [.anchorsMatchLines, .caseInsensitive])
    expectInlineSnapshot(of: expression, as: .dump) {
      #"""
      NSRegularExpression#1(pattern: "a\\d+", options: [.caseInsensitive, .anchorsMatchLines])

      """#
    }
  }

  @Test("An NSAttributedString prints as its runs and their attributes, as AttributedString does")
  func attributedString() throws {
    let text = NSMutableAttributedString(string: "Read the docs")
    let address = try #require(URL(string: "https://example.com"))
    text.addAttribute(.init("NSLink"), value: address, range: NSRange(location: 5, length: 8))
    expectInlineSnapshot(of: text, as: .dump) {
      """
      NSMutableAttributedString#1(
        "Read ",
        "the docs" {
          "NSLink": URL("https://example.com"),
        },
      )

      """
    }
    #expect(ValueDump.text(of: NSAttributedString(string: "")) == "NSAttributedString#1()\n")
  }

  @Test("A counted set prints each element, in the order of their dumps, with its count")
  func countedSet() {
    expectInlineSnapshot(of: NSCountedSet(array: ["b", "a", "b"]), as: .dump) {
      """
      NSCountedSet([
        "a": 1,
        "b": 2,
      ])

      """
    }
  }

  @Test("A change made through a shared NSMutableAttributedString fails expectDifference")
  func sharedAttributedString() {
    let note = Note(text: NSMutableAttributedString(string: "a"))
    let failure = Changes.difference(
      note, operation: { note.text.append(NSAttributedString(string: "b")) }
    ) { _ in }
    let expected = SnapshotMessage.changedThroughAnInstance(
      type: "Note", path: ".text[0]", instance: "NSMutableAttributedString#1", at: ".text")
    #expect(failure == expected.text, "\(failure ?? "nil")")
  }

  @Test("A character set changed as stated passes expectDifference, and otherwise fails")
  func characterSetChange() {
    var field = Field(allowed: CharacterSet(charactersIn: "a"))
    let passing = Changes.difference(field, operation: { field.allowed.insert("b") }) {
      $0.allowed.insert("b")
    }
    #expect(passing == nil, "\(passing ?? "")")
    let failing = Changes.difference(field, operation: { field.allowed.insert("c") }) {
      $0.allowed.insert("d")
    }
    #expect(
      failing?.contains(#"+  allowed: CharacterSet(["a"..."c"]),"#) == true, "\(failing ?? "nil")")
  }

  @Test("A pointer in an attribute is refused, naming where it is")
  func pointerAttribute() throws {
    let start = try #require(UnsafeMutableRawPointer(bitPattern: 0x1000))
    let note = Note(text: NSMutableAttributedString(string: "a", attributes: [.init("p"): start]))
    let refusal = SnapshotMessage.valueUnreadable(
      path: ".text[…]", type: "UnsafeMutableRawPointer", isChange: true)
    #expect(Changes.difference(note, operation: {}) { _ in } == refusal.text)
  }
}
