import Foundation
import InlineTextSnapshots
import TestSupport
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

  struct Stamp: Encodable {
    var at: Date
  }

  /// A value after more values than a dump shows.
  struct AfterMany {
    var many = Array(0..<100_000)
    var last: Any
  }

  /// `value` nested in arrays deeper than a dump shows.
  static func deep(_ value: Any) -> Any {
    var nested = value
    for _ in 0..<(ValueDump.depthLimit + 5) { nested = [nested] }
    return nested
  }

  /// A time in this century, in seconds since the reference date, with a fraction.
  static let now = 786_000_000.123_456

  /// An attributed string of `text` whose characters from `linked` on are a link to
  /// `address`.
  static func linked(_ text: String, from linked: Int, to address: String) -> AttributedString {
    var attributed = AttributedString(text)
    let start = attributed.index(attributed.startIndex, offsetByCharacters: linked)
    attributed[start..<attributed.endIndex].link = URL(string: address)
    return attributed
  }

  /// An `NSAttributedString` of `text` linking to `address`.
  static func linkedObject(_ text: String, to address: String) -> NSAttributedString {
    NSAttributedString(string: text, attributes: [.init("NSLink"): address])
  }

  /// A regular expression of `pattern`, or the text of why it failed, which then differs.
  static func expression(_ pattern: String, _ options: NSRegularExpression.Options = []) -> Any {
    (try? NSRegularExpression(pattern: pattern, options: options)) as Any
  }

  /// A field typed `Any`, whose mirror gives its value's type, not the field's.
  struct AnyField {
    var value: Any
  }

  /// The URL `text` names, relative to `base` when given; a file URL when it names none.
  static func url(_ text: String, relativeTo base: String? = nil) -> URL {
    let base = base.flatMap { URL(string: $0) }
    return URL(string: text, relativeTo: base) ?? URL(filePath: "/")
  }

  static let uuidText = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

  /// Two values of different types that print alike without their types.
  static let typeChanges: [(name: String, make: @Sendable () -> (Any, Any))] = [
    ("Int8(1) and 1", { (Int8(1), 1) }),
    ("UInt(3) and 3", { (UInt(3), 3) }),
    ("Int64(3) and 3", { (Int64(3), 3) }),
    ("Float(1.5) and 1.5", { (Float(1.5), 1.5) }),
    ("Decimal(1.5) and 1.5", { (Decimal(sign: .plus, exponent: -1, significand: 15), 1.5) }),
    ("Decimal(1.5) and Float(1.5)", { (Decimal(15) / Decimal(10), Float(1.5)) }),
    ("Character(\"a\") and \"a\"", { (Character("a"), "a") }),
    ("Substring(\"a\") and \"a\"", { (Substring("a"), "a") }),
    ("NSString(\"a\") and \"a\"", { (NSString(string: "a"), "a") }),
    ("StaticString(\"a\") and \"a\"", { ("a" as StaticString, "a") }),
    ("Unicode.Scalar(\"a\") and \"a\"", { ("a" as Unicode.Scalar, "a") }),
    ("Character(\"a\") and Substring(\"a\")", { (Character("a"), Substring("a")) }),
    ("NSString(\"a\") and Substring(\"a\")", { (NSString(string: "a"), Substring("a")) }),
    ("URL(\"x\") and \"x\"", { (url("x"), "x") }),
    ("A UUID and its text", { (UUID(uuidString: uuidText) ?? UUID(), uuidText) }),
    ("NSNumber(5) and 5", { (NSNumber(value: 5), 5) }),
    ("NSNumber(1.5) and 1.5", { (NSNumber(value: 1.5), 1.5) }),
    (
      "NSNumber(Float(1.5)) and NSNumber(1.5)",
      { (NSNumber(value: Float(1.5)), NSNumber(value: 1.5)) }
    ),
    (
      "NSDecimalNumber(1.5) and Decimal(1.5)",
      { (NSDecimalNumber(string: "1.5"), Decimal(string: "1.5") as Any) }
    ),
    (
      "NSDecimalNumber(1.5) and NSNumber(1.5)",
      { (NSDecimalNumber(string: "1.5"), NSNumber(value: 1.5)) }
    ),
    ("SIMD2<Float> and SIMD2<Double>", { (SIMD2<Float>(1, 2), SIMD2<Double>(1, 2)) }),
    ("AnyHashable(\"x\") and \"x\"", { (AnyHashable("x"), "x") }),
    ("AnyHashable(1) and 1", { (AnyHashable(1), 1) }),
    ("An ArraySlice and an Array", { ([0, 1, 2][1...], [1, 2]) }),
    ("A ContiguousArray and an Array", { (ContiguousArray([1, 2]), [1, 2]) }),
    ("An IndexPath and an Array", { (IndexPath(indexes: [1, 2]), [1, 2]) }),
    (
      "An NSArray and an Array",
      { (NSArray(array: [1, 2]), [NSNumber(value: 1), NSNumber(value: 2)]) }
    ),
    (
      "An NSDictionary and a Dictionary",
      { (NSDictionary(dictionary: ["a": 1]), [NSString(string: "a"): NSNumber(value: 1)]) }
    ),
    ("An empty NSDictionary and a Dictionary", { (NSDictionary(), [String: Int]()) }),
    ("An NSSet and a Set", { (NSSet(array: [1]), Set([NSNumber(value: 1)])) }),
    (
      "An NSUUID and a UUID",
      { (NSUUID(uuidString: uuidText) ?? NSUUID(), UUID(uuidString: uuidText) ?? UUID()) }
    ),
    (
      "An NSDate and a Date",
      { (NSDate(timeIntervalSinceReferenceDate: 5), Date(timeIntervalSinceReferenceDate: 5)) }
    ),
    ("An NSURL and a URL", { (NSURL(fileURLWithPath: "/x"), URL(fileURLWithPath: "/x")) }),
    ("An NSData and a Data", { (NSData(data: Data([1])), Data([1])) }),
    (
      "A relative URL and its absolute form",
      { (url("b", relativeTo: "http://x/"), url("http://x/b")) }
    ),
  ]

  /// Each of ``typeChanges`` in a field typed `Any` and in a `[String: Any]`.
  static let typeChangePairs: [DifferentPair] = typeChanges.flatMap { change in
    [
      DifferentPair(name: "\(change.name), in an Any field") {
        let (first, second) = change.make()
        return (AnyField(value: first), AnyField(value: second))
      },
      DifferentPair(name: "\(change.name), in a [String: Any]") {
        let (first, second) = change.make()
        return (["k": first] as [String: Any], ["k": second] as [String: Any])
      },
    ]
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
    DifferentPair(name: "Dates half a second apart") {
      (
        Stamp(at: Date(timeIntervalSince1970: 1_000_000)),
        Stamp(at: Date(timeIntervalSince1970: 1_000_000.5))
      )
    },
    DifferentPair(name: "Dates one step of a Double apart, in this century") {
      (Date(timeIntervalSinceReferenceDate: now), Date(timeIntervalSinceReferenceDate: now.nextUp))
    },
    DifferentPair(name: "Dates one step of a Double apart, at the reference date") {
      (Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 0.nextUp))
    },
    DifferentPair(name: "Dates a second apart, after the year 9999") {
      (Date(timeIntervalSinceReferenceDate: 1e15), Date(timeIntervalSinceReferenceDate: 1e15 + 1))
    },
    DifferentPair(name: "Attributed strings of other characters") {
      (AttributedString("ab"), AttributedString("cd"))
    },
    DifferentPair(name: "An attributed string with a link and without") {
      (linked("ab", from: 0, to: "https://example.com"), AttributedString("ab"))
    },
    DifferentPair(name: "Attributed strings linking to other addresses") {
      (linked("ab", from: 0, to: "https://example.com"), linked("ab", from: 0, to: "https://a.b"))
    },
    DifferentPair(name: "Attributed strings whose runs end elsewhere") {
      (linked("ab", from: 0, to: "https://a.b"), linked("ab", from: 1, to: "https://a.b"))
    },
    DifferentPair(name: "Attributed substrings") {
      let text = linked("abc", from: 1, to: "https://a.b")
      let second = text.index(afterCharacter: text.startIndex)
      return (text[text.startIndex..<text.endIndex], text[second..<text.endIndex])
    },
    DifferentPair(name: "Attributed strings below the depth limit") {
      (
        deep(linked("ab", from: 0, to: "https://example.com")),
        deep(linked("ab", from: 0, to: "https://a.b"))
      )
    },
    DifferentPair(name: "Attributed strings past the size limit") {
      (
        AfterMany(last: linked("ab", from: 0, to: "https://example.com")),
        AfterMany(last: linked("ab", from: 1, to: "https://example.com"))
      )
    },
    DifferentPair(name: "Character sets of a comma and of a semicolon") {
      (CharacterSet(charactersIn: ","), CharacterSet(charactersIn: ";"))
    },
    DifferentPair(name: "Character sets one scalar apart, past the ranges they print") {
      (
        CharacterSet.alphanumerics,
        CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
      )
    },
    DifferentPair(name: "Regular expressions of two patterns") {
      (expression("a+"), expression("a*"))
    },
    DifferentPair(name: "Regular expressions of two option sets") {
      (expression("a", [.caseInsensitive]), expression("a", [.anchorsMatchLines]))
    },
    DifferentPair(name: "NSAttributedStrings linking to other addresses") {
      (linkedObject("ab", to: "https://example.com"), linkedObject("ab", to: "https://a.b"))
    },
    DifferentPair(name: "NSAttributedStrings below the depth limit") {
      (
        deep(linkedObject("ab", to: "https://example.com")),
        deep(linkedObject("ab", to: "https://a.b"))
      )
    },
    DifferentPair(name: "NSAttributedStrings past the size limit") {
      (
        AfterMany(last: linkedObject("ab", to: "https://example.com")),
        AfterMany(last: linkedObject("ab", to: "https://a.b"))
      )
    },
    DifferentPair(name: "Counted sets counting one twice and once") {
      (NSCountedSet(array: [1, 1]), NSCountedSet(array: [1]))
    },
    DifferentPair(name: "Decimals") {
      (Decimal(string: "1.5") as Any, Decimal(string: "1.25") as Any)
    },
    DifferentPair(name: "NSNumbers") { (NSNumber(value: 1), NSNumber(value: 2)) },
    DifferentPair(name: "An NSNumber whole and with a fraction") {
      (NSNumber(value: 5), NSNumber(value: 5.0))
    },
    DifferentPair(name: "NSNumbers past Int64") {
      (NSNumber(value: UInt64.max), NSNumber(value: UInt64.max - 1))
    },
    DifferentPair(name: "NSDecimalNumbers") {
      (NSDecimalNumber(string: "1.5"), NSDecimalNumber(string: "1.25"))
    },
    DifferentPair(name: "NSNumbers in an NSArray") {
      (NSArray(array: [NSNumber(value: 1)]), NSArray(array: [NSNumber(value: 2)]))
    },
    DifferentPair(name: "URLComponents whose paths differ only in percent-encoding") {
      (
        URLComponents(string: "https://h/a%2Fb") as Any,
        URLComponents(string: "https://h/a/b") as Any
      )
    },
    DifferentPair(name: "Measurements in units of one symbol") {
      (
        Measurement(value: 1, unit: UnitLength.meters),
        Measurement(
          value: 1, unit: UnitLength(symbol: "m", converter: UnitConverterLinear(coefficient: 2)))
      )
    },
    DifferentPair(name: "SIMD vectors") { (SIMD4<Float>(1, 2, 3, 4), SIMD4<Float>(1, 2, 3, 5)) },
  ]

  /// Every pair of different values the dumps are tested on.
  static let allPairs = pairs + typeChangePairs

  @Test("Two different values give two different dumps", arguments: allPairs)
  func differentValues(pair: DifferentPair) {
    let (first, second) = pair.make()
    let firstText = ValueDump.text(of: first)
    let secondText = ValueDump.text(of: second)
    #expect(firstText != secondText, "both dump as \(firstText)")
  }

  @Test("One value gives one dump, built twice the same way", arguments: allPairs)
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
      TextSample(
        name: "Substring", make: { "xa\u{1B}\"b".dropFirst() }, dump: #"Substring("a\u{1B}\"b")"#),
      TextSample(
        name: "StaticString", make: { "s\"t\u{1B}" as StaticString },
        dump: #"StaticString("s\"t\u{1B}")"#),
      TextSample(name: "Character", make: { "\u{1B}" as Character }, dump: #"Character("\u{1B}")"#),
      TextSample(
        name: "Unicode.Scalar", make: { "\u{1B}" as Unicode.Scalar },
        dump: #"Unicode.Scalar("\u{1B}")"#),
      TextSample(
        name: "NSString", make: { NSString(string: "q\"\n") }, dump: #"NSString("q\"\n")"#),
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

  /// A record of `Any` slots, each holding a value that prints bare or with its type.
  struct Mixed {
    var count: Any = 1
    var small: Any = Int8(1)
    var ratio: Any = 1.5
    var single: Any = Float(1.5)
    var price: Any = Decimal(15) / Decimal(10)
    var flag: Any = true
    var name: Any = "a"
    var letter: Any = Character("a")
    var part: Any = Substring("a")
    var legacy: Any = NSString(string: "a")
    var link: Any = DumpExactnessTests.url("b", relativeTo: "http://x/")
    var fields: [String: Any] = ["n": UInt8(2), "s": "b"]
    var list: [Any] = [1, Int16(1), "1", "1" as Unicode.Scalar]
    /// The one limit: an optional prints as its value, as a `String?` field's does.
    var maybe: Any = String?.some("x") as Any
  }

  @Test("Int, Double, Bool and String print bare, every other number or text with its type")
  func mixedRecord() {
    expectInlineSnapshot(of: Mixed(), as: .dump) {
      """
      Mixed(
        count: 1,
        small: Int8(1),
        ratio: 1.5,
        single: Float(1.5),
        price: Decimal(1.5),
        flag: true,
        name: "a",
        letter: Character("a"),
        part: Substring("a"),
        legacy: NSString("a"),
        link: URL("b", relativeTo: URL("http://x/")),
        fields: [
          "n": UInt8(2),
          "s": "b",
        ],
        list: [
          1,
          Int16(1),
          "1",
          Unicode.Scalar("1"),
        ],
        maybe: "x",
      )

      """
    }
  }

  @Test("A present optional holding nil prints as Optional(nil), as Swift describes it")
  func nestedNil() {
    #expect(
      ValueDump.text(of: Lookup(value: .some(nil))) == "Lookup(\n  value: Optional(nil),\n)\n")
    #expect(ValueDump.text(of: Lookup(value: nil)) == "Lookup(\n  value: nil,\n)\n")
    #expect(ValueDump.text(of: Lookup(value: "a")) == "Lookup(\n  value: \"a\",\n)\n")
    #expect(ValueDump.text(of: String???.some(.some(nil)) as Any) == "Optional(Optional(nil))\n")
  }

  /// The seconds since the reference date a date's text names, read as the docs say:
  /// the whole second in ISO 8601 plus the fraction, added as `Double`s.
  static func seconds(of text: String) throws -> Double {
    let exact = "Date(timeIntervalSinceReferenceDate: "
    if text.hasPrefix(exact) {
      return try #require(Double(String(text.dropFirst(exact.count).dropLast())))
    }
    let parts = text.dropLast().split(separator: ".")
    let whole = try Date(parts[0] + "Z", strategy: .iso8601).timeIntervalSinceReferenceDate
    guard parts.count == 2 else { return whole }
    let fraction = try #require(Double("0." + String(parts[1])))
    return whole + fraction
  }

  @Test(
    "A date prints the fraction of a second it holds, enough to read the same Double back",
    arguments: [
      0, 0.5, -0.5, 1.0 / 1024, now, 1e-9, .leastNonzeroMagnitude, -1e-20,
      // The last Julian day before the Gregorian calendar, the first and last ISO seconds.
      -13_197_686_399.75, -63_114_076_800, 252_423_993_599.5, 1e15, .infinity,
    ])
  func dateRoundTrip(seconds: Double) throws {
    let text = ValueDump.dateText(Date(timeIntervalSinceReferenceDate: seconds))
    #expect(try Self.seconds(of: text) == seconds, "\(text)")
    for neighbour in [seconds.nextDown, seconds.nextUp] where neighbour != seconds {
      #expect(ValueDump.dateText(Date(timeIntervalSinceReferenceDate: neighbour)) != text)
    }
  }

  @Test(
    "Dates swept across this century and near the reference date read back, each apart from the next",
    arguments: [now, 0.25, -1_000_000_000.5])
  func dateSweep(start: Double) throws {
    var seconds = start
    for step in 0..<2_000 {
      let text = ValueDump.dateText(Date(timeIntervalSinceReferenceDate: seconds))
      #expect(try Self.seconds(of: text) == seconds, "\(text)")
      let next = ValueDump.dateText(Date(timeIntervalSinceReferenceDate: seconds.nextUp))
      #expect(next != text, "\(text)")
      // Steps of a prime number of microseconds, then of a millionth of them.
      seconds += step.isMultiple(of: 2) ? 0.000_127 : 0.000_000_000_127
    }
  }

  @Test(
    "A whole second prints as before; a fraction with the fewest digits that read it back",
    arguments: [
      (0, "2001-01-01T00:00:00Z"),
      (0.5, "2001-01-01T00:00:00.5Z"),
      (-0.5, "2000-12-31T23:59:59.5Z"),
      (1_000_000.5 - 978_307_200, "1970-01-12T13:46:40.5Z"),
      (now, "2025-11-28T05:20:00.123456Z"),
      (1e15, "Date(timeIntervalSinceReferenceDate: 1000000000000000.0)"),
    ])
  func dateTexts(seconds: Double, text: String) {
    #expect(ValueDump.text(of: Date(timeIntervalSinceReferenceDate: seconds)) == text + "\n")
  }

  @Test("JSON writes a date's fraction of a second as the dump does")
  func jsonDates() {
    let stamp = Stamp(at: Date(timeIntervalSince1970: 1_000_000.5))
    let text = Snapshotting<Stamp, String>.json.snapshot(stamp)
    #expect(text == "{\n  \"at\" : \"1970-01-12T13:46:40.5Z\"\n}\n")
    #expect(Redaction.iso8601Dates.apply(to: text) == "{\n  \"at\" : \"[date]\"\n}\n")
  }

  @Test("A change of half a second is a change to expectDifference")
  func halfSecondChange() {
    var stamp = Stamp(at: Date(timeIntervalSince1970: 1_000_000))
    let failure = Changes.difference(stamp, operation: { stamp.at += 0.5 }) { _ in }
    #expect(failure?.contains("+  at: 1970-01-12T13:46:40.5Z,") == true, "\(failure ?? "nil")")
  }

  @Test("An attributed string prints as its runs: each one's characters, then its attributes")
  func attributedText() {
    var text = Self.linked("a\"b", from: 2, to: "https://a.b")
    text.append(AttributedString("c"))
    #expect(
      ValueDump.text(of: [text]) == """
        [
          AttributedString(
            "a\\"",
            "b" {
              "NSLink": URL("https://a.b"),
            },
            "c",
          ),
        ]

        """)
    #expect(ValueDump.text(of: AttributedString()) == "AttributedString()\n")
    // ValueStrategies.md's example.
    var article = AttributedString("Read ")
    var link = AttributedString("the docs")
    link.link = URL(string: "https://example.com")
    article.append(link)
    #expect(
      ValueDump.text(of: article) == """
        AttributedString(
          "Read ",
          "the docs" {
            "NSLink": URL("https://example.com"),
          },
        )

        """)
  }

  @Test("An attributed string changed as stated passes expectDifference")
  func attributedChange() {
    var text = AttributedString("a")
    let failure = Changes.difference(text, operation: { text.append(AttributedString("b")) }) {
      $0.append(AttributedString("b"))
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(
    "Equal decimals print alike, as their description with their type",
    arguments: [
      ("1.50", "1.5"), ("1.5000000000", "1.5"), ("1e2", "100"), ("-0.0", "0"),
      ("123456789012345678901234567890.123", "123456789012345678901234567890.123"),
    ])
  func decimals(text: String, dump: String) throws {
    let decimal = try #require(Decimal(string: text))
    #expect(ValueDump.text(of: decimal) == "Decimal(\(dump))\n")
  }

  @Test("Decimals made other ways print as the one they equal")
  func equalDecimals() throws {
    let decimals: [Decimal] = [
      try #require(Decimal(string: "1.50")), Decimal(sign: .plus, exponent: -2, significand: 150),
      Decimal(15) / Decimal(10), Decimal(1.5), Decimal(3) * Decimal(string: "0.50")!,
    ]
    #expect(Set(decimals.map { ValueDump.text(of: $0) }) == ["Decimal(1.5)\n"])
    #expect(ValueDump.text(of: Decimal.nan) == "Decimal(NaN)\n")
  }

  @Test("Removing a key whose value is nil is a change to expectDifference")
  func removedNilValue() {
    var values: [String: String?] = ["k": nil]
    let failure = Changes.difference(values["k"], operation: { values["k"] = nil }) { _ in }
    #expect(failure?.hasSuffix("\n  -Optional(nil)\n  +nil") == true, "\(failure.debugDescription)")
  }

  @Test("A reference recorded from a split fails against one substring holding its comma")
  func splitAgainstReference() throws {
    let folder = try TemporaryFolder("text-snapshots")
    let split = "a,b".split(separator: ",")
    for name in ["same", "other"] {
      try folder.write(
        ValueDump.text(of: split),
        to: "TextSnapshotsTests/DumpExactnessTests/splitAgainstReference.\(name).txt")
    }
    let passing = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "a,b".split(separator: ","), as: .dump, named: "same")
    }
    #expect(passing.isEmpty, "\(passing)")
    let failing = snapshotIssues(folder.settings()) {
      expectSnapshot(of: [Substring("a,\n  b")], as: .dump, named: "other")
    }
    #expect(failing.count == 1, "\(failing)")
  }
}
