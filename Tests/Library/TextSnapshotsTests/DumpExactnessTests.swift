import Foundation
import Testing

@testable import TextSnapshots

/// Two values that differ, and how to build them.
///
/// Each dump builds them anew, so two dumps of one side read two instances built the
/// same way, as two test processes would.
struct DifferentPair: Sendable, CustomTestStringConvertible {
  var name: String
  var make: @Sendable () -> (Any, Any)

  var testDescription: String { name }
}

@Suite("Dumps tell values apart")
struct DumpExactnessTests {
  struct TwoSubstrings {
    var a: Substring
    var b: Substring
  }

  struct TwoStaticStrings {
    var a: StaticString
    var b: StaticString
  }

  struct Middle {
    var middle: Substring?
  }

  struct Lookup {
    var value: String??
  }

  static let pairs: [DifferentPair] = [
    DifferentPair(name: "Substring fields holding the dump's own punctuation") {
      (TwoSubstrings(a: "1,\n  b: 2", b: "3"), TwoSubstrings(a: "1", b: "2,\n  b: 3"))
    },
    DifferentPair(name: "A split and one substring holding its comma") {
      ("a,b".split(separator: ","), [Substring("a,\n  b")])
    },
    DifferentPair(name: "Dictionaries keyed by substrings") {
      ([Substring("x"): 1, "y": 2], [Substring("x: 1,\n  y"): 2])
    },
    DifferentPair(name: "A missing substring and the substring nil") {
      ([Middle(middle: nil)], [Middle(middle: "nil")])
    },
    DifferentPair(name: "StaticString fields holding the dump's own punctuation") {
      (TwoStaticStrings(a: "1,\n  b: 2", b: "3"), TwoStaticStrings(a: "1", b: "2,\n  b: 3"))
    },
    DifferentPair(name: "A scalar and a number") {
      ([Unicode.Scalar("1")] as [Any], [1] as [Any])
    },
    DifferentPair(name: "A character and a number") {
      ([Character("1")] as [Any], [1] as [Any])
    },
    DifferentPair(name: "A lookup that found nil and one that found nothing") {
      (Lookup(value: .some(nil)), Lookup(value: nil))
    },
    DifferentPair(name: "Three levels of optional, two of them present") {
      (String???.some(.some(nil)) as Any, String???.some(nil) as Any)
    },
    DifferentPair(name: "An Any? holding a nil, and none") {
      (Any?.some(Int?.none as Any) as Any, Any?.none as Any)
    },
    DifferentPair(name: "An optional holding the text nil, and none") {
      (String?.some("nil") as Any, String?.none as Any)
    },
    DifferentPair(name: "NSStrings") {
      (NSString(string: "a\"b"), NSString(string: "a\\\"b"))
    },
  ]

  @Test("Two different values give two different dumps", arguments: pairs)
  func differentValues(pair: DifferentPair) {
    let (first, second) = pair.make()
    let firstText = ValueDump.text(of: first)
    let secondText = ValueDump.text(of: second)
    #expect(firstText != secondText, "both dump as \(firstText)")
  }

  @Test("One value gives one dump, built twice the same way", arguments: pairs)
  func sameValue(pair: DifferentPair) {
    let (first, second) = pair.make()
    let (firstAgain, secondAgain) = pair.make()
    #expect(ValueDump.text(of: first) == ValueDump.text(of: firstAgain))
    #expect(ValueDump.text(of: second) == ValueDump.text(of: secondAgain))
    #expect(ValueDump.text(of: first) == ValueDump.text(of: first))
  }

  /// A value that is text, and its dump.
  struct TextSample: Sendable, CustomTestStringConvertible {
    var name: String
    var make: @Sendable () -> Any
    var dump: String

    var testDescription: String { name }
  }

  @Test(
    "Every kind of text is quoted and escaped as a String is, no control character left raw",
    arguments: [
      TextSample(name: "Substring", make: { "xa\u{1B}\"b".dropFirst() }, dump: #""a\u{1B}\"b""#),
      TextSample(
        name: "StaticString", make: { "s\"t\u{1B}" as StaticString }, dump: #""s\"t\u{1B}""#),
      TextSample(name: "Character", make: { "\u{1B}" as Character }, dump: #""\u{1B}""#),
      TextSample(name: "Unicode.Scalar", make: { "\u{1B}" as Unicode.Scalar }, dump: #""\u{1B}""#),
      TextSample(name: "NSString", make: { NSString(string: "q\"\n") }, dump: #""q\"\n""#),
      TextSample(
        name: "C1 controls and separators",
        make: { "a\u{85}b\u{9B}c\u{2028}d\u{2029}\\u{85}" },
        dump: #""a\u{85}b\u{9B}c\u{2028}d\u{2029}\\u{85}""#),
    ])
  func textLeaves(sample: TextSample) {
    let text = ValueDump.text(of: sample.make())
    #expect(text == sample.dump + "\n")
    let raw = text.dropLast().unicodeScalars.filter {
      $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
    #expect(raw.isEmpty, "\(raw.map(\.value))")
  }

  @Test("A present optional holding nil prints as Optional(nil), as Swift describes it")
  func nestedNil() {
    #expect(
      ValueDump.text(of: Lookup(value: .some(nil))) == "Lookup(\n  value: Optional(nil),\n)\n")
    #expect(ValueDump.text(of: Lookup(value: nil)) == "Lookup(\n  value: nil,\n)\n")
    #expect(ValueDump.text(of: Lookup(value: "a")) == "Lookup(\n  value: \"a\",\n)\n")
    #expect(ValueDump.text(of: String???.some(.some(nil)) as Any) == "Optional(Optional(nil))\n")
  }
}
