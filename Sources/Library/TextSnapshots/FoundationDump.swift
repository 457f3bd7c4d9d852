import Foundation

/// Readable, exact texts of the Foundation values whose mirrors show opaque internals on
/// Linux, which ``ValueDump`` would otherwise refuse: a `CharacterSet`, an
/// `NSRegularExpression`, an `NSAttributedString` and an `NSCountedSet`.
///
/// Each prints what makes it equal to another: a character set its members as ranges of
/// scalars, a regular expression its pattern and options, an attributed string its runs
/// and their attributes (as an `AttributedString` prints), a counted set its elements and
/// their counts. A value these hold (an attribute's, an element) is read by the dump as
/// any value, so one it cannot read is still refused. A `Formatter` has no reader here:
/// its settings cannot be listed, and the dump refuses it.
enum FoundationDump {
  /// Reads a value nested in the one being printed, as the dump reads any value, at a
  /// step of its path such as `[…]`.
  typealias Reader = (_ value: Any, _ step: String) -> DumpNode

  /// The node of a class instance the dump names `name` (such as
  /// `NSMutableAttributedString#1`), or `nil` when it is none of these.
  static func node(ofObject value: Any, named name: String, reading: Reader) -> DumpNode? {
    switch value {
    case let expression as NSRegularExpression:
      return .line(expressionText(expression, named: name))
    case let text as NSAttributedString:
      return attributedNode(text, named: name, reading: reading)
    default:
      return nil
    }
  }

  // MARK: - Numbers

  /// An `NSNumber` as its value, `NSNumber(5)`, `NSNumber(1.5)`, `NSNumber(Float(1.5))`,
  /// and an `NSDecimalNumber` as its decimal, `NSDecimalNumber(1.5)`; `nil` when its kind
  /// (`objCType`) is none of C's numbers.
  ///
  /// Its mirror shows CoreFoundation's storage on Linux, and a whole number's size
  /// differs between platforms (5 is stored as an `Int32` on Linux, an `Int64` on
  /// macOS), so a whole number prints as a whole number of any size, as Foundation
  /// compares it, and a `Float` keeps its type, since its text differs from a `Double`'s.
  static func numberText(_ number: NSNumber) -> String? {
    if let decimal = number as? NSDecimalNumber {
      return "NSDecimalNumber(\(decimal.decimalValue))"
    }
    let value: String
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"),
      UInt8(ascii: "q"), UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"),
      UInt8(ascii: "B"):
      value = String(number.int64Value)
    case UInt8(ascii: "L"), UInt8(ascii: "Q"):
      value = String(number.uint64Value)
    case UInt8(ascii: "f"):
      value = "Float(\(number.floatValue))"
    case UInt8(ascii: "d"):
      value = String(number.doubleValue)
    default:
      return nil
    }
    return "NSNumber(\(value))"
  }

  // MARK: - Character sets

  /// How many ranges a character set prints at most; a larger one prints how many it
  /// has and a digest of their texts.
  static let rangeLimit = 64

  /// A character set as its members, `CharacterSet([",", "a"..."z"])`.
  ///
  /// Each range of members prints as its first and last scalar, quoted as the dump
  /// quotes text, ascending; a value that is no scalar (a surrogate) as `U+D800`. A set of more than ``rangeLimit`` ranges prints
  /// `CharacterSet(… ranges, digest …)`, the ``DumpDigest`` of the ranges' texts, one a
  /// line. Two sets print alike only when they hold the same scalars.
  static func characterSetText(_ set: CharacterSet) -> String {
    let texts = ranges(of: set).map(rangeText)
    guard texts.count > rangeLimit else {
      return "CharacterSet([\(texts.joined(separator: ", "))])"
    }
    var digest = DumpDigest()
    for text in texts { digest.line(text, depth: 0) }
    return "CharacterSet(\(texts.count) ranges, digest \(digest.finish()))"
  }

  /// The ranges of scalar values a character set holds, ascending and apart.
  ///
  /// They are read from its bitmap: 8,192 bytes for the basic plane, then each other
  /// plane it uses as its number and 8,192 bytes, a bit a scalar. A byte all set or all clear inside or
  /// outside a range is passed whole, so `.alphanumerics` costs 140,000 bytes' reading
  /// rather than 1.1 million scalars' tests.
  static func ranges(of set: CharacterSet) -> [ClosedRange<UInt32>] {
    let bytes = [UInt8](set.bitmapRepresentation)
    let planeSize = 8_192
    var planes: [(number: UInt32, offset: Int)] = []
    if bytes.count >= planeSize { planes.append((0, 0)) }
    var offset = planeSize
    while offset + planeSize < bytes.count {
      planes.append((UInt32(bytes[offset]), offset + 1))
      offset += planeSize + 1
    }
    var ranges: [ClosedRange<UInt32>] = []
    func add(_ range: ClosedRange<UInt32>) {
      if let last = ranges.last, last.upperBound + 1 == range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    for plane in planes.sorted(by: { $0.number < $1.number }) {
      let base = plane.number << 16
      var start: UInt32?
      for index in 0..<planeSize {
        let byte = bytes[plane.offset + index]
        if byte == 0, start == nil { continue }
        if byte == 0xFF, start != nil { continue }
        for bit in 0..<8 {
          let scalar = base | UInt32(index << 3 | bit)
          let isMember = byte & (1 << bit) != 0
          if isMember, start == nil { start = scalar }
          if !isMember, let first = start {
            add(first...(scalar - 1))
            start = nil
          }
        }
      }
      if let first = start { add(first...(base | 0xFFFF)) }
    }
    return ranges
  }

  /// A range as a character set prints it: `","` or `"a"..."z"`.
  private static func rangeText(_ range: ClosedRange<UInt32>) -> String {
    let first = scalarText(range.lowerBound)
    return range.count == 1 ? first : first + "..." + scalarText(range.upperBound)
  }

  /// A scalar quoted as the dump quotes text, `"\u{202A}"` when it shows nothing, or
  /// `U+D800` for a value that is no scalar.
  ///
  /// A range's bound is often a scalar that shows nothing (a format character, a space
  /// other than U+0020, the last of a plane): it prints escaped, as a control character
  /// does, so it reads in a snapshot and nothing invisible lands in a test's source.
  private static func scalarText(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    guard let scalar = Unicode.Scalar(value) else {
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return showsNothing(scalar) ? "\"\\u{\(hex)}\"" : ValueDump.quoted(String(scalar))
  }

  /// Whether `scalar` shows nothing on its own: a format character, a space other than
  /// U+0020, a line or paragraph separator, a private-use or unassigned scalar.
  private static func showsNothing(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned: true
    case .spaceSeparator: scalar != " "
    default: false
    }
  }

  // MARK: - Regular expressions

  /// The options of a regular expression by their names, in their declaration's order.
  private static let optionNames: [(NSRegularExpression.Options, String)] = [
    (.caseInsensitive, "caseInsensitive"),
    (.allowCommentsAndWhitespace, "allowCommentsAndWhitespace"),
    (.ignoreMetacharacters, "ignoreMetacharacters"),
    (.dotMatchesLineSeparators, "dotMatchesLineSeparators"),
    (.anchorsMatchLines, "anchorsMatchLines"),
    (.useUnixLineSeparators, "useUnixLineSeparators"),
    (.useUnicodeWordBoundaries, "useUnicodeWordBoundaries"),
  ]

  /// `NSRegularExpression#1(pattern: "a+", options: [.caseInsensitive])`: its pattern
  /// quoted, its options by name, and any other bits as a raw value.
  private static func expressionText(_ expression: NSRegularExpression, named name: String)
    -> String
  {
    var rest = expression.options
    var options: [String] = []
    for (option, optionName) in optionNames where rest.contains(option) {
      options.append("." + optionName)
      rest.remove(option)
    }
    if !rest.isEmpty { options.append("NSRegularExpression.Options(rawValue: \(rest.rawValue))") }
    let pattern = ValueDump.quoted(expression.pattern)
    return "\(name)(pattern: \(pattern), options: [\(options.joined(separator: ", "))])"
  }

  // MARK: - Attributed strings

  /// An attributed string as its runs, as an `AttributedString` prints: each run's
  /// characters, quoted, then its attributes in braces when it has any, sorted by name,
  /// each as its name quoted and its value read as any value.
  ///
  /// Two neighbouring runs whose attributes print alike print as one, so how the string
  /// was built does not show.
  private static func attributedNode(
    _ text: NSAttributedString, named name: String, reading: Reader
  ) -> DumpNode {
    let characters = NSString(string: text.string)
    var runs: [(characters: String, attributes: [DumpItem])] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) {
      attributes, range, _ in
      let items = attributes.sorted { $0.key.rawValue < $1.key.rawValue }.map { key, value in
        DumpItem(label: .line(ValueDump.quoted(key.rawValue)), value: reading(value, "[…]"))
      }
      let run = characters.substring(with: range)
      if let last = runs.last, last.attributes == items {
        runs[runs.count - 1].characters += run
      } else {
        runs.append((run, items))
      }
    }
    let items = runs.map { run in
      let characters = ValueDump.quoted(run.characters)
      return DumpItem(
        label: nil,
        value: run.attributes.isEmpty
          ? .line(characters)
          : .block(opening: characters + " {", items: run.attributes, closing: "}"))
    }
    return .block(opening: name + "(", items: items, closing: ")")
  }

  // MARK: - Counted sets

  /// A counted set as its `elements`, in the order of their own dumps as a set's are
  /// (``ValueDump/ordered(_:by:)``), each read as any value with its count after it
  /// (`"a": 2`).
  static func countedSetNode(_ set: NSCountedSet, _ elements: [Any], reading: Reader)
    -> DumpNode
  {
    let items = elements.map { element in
      DumpItem(label: reading(element, "[…]"), value: .line(String(set.count(for: element))))
    }
    return .block(
      opening: "\(type(of: set))([", items: items.sorted { $0.text < $1.text }, closing: "])")
  }
}

/// A `Measurement` of any unit type, read for its value and its unit, whose mirror shows
/// only the unit's symbol: one metre and a unit also written `m` worth two would
/// print alike.
protocol MeasurementReading {
  /// The measurement's value.
  var measuredValue: Double { get }
  /// The measurement's unit, a class instance the dump reads as any.
  var measuredUnit: Unit { get }
}

extension Measurement: MeasurementReading {
  var measuredValue: Double { value }
  var measuredUnit: Unit { unit }
}
