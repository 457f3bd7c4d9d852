import Foundation

/// A stable, readable text of any value, read through `Mirror`.
///
/// Structs and classes print as `Type(label: value, …)`, one child a line; enums as
/// `.case` or `.case(…)` (a case its type describes, as ``caseLevel(_:)`` proves it);
/// optionals as the value, `nil`, or `Optional(nil)` for a present
/// optional that holds `nil`; every kind of text quoted and escaped. `Int`, `Double`,
/// `Bool` and `String` print bare, and every other number or text with its type,
/// `Int8(1)`, `Float(1.5)`, `Decimal(1.5)`, `Character("a")`, `URL("x")`, so values of
/// two types never print alike in a field typed `Any` (but an optional there prints as
/// its value, as everywhere); an `NSNumber` as its value, `NSNumber(5)`, and a SIMD
/// vector as its scalars. Dictionary entries and set elements are sorted by their
/// text, so the output never depends on hashing. UUIDs and dates print as their text,
/// an attributed string as its runs and their attributes, `Data` as its size and its
/// UTF-8 text or bytes, and a pointer as its type with `<address not shown>`, since an
/// address changes from run to run. A value holding a pointer or a CoreFoundation object
/// cannot be judged, as its text does not change with what they hold, nor can a value
/// with no fields whose type gives no text of its own (``childlessText(_:)``):
/// ``reading(of:redactions:)`` and ``node(of:)`` refuse it, naming where it holds one. A class instance is numbered (`Node#1`) by the
/// order it is first met and printed in full once: met again inside itself it prints
/// as `Node#1 (cycle)`, met again elsewhere as `Node#1 (seen)`, so a graph whose
/// instances are shared prints each once rather than once per path to it. A
/// ``CustomSnapshotReflectable`` value is read through its own mirror.
///
/// The dump has a depth limit rather than an unbounded recursion: a value nested more
/// than ``depthLimit`` levels deep (a long linked list of classes or of an indirect
/// enum) prints one note in place of what lies below
/// (``tooDeep(hidden:digest:stoppedAt:)``). The dump still reads it, with an explicit
/// stack, so a 100,000-node list neither exhausts the stack nor hides a change: the note
/// says how many values it holds and gives a ``DumpDigest`` of the lines they would print.
/// It has a size limit too: after ``valueLimit`` values, each block still open ends with
/// a note (``tooLarge(after:hidden:digest:stoppedAt:)``) in place of its other items, so
/// a value that would print millions of lines (arrays sharing their storage, nested)
/// never holds them. The dump still reads those items, keeping only how many values they
/// hold and a digest of the lines they would print, and the note says both: a change to
/// a value past either limit changes the note, so a snapshot never passes over it. It
/// stops reading after ``readFactor`` times as many values, and the notes say where, so
/// a value that shares its storage everywhere (a struct tree holding one array twice on
/// every level, with billions of paths) still finishes; such a dump cannot judge the
/// value, and ``reading(of:redactions:)`` says so.
final class ValueDump {
  /// How many levels of nesting a dump shows below the value itself.
  static let depthLimit = 100
  /// How many values a dump shows at most.
  static let valueLimit = 100_000
  /// How many values a dump in this task shows at most: ``valueLimit``, lowered only by
  /// tests, which judge a value of a few thousand values as the limits judge one of
  /// millions (the limits' real size is tested once).
  @TaskLocal static var sizeLimit = valueLimit
  /// How many times as many values as it shows a dump reads at most.
  static let readFactor = 10
  /// What a pointer shows in place of its address.
  static let pointerText = "<address not shown>"

  private var objectNumbers: [ObjectIdentifier: Int] = [:]
  private var open: Set<ObjectIdentifier> = []
  /// The instances already printed in full.
  private var printed: Set<ObjectIdentifier> = []
  /// How deep the value being read is nested.
  private var depth = 0
  /// How many values were read.
  private var count = 0
  /// How many values this dump shows at most.
  private let limit: Int
  /// How many values this dump reads at most.
  private let readLimit: Int
  /// Whether the dump stopped reading at ``readLimit``.
  private var isStopped = false
  /// What the snapshot's text is redacted by, which the lines past the limit are too.
  private let redactions: [Redaction]
  /// Whether the value being read lies past the limit: its lines go to ``digest``.
  private var isHidden = false
  /// The lines past the limit of the block being cut.
  private var digest = DumpDigest()
  /// The labels from the value to the one being read, `[…]` for an element or an entry.
  private var path: [String] = []
  /// The first value met whose content the dump cannot read, by its path and its type.
  ///
  /// A pointer or a CoreFoundation object: its text would not change with what it
  /// points to, so the dump cannot judge the value. `isCase` when it is an enum's case
  /// that prints as its type's description (``caseLevel(_:)``).
  private var unreadable: (path: String, type: String, isCase: Bool)?
  /// The path of the first set, dictionary or counted set met whose entries the dump
  /// cannot order: two print alike and hold class instances, so hashing would decide
  /// which instance is numbered first, and which one a later `(seen)` names.
  private var unordered: String?

  private init(limit: Int? = nil, readLimit: Int? = nil, redactions: [Redaction] = []) {
    let limit = limit ?? Self.sizeLimit
    self.limit = limit
    self.readLimit =
      readLimit ?? (limit > Int.max / Self.readFactor ? Int.max : limit * Self.readFactor)
    self.redactions = redactions
  }

  /// How many values the text that orders a set's elements or a dictionary's entries
  /// shows at most.
  private static let orderLimit = 1_000

  /// `elements` in the order of the text of each one's `value`: its dump on its own, so
  /// the order, and with it which of two entries holding one instance prints it in full
  /// and the instances' numbers, never depends on hashing; and whether that order is
  /// ambiguous, as when two entries print alike and number class instances: equal
  /// texts say nothing of which instance is which.
  static func ordered<Element>(_ elements: [Element], by value: (Element) -> Any)
    -> (elements: [Element], isAmbiguous: Bool)
  {
    let ordered = elements.map { element in
      let dump = ValueDump(limit: orderLimit)
      let text = dump.node(of: value(element)).lines.joined(separator: "\n")
      return (text: text, numbers: !dump.objectNumbers.isEmpty, element: element)
    }
    .sorted { $0.text < $1.text }
    let isAmbiguous = zip(ordered, ordered.dropFirst()).contains { first, second in
      first.text == second.text && first.numbers
    }
    return (ordered.map(\.element), isAmbiguous)
  }

  /// What ends each block still open once `limit` values were shown, in place of the
  /// `hidden` values of its other items, whose lines have the digest `digest`; and where
  /// the dump stopped reading, if it did.
  static func tooLarge(
    after limit: Int, hidden: Int, digest: String, stoppedAt readLimit: Int? = nil
  ) -> String {
    let stop = readLimit.map { "; reading stopped at \($0) values" } ?? ""
    return "… (more than \(limit) values: \(hidden) more not shown, digest \(digest)\(stop))"
  }

  /// What stands for a value nested deeper than ``depthLimit`` levels: the `hidden`
  /// values it holds, itself included, whose lines have the digest `digest`; and where
  /// the dump stopped reading, if it did.
  static func tooDeep(hidden: Int, digest: String, stoppedAt readLimit: Int? = nil) -> String {
    let stop = readLimit.map { "; reading stopped at \($0) values" } ?? ""
    let values = hidden == 1 ? "1 value" : "\(hidden) values"
    return "… (deeper than \(depthLimit) levels: \(values) not shown, digest \(digest)\(stop))"
  }

  /// The dump of `value`, ending in a newline, showing at most `limit` values
  /// (``sizeLimit`` unless given) and reading at most `readLimit` (``readFactor`` times
  /// `limit` unless given); the lines past the limit are redacted by `redactions` before
  /// they are digested.
  static func text(
    of value: Any, limit: Int? = nil, readLimit: Int? = nil,
    redactions: [Redaction] = []
  ) -> String {
    ValueDump(limit: limit, readLimit: readLimit, redactions: redactions).node(of: value).lines
      .joined(separator: "\n") + "\n"
  }

  /// The dump of `value` as ``Snapshotting/dump`` compares it, its lines past the size
  /// limit redacted by `redactions` before they are digested; refused when the dump
  /// stopped reading at its read limit or met a pointer or a CoreFoundation object, as
  /// it then cannot judge the value.
  static func reading(of value: Any, redactions: [Redaction] = []) -> SnapshotReading<String> {
    let dump = ValueDump(redactions: redactions)
    let node = dump.node(of: value)
    let unread = SnapshotMessage.valueUnread(readLimit: dump.readLimit, isChange: false)
    let refusal =
      dump.isStopped
      ? unread
      : dump.refusal(isChange: false)
    return SnapshotReading(format: node.lines.joined(separator: "\n") + "\n", refusal: refusal)
  }

  /// The dump of `value`, before it becomes lines, as `expectDifference` compares it;
  /// throws when the dump stopped reading at its read limit or met a pointer or a
  /// CoreFoundation object, as it then cannot judge it.
  static func node(of value: Any) throws(SnapshotMessage) -> DumpNode {
    let dump = ValueDump()
    let node = dump.node(of: value)
    guard !dump.isStopped else { throw .valueUnread(readLimit: dump.readLimit, isChange: true) }
    if let refusal = dump.refusal(isChange: true) { throw refusal }
    return node
  }

  /// Why the dump cannot judge the value: the first value it could not read, else the
  /// first set or dictionary whose entries it could not order; `nil` when neither.
  private func refusal(isChange: Bool) -> SnapshotMessage? {
    if let unreadable, unreadable.isCase {
      return .caseUnreadable(path: unreadable.path, type: unreadable.type, isChange: isChange)
    }
    if let unreadable {
      return .valueUnreadable(path: unreadable.path, type: unreadable.type, isChange: isChange)
    }
    return unordered.map { .valueUnordered(path: $0, isChange: isChange) }
  }

  /// The mirror the dump reads for `value`: its own, or the one it chooses for snapshots.
  static func mirror(of value: Any) -> Mirror {
    (value as? any CustomSnapshotReflectable)?.customSnapshotMirror ?? Mirror(reflecting: value)
  }

  private func node(of value: Any) -> DumpNode {
    switch level(of: value) {
    case .line(let text):
      return .line(text)
    case .built(let node):
      guard isHidden else { return node }
      Self.feed(node, depth: depth, into: &digest)
      return Self.hiddenBlock
    case .wrapped(let wrapped):
      return node(of: wrapped)
    case .block(let opening, let closing, let children, let reading, let object):
      if let object { open.insert(object) }
      defer { if let object { open.remove(object) } }
      return block(opening, closing) {
        switch reading {
        case .elements: items(children, element)
        case .labelled: labelled(Array(children))
        case .set: items(children, sorted: true, element)
        case .dictionary: items(children, sorted: true, entry)
        }
      }
    }
  }

  /// One level of a value as the dump reads it: the shown walk and the walk below the
  /// depth limit both read a value through this, so they read it alike.
  private enum Level {
    /// A value that prints as one line.
    case line(String)
    /// A value whose node is made whole rather than read from its mirror (an attributed
    /// string, as its runs, and the values ``FoundationDump`` reads).
    case built(DumpNode)
    /// An optional's value, read in its place rather than a level deeper.
    case wrapped(Any)
    /// A block: its opening, its closing, its children and how they are read, and the
    /// class instance it prints in full, open until the block closes.
    case block(
      opening: String, closing: String, children: Mirror.Children, reading: Reading,
      object: ObjectIdentifier?)
  }

  /// How a block's children are read.
  private enum Reading {
    /// Each an element, in their order.
    case elements
    /// Each by its label, in their order.
    case labelled
    /// Each an element, in the order of their own dumps.
    case set
    /// Each a key and a value, in the order of their own dumps.
    case dictionary
  }

  /// What `value` is at its own level; a class instance met for the first time is
  /// numbered and counted as printed.
  private func level(of value: Any) -> Level {
    if unreadable == nil, Self.isUnreadable(value) {
      unreadable = (path.joined(), typeName(value), false)
    }
    // An `NSNumber` by its type first: a cast from `Any` bridges it to a Swift number.
    if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
      return .line(FoundationDump.numberText(number) ?? unreadableText(value))
    }
    // By its type: a cast unwraps an `AnyHashable`, so that `"x"` reads as its base does.
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      let base = Mirror.Child("value", hashable.base)
      return .block(
        opening: "AnyHashable(", closing: ")", children: Mirror.Children(CollectionOfOne(base)),
        reading: .labelled, object: nil)
    }
    // A number before its mirror: `Float16`'s shows only an opaque field.
    if let leaf = Self.textLeaf(value) ?? Self.foundationLeaf(value) ?? Self.numberLeaf(value) {
      return .line(Self.bridgedName(of: value).map { "\($0)(\(leaf))" } ?? leaf)
    }
    if let text = value as? any AttributedStringProtocol { return .built(attributedNode(text)) }
    if let measurement = value as? any MeasurementReading {
      let children = [
        Mirror.Child("value", measurement.measuredValue),
        Mirror.Child("unit", measurement.measuredUnit),
      ]
      return .block(
        opening: "\(typeName(value))(", closing: ")", children: Mirror.Children(children),
        reading: .labelled, object: nil)
    }
    // Its mirror shows the decoded path, so `a%2Fb` and `a/b` would print alike: it
    // prints as its percent-encoded text, and one with none cannot be judged.
    if type(of: value) == URLComponents.self, let components = value as? URLComponents {
      guard let text = components.string else { return .line(unreadableText(value)) }
      return .line("URLComponents(\(Self.quoted(text)))")
    }
    let mirror = Self.mirror(of: value)
    func block(_ opening: String, _ closing: String, _ reading: Reading) -> Level {
      .block(
        opening: opening, closing: closing, children: mirror.children, reading: reading,
        object: nil)
    }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .line("nil") }
      if let absent = Self.absentText(wrapped.value) { return .line("Optional(\(absent))") }
      return .wrapped(wrapped.value)
    case .collection:
      guard let name = containerName(of: value) else { return block("[", "]", .elements) }
      return block(name + "([", "])", .elements)
    case .set:
      // An NSCountedSet's mirror shows its elements without their counts. By its type: a
      // cast to a class bridges a Swift set whole first.
      if type(of: value) is NSCountedSet.Type, let counted = value as? NSCountedSet {
        let elements = orderedEntries(counted.allObjects) { $0 }
        return .built(FoundationDump.countedSetNode(counted, elements) { nested($0, at: $1) })
      }
      return block((containerName(of: value) ?? "Set") + "([", "])", .set)
    case .dictionary:
      let name = containerName(of: value)
      guard !mirror.children.isEmpty else { return .line(name.map { $0 + "([:])" } ?? "[:]") }
      guard let name else { return block("[", "]", .dictionary) }
      return block(name + "([", "])", .dictionary)
    case .tuple:
      return block("(", ")", .labelled)
    case .enum:
      return enumLevel(value, mirror)
    case .class:
      return classLevel(value, mirror)
    case .struct:
      if let set = value as? CharacterSet { return .line(FoundationDump.characterSetText(set)) }
      // A SIMD vector's mirror shows only an opaque field; its text shows each scalar.
      if let vector = value as? any SIMD { return .line(String(describing: vector)) }
      if Self.isSeeded(value) { return .line(unreadableText(value)) }
      return block("\(typeName(value))(", ")", .labelled)
    default:
      guard mirror.children.isEmpty, !(value is any CustomSnapshotReflectable) else {
        return block("\(typeName(value))(", ")", .labelled)
      }
      return .line(Self.childlessText(value) ?? unreadableText(value))
    }
  }

  /// The text of a value with neither children nor a display style, or `nil` when it
  /// does not say what the value is.
  ///
  /// Such a value prints as `String(describing:)` shows it, which is the value's own
  /// text only when its type gives one (`CustomStringConvertible`,
  /// `CustomDebugStringConvertible`, `TextOutputStreamable`), chose its mirror
  /// (`CustomReflectable`) or is a metatype, which prints its name. For any other value
  /// the standard library supplies an unspecified text: a closure's, `(Function)`, says
  /// it is code, which the dump does not compare, and prints; every other (the opaque
  /// storage behind an `ObjectIdentifier` or a type of the standard library's own) is
  /// refused, since its text is the same whatever it holds.
  private static func childlessText(_ value: Any) -> String? {
    let text = String(describing: value)
    guard describesItself(value) || value is any CustomReflectable || value is Any.Type else {
      return text == "(Function)" ? text : nil
    }
    return text
  }

  /// Whether `value`'s type gives the text `String(describing:)` prints, rather than the
  /// standard library's: `CustomStringConvertible`, `CustomDebugStringConvertible` or
  /// `TextOutputStreamable`.
  private static func describesItself(_ value: Any) -> Bool {
    value is any CustomStringConvertible || value is any CustomDebugStringConvertible
      || value is any TextOutputStreamable
  }

  /// The text of a value the dump cannot read, its type, noted as the value's first
  /// such if it is.
  private func unreadableText(_ value: Any, isCase: Bool = false) -> String {
    if unreadable == nil { unreadable = (path.joined(), typeName(value), isCase) }
    return typeName(value)
  }

  /// Foundation's collections that bridge to Swift's, by the names they print with, each
  /// mutable one before the one it is a kind of.
  private static let foundationCollections: [(type: AnyClass, name: String)] = [
    (NSMutableArray.self, "NSMutableArray"), (NSArray.self, "NSArray"),
    (NSMutableDictionary.self, "NSMutableDictionary"), (NSDictionary.self, "NSDictionary"),
    (NSMutableSet.self, "NSMutableSet"), (NSSet.self, "NSSet"),
    (NSMutableOrderedSet.self, "NSMutableOrderedSet"), (NSOrderedSet.self, "NSOrderedSet"),
  ]

  /// The name a collection, set or dictionary prints with before its brackets, or `nil`
  /// for Swift's `Array`, `Set` and `Dictionary`, which print as their literals do.
  ///
  /// So an `ArraySlice`, an `IndexPath` or an `NSArray` in a field typed `Any` never
  /// passes for an `Array` of the same elements. A Foundation collection prints with its
  /// public name, the same on every platform, rather than its class's (`__NSArrayI`).
  private func containerName(of value: Any) -> String? {
    let valueType = type(of: value)
    if let object = valueType as? NSObject.Type {
      let known = Self.foundationCollections.first { object.isSubclass(of: $0.type) }
      return known?.name ?? typeName(value)
    }
    let name = String(reflecting: valueType)
    let isLiteral = ["Swift.Array<", "Swift.Set<", "Swift.Dictionary<"].contains {
      name.hasPrefix($0)
    }
    return isLiteral ? nil : typeName(value)
  }

  /// The name of Foundation's class that `value` is an instance of, when it bridges to a
  /// value type printed as a leaf: `NSUUID`, `NSDate`, `NSURL`, `NSData`; else `nil`.
  ///
  /// Its leaf is the value type's, so in a field typed `Any` an `NSDate` prints
  /// `NSDate(2001-01-01T00:00:00Z)`, never as a `Date` does.
  private static func bridgedName(of value: Any) -> String? {
    switch type(of: value) {
    case is NSUUID.Type: "NSUUID"
    case is NSDate.Type: "NSDate"
    case is NSURL.Type: "NSURL"
    case is NSMutableData.Type: "NSMutableData"
    case is NSData.Type: "NSData"
    default: nil
    }
  }

  /// Whether the struct `value` holds what the process's random hash seed decides: a
  /// `Hasher`'s state, or a `Set`'s or a `Dictionary`'s index, whose stored age and
  /// place change from run to run, so its text could never be recorded.
  private static func isSeeded(_ value: Any) -> Bool {
    let valueType = type(of: value)
    guard valueType != Hasher.self else { return true }
    let name = String(reflecting: valueType)
    return (name.hasPrefix("Swift.Set<") || name.hasPrefix("Swift.Dictionary<"))
      && name.hasSuffix(">.Index")
  }

  /// Whether `value` is a pointer or a key path, whose content the dump cannot read.
  ///
  /// A pointer's text is its type alone, whatever it points to. A key path's mirror
  /// shows none of the path (a computed one's nothing at all), and its description holds
  /// an address on Linux, so two paths of one type would print alike.
  private static func isUnreadable(_ value: Any) -> Bool {
    // A key path by its type: on Linux a cast to a class bridges what it can first (an
    // array of a billion paths, whole).
    value is any _Pointer || value is OpaquePointer || type(of: value) is AnyKeyPath.Type
  }

  /// Whether the class instance `value` holds content the dump cannot read.
  ///
  /// A CoreFoundation object's (`__NSCFType`) mirror shows nothing of it, and a
  /// `Formatter`'s on Linux none of its settings; a `Thread`'s shows the system's id
  /// of its thread, which changes from run to run. (A `CharacterSet`, an
  /// `NSRegularExpression`, an `NSAttributedString` and an `NSCountedSet`, whose mirrors
  /// show as little, are read by ``FoundationDump`` instead.)
  private static func isUnreadableObject(_ value: Any) -> Bool {
    value is Formatter || value is Thread || String(describing: type(of: value)) == "__NSCFType"
  }

  /// The types whose values print bare, one for each kind of literal: a whole number, a
  /// number with a fraction, a truth value and a text.
  private static let bareTypes: [Any.Type] = [Int.self, Double.self, Bool.self, String.self]

  /// A leaf's text as the dump prints it: bare when `value` is one of ``bareTypes``,
  /// else with its type around it, `Int8(1)`, `Character("a")`, named `name` when given.
  ///
  /// `value` is the leaf as it was cast, not the value read: a cast from `Any` looks
  /// through an optional, whose type is not the leaf's.
  ///
  /// A field typed `Any` holds values of any type, and its mirror does not say which:
  /// were `Int8(1)` and `1`, or `Character("a")` and `"a"`, printed alike, a change of
  /// type would pass unseen. So every leaf that prints as a number or a text prints
  /// through here, and no two types share a text.
  private static func leaf(_ text: String, of value: Any, named name: String? = nil) -> String {
    let type = type(of: value)
    guard !bareTypes.contains(where: { $0 == type }) else { return text }
    return "\(name ?? String(describing: type))(\(text))"
  }

  /// The text of a value that is text, quoted and escaped by ``quoted(_:)``, and with its
  /// type by ``leaf(_:of:named:)`` unless it is a `String`: `Substring("a")`.
  ///
  /// Any `StringProtocol` (a `String`, a `Substring`), an `NSString`, a `StaticString`,
  /// a `Character` and a `Unicode.Scalar` are text. Printed bare, a text holding `,` and
  /// a newline would read as more items, and two different values would print alike.
  private static func textLeaf(_ value: Any) -> String? {
    // An `NSString` by its type first: on Linux a cast to one bridges what it can (a
    // `String`, a `Substring`, an array of a billion paths, whole) before it fails.
    if type(of: value) is NSString.Type, let text = value as? NSString {
      let name = text is NSMutableString ? "NSMutableString" : "NSString"
      return leaf(quoted(String(text)), of: text, named: name)
    }
    switch value {
    case let text as any StringProtocol: return leaf(quoted(String(text)), of: text)
    case let text as StaticString: return leaf(quoted(text.description), of: text)
    case let character as Character: return leaf(quoted(String(character)), of: character)
    case let scalar as Unicode.Scalar:
      return leaf(quoted(String(scalar)), of: scalar, named: "Unicode.Scalar")
    default: return nil
    }
  }

  /// The text of a number or a truth value, with its type by ``leaf(_:of:named:)``
  /// unless it is an `Int`, a `Double` or a `Bool`: `Float(1.5)`, `UInt8(3)`.
  private static func numberLeaf(_ value: Any) -> String? {
    switch value {
    case is any BinaryInteger, is any FloatingPoint, is Bool:
      leaf(String(describing: value), of: value)
    default: nil
    }
  }

  /// A text as the dump prints it: quoted and escaped as Swift writes it in a string
  /// literal, so it stays on one line and no two texts print alike.
  ///
  /// `"` and `\` are escaped, NUL, a tab, a newline and a return print as `\0`, `\t`,
  /// `\n` and `\r`, and every other control character as `\u{…}`: `debugDescription`
  /// escapes the C0 ones and DEL, and the C1 ones (such as U+0085, a line break to some
  /// readers) and the line and paragraph separators are escaped after it.
  static func quoted(_ text: String) -> String {
    let literal = text.debugDescription
    guard literal.unicodeScalars.contains(where: isLeftRaw) else { return literal }
    var escaped = String.UnicodeScalarView()
    for scalar in literal.unicodeScalars {
      guard isLeftRaw(scalar) else {
        escaped.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      escaped.append(contentsOf: "\\u{\(hex)}".unicodeScalars)
    }
    return String(escaped)
  }

  /// Whether `debugDescription` leaves `scalar` raw though it is a control character or
  /// breaks a line: the C1 controls, U+2028 and U+2029.
  private static func isLeftRaw(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }

  /// How an optional that holds no value prints when an optional holds it.
  ///
  /// `nil`, and `Optional(nil)` one level further out, as Swift describes it, so a
  /// `String??` that is `.some(nil)` (a dictionary lookup that found `nil`) never
  /// prints as `nil`. `nil` when `value` is not such an optional.
  private static func absentText(_ value: Any) -> String? {
    let mirror = mirror(of: value)
    guard mirror.displayStyle == .optional else { return nil }
    guard let wrapped = mirror.children.first else { return "nil" }
    return absentText(wrapped.value).map { "Optional(\($0))" }
  }

  /// Values whose stored properties say less than their text, or what changes from run
  /// to run: a UUID's string, a `Decimal`'s (equal decimals can be stored differently),
  /// a date in ISO 8601 as ``dateText(_:)`` writes it (so ``Redaction/iso8601Dates``
  /// finds it), a URL, `Data` as its bytes (its mirror holds a heap address on Linux),
  /// and a pointer without its address.
  private static func foundationLeaf(_ value: Any) -> String? {
    switch value {
    case let uuid as UUID: return uuid.uuidString
    case let decimal as Decimal: return leaf(decimal.description, of: decimal)
    case let date as Date: return dateText(date)
    case let url as URL: return urlText(url)
    case let data as Data: return dataText(data)
    case is any _Pointer: return "\(type(of: value))(\(pointerText))"
    default: return nil
    }
  }

  /// A URL as its text with its type, `URL("https://a.b/c")`, and a relative one with
  /// its base, `URL("c", relativeTo: URL("https://a.b/"))`: it is not equal to the
  /// absolute URL it names.
  private static func urlText(_ url: URL) -> String {
    let text = leaf(quoted(url.relativeString), of: url)
    guard let base = url.baseURL else { return text }
    return "\(text.dropLast()), relativeTo: \(urlText(base)))"
  }

  /// The seconds since the reference date of the first and the last whole second
  /// ``dateText(_:)`` writes in ISO 8601: 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
  private static let isoSeconds: ClosedRange<Double> = -63_114_076_800...252_423_993_599

  /// A date as the dump and ``Snapshotting/json`` write it: in ISO 8601 in UTC, with
  /// the fraction of a second it holds.
  ///
  /// A whole second prints as `2001-01-01T00:00:00Z`, any other date with the fewest
  /// digits of its fraction that read it back exactly, `2001-01-01T00:00:00.5Z`: the
  /// whole second plus the fraction, added as `Double`s, is the date's
  /// `timeIntervalSinceReferenceDate` again, so two different dates never print alike.
  /// A date before the year 1 or after 9999, or not finite, prints as its `Double`,
  /// `Date(timeIntervalSinceReferenceDate: 1000000000000000.0)`: ISO 8601 writes four
  /// digits of a year, and Foundation's formatter loses seconds far beyond them.
  static func dateText(_ date: Date) -> String {
    let seconds = date.timeIntervalSinceReferenceDate
    let exact = "Date(timeIntervalSinceReferenceDate: \(seconds))"
    let whole = seconds.rounded(.down)
    let fraction = seconds - whole
    // Between -1 and 0, `seconds + 1` may round: such a date prints as its `Double`.
    guard isoSeconds.contains(whole), whole + fraction == seconds else { return exact }
    let text = Date(timeIntervalSinceReferenceDate: whole).formatted(.iso8601)
    guard fraction > 0 else { return text }
    guard text.hasSuffix("Z"), let digits = fractionDigits(fraction, after: whole) else {
      return exact
    }
    return text.dropLast() + "." + digits + "Z"
  }

  /// The fewest decimal digits of `fraction` that, read as `0.…` and added to `whole`,
  /// give `whole + fraction` again.
  ///
  /// Up to 15 digits, `fraction × 10ⁿ` rounded is a whole `Double`, and dividing it by
  /// `10ⁿ` gives what reading those digits gives, so a date of this century, whose
  /// `Double` holds about 7 digits of a second, costs a few multiplications. Finer
  /// fractions (near the reference date) are formatted; seventeen significant digits
  /// read any `Double` back, so that search ends by then.
  private static func fractionDigits(_ fraction: Double, after whole: Double) -> String? {
    let seconds = whole + fraction
    var scale = 1.0
    for count in 1...15 {
      scale *= 10
      let scaled = (fraction * scale).rounded()
      guard scaled < scale, whole + scaled / scale == seconds else { continue }
      let number = String(Int(scaled))
      var digits = String(repeating: "0", count: count - number.count) + number
      while digits.hasSuffix("0") { digits.removeLast() }
      return digits
    }
    let zeros = max(0, Int((-log10(fraction)).rounded(.down)) - 1)
    for count in max(16, zeros + 1)...(zeros + 18) {
      let decimal = String(format: "%.\(count)f", fraction)
      guard decimal.hasPrefix("0."), let value = Double(decimal), whole + value == seconds
      else { continue }
      return String(decimal.dropFirst(2))
    }
    return nil
  }

  /// `Data(4 bytes: 61 FF FE 0A)`, or `Data(3 bytes: "hi\n")` when the bytes are UTF-8.
  private static func dataText(_ data: Data) -> String {
    let size = data.count == 1 ? "1 byte" : "\(data.count) bytes"
    guard !data.isEmpty else { return "Data(\(size))" }
    if let text = String(data: data, encoding: .utf8) {
      return "Data(\(size): \(quoted(text)))"
    }
    let hex = data.map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return byte < 0x10 ? "0" + digits : digits
    }
    return "Data(\(size): \(hex.joined(separator: " ")))"
  }

  /// An attributed string as its runs: each run's characters, quoted, then its
  /// attributes in braces when it has any, each as its name and its value's dump.
  ///
  /// Its stored properties hold a version that is new in every process, and not its
  /// characters, so they are not read.
  private func attributedNode(_ text: some AttributedStringProtocol) -> DumpNode {
    let runs = text.runs.map { run in
      let characters = Self.quoted(String(text[run.range].characters))
      let attributes = attributeItems(run.attributes)
      return DumpItem(
        label: nil,
        value: attributes.isEmpty
          ? .line(characters) : .block(opening: characters + " {", items: attributes, closing: "}"))
    }
    return .block(opening: "\(typeName(text))(", items: runs, closing: ")")
  }

  /// A run's attributes, sorted by name, each as its name quoted and its value's dump.
  ///
  /// `AttributeContainer` lists its attributes to no one, so they are read through its
  /// mirror, and if that ever reads otherwise, the container is dumped whole.
  private func attributeItems(_ attributes: AttributeContainer) -> [DumpItem] {
    let contents = Mirror(reflecting: attributes).descendant("storage", "contents")
    guard let contents = contents as? [String: Any] else {
      return [DumpItem(label: nil, value: nested(attributes))]
    }
    return contents.sorted { $0.key < $1.key }.map { name, value in
      // The value beside how the attribute behaves when the text changes.
      let stored = Mirror(reflecting: value)
      let rawValue = stored.descendant("_rawValue") ?? stored.descendant("rawValue") ?? value
      return DumpItem(label: .line(Self.quoted(name)), value: nested(rawValue))
    }
  }

  /// Tells `digest` the lines of a node made whole, as the walk tells it the lines of a
  /// block it reads: its opening, each item (its label joined to its value) and its end,
  /// then its closing.
  private static func feed(_ node: DumpNode, depth: Int, into digest: inout DumpDigest) {
    switch node {
    case .line(let text):
      digest.line(text, depth: depth)
    case .block(let opening, let items, let closing):
      digest.open(opening, depth: depth)
      for item in items {
        if let label = item.label {
          feed(label, depth: depth + 1, into: &digest)
          digest.join(": ")
        }
        feed(item.value, depth: depth + 1, into: &digest)
        digest.endItem()
      }
      digest.close(closing, depth: depth)
    }
  }

  private func enumLevel(_ value: Any, _ mirror: Mirror) -> Level {
    guard let payload = mirror.children.first else { return caseLevel(value) }
    let name = "." + (payload.label ?? "\(value)")
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      return .block(
        opening: name + "(", closing: ")", children: inner.children, reading: .labelled,
        object: nil)
    }
    return .block(
      opening: name + "(", closing: ")", children: Mirror.Children(CollectionOfOne(payload)),
      reading: .elements, object: nil)
  }

  /// A case without a payload: `.name`, as Swift prints it when the type gives no text
  /// of its own; else only what proves which case it is.
  ///
  /// A type's description can print two cases alike, and the case's name is not to be
  /// read another way. A raw value that makes this case again, and no other, names it:
  /// the case prints as `Mode(rawValue: "edit")`. So does a text that exactly one case
  /// of `allCases` prints, this one: the case prints as its text, `.Edit`. Any other
  /// such case is refused (``SnapshotMessage/caseUnreadable(path:type:isChange:)``).
  private func caseLevel(_ value: Any) -> Level {
    let text = String(describing: value)
    guard Self.describesItself(value) else { return .line("." + text) }
    if let raw = value as? any RawRepresentable, Self.rawValueNamesCase(raw) {
      return .block(
        opening: "\(typeName(value))(", closing: ")",
        children: Mirror.Children(CollectionOfOne(Mirror.Child("rawValue", raw.rawValue))),
        reading: .labelled,
        object: nil)
    }
    if let iterable = type(of: value) as? any CaseIterable.Type,
      Self.textNamesCase(value, text: text, among: iterable.allCases.map { $0 as Any })
    {
      return .line("." + text)
    }
    return .line(unreadableText(value, isCase: true))
  }

  /// Whether `value`'s raw value names it alone: the case made from it is `value`.
  ///
  /// A raw type's raw values differ from case to case, but a hand-written
  /// `RawRepresentable` may give two cases one raw value, and then the case made from
  /// it is only one of them.
  private static func rawValueNamesCase<Value: RawRepresentable>(_ value: Value) -> Bool {
    guard let made = Value(rawValue: value.rawValue) else { return false }
    return isSame(made, value)
  }

  /// Whether `text` names `value` alone among `cases`: exactly one of them prints as
  /// `text`, and it is `value`.
  ///
  /// A hand-written `allCases` may leave a case out, whose text could be another's.
  private static func textNamesCase(_ value: Any, text: String, among cases: [Any]) -> Bool {
    let named = cases.filter { String(describing: $0) == text }
    return named.count == 1 && isSame(named[0], value)
  }

  /// Whether two values are equal as `Hashable` values; `false` when they are not
  /// `Hashable` (an enum without associated values always is).
  private static func isSame(_ first: Any, _ second: Any) -> Bool {
    guard let first = first as? AnyHashable, let second = second as? AnyHashable else {
      return false
    }
    return first == second
  }

  private func classLevel(_ value: Any, _ mirror: Mirror) -> Level {
    // Only a class instance is checked for these, so a walk of plain values pays nothing.
    if unreadable == nil, Self.isUnreadableObject(value) {
      unreadable = (path.joined(), typeName(value), false)
    }
    let object = ObjectIdentifier(value as AnyObject)
    let number = objectNumbers[object] ?? (objectNumbers.count + 1)
    objectNumbers[object] = number
    let name = "\(typeName(value))#\(number)"
    guard !open.contains(object) else { return .line(name + " (cycle)") }
    // Printed in full where it is first met; everywhere else it is named.
    guard printed.insert(object).inserted else { return .line(name + " (seen)") }
    if let node = FoundationDump.node(ofObject: value, named: name, reading: { nested($0, at: $1) })
    {
      return .built(node)
    }
    return .block(
      opening: name + "(", closing: ")", children: Mirror.Children(Self.lineage(of: mirror)),
      reading: .labelled, object: object)
  }

  /// What stands for a block past the limit, whose lines went to ``digest``.
  private static let hiddenBlock = DumpNode.block(opening: "", items: [], closing: "")

  /// A block of the items `read` reads; past the limit, its lines go to ``digest`` and
  /// ``hiddenBlock`` stands for it.
  private func block(
    _ opening: String, _ closing: String, _ read: () -> [DumpItem]
  ) -> DumpNode {
    guard isHidden else { return .block(opening: opening, items: read(), closing: closing) }
    digest.open(opening, depth: depth)
    _ = read()
    digest.close(closing, depth: depth)
    return Self.hiddenBlock
  }

  /// A class's mirror and its superclasses', the furthest first, as one list of
  /// children: an inherited class shows its superclasses' properties first.
  static func lineage(of mirror: Mirror) -> [Mirror.Child] {
    var children = Array(mirror.children)
    var superclass = mirror.superclassMirror
    while let parent = superclass {
      children = Array(parent.children) + children
      superclass = parent.superclassMirror
    }
    return children
  }

  private func labelled(_ children: [Mirror.Child]) -> [DumpItem] {
    items(children) { child in
      // Unlabelled tuple elements are labelled `.0`, `.1`, … by `Mirror`.
      let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? ""
      let isLabel = !label.isEmpty && Int(label) == nil
      if isHidden, isLabel {
        digest.line(label, depth: depth + 1)
        digest.join(": ")
      }
      path.append("." + label)
      defer { path.removeLast() }
      let value = nested(child.value)
      return isLabel
        ? DumpItem(label: .line(label), value: value) : DumpItem(label: nil, value: value)
    }
  }

  /// The items of `children`, each made by `item`, the last a note in place of the
  /// others once ``valueLimit`` values were read.
  ///
  /// When `sorted` (a set's or a dictionary's, whose order is the hashing's), the items
  /// are sorted by their text. Read in the hashing's order, they are kept when reading
  /// them numbered no instance and reached no limit, as then the order changed nothing;
  /// otherwise they are read again in the order of their own dumps, so which of two
  /// entries holding one instance prints it in full, the numbers, and the digest of
  /// those past the limit never depend on hashing. Past the limit, they are read in
  /// that order at once.
  private func items(
    _ children: some Collection<Mirror.Child>, sorted: Bool = false,
    _ item: (Mirror.Child) -> DumpItem
  ) -> [DumpItem] {
    guard sorted else {
      let reading = read(children, item)
      return reading.items + (reading.note.map { [$0] } ?? [])
    }
    let before = (numbers: objectNumbers, printed: printed, count: count)
    // Past the read limit, no entry is read: none needs ordering.
    guard !isHidden || canRead() else { return [] }
    // More entries than values left to show: the first reading would reach the limit.
    let isCut = isHidden || children.count > limit - count
    var reading: (items: [DumpItem], note: DumpItem?) = ([], nil)
    if !isCut { reading = read(children, item) }
    if isCut || reading.note != nil || objectNumbers.count != before.numbers.count {
      (objectNumbers, printed, count) = before
      reading = read(orderedEntries(Array(children)) { $0.value }, item)
    }
    return reading.items.sorted { $0.text < $1.text } + (reading.note.map { [$0] } ?? [])
  }

  /// The items of `children` in their order, each made by `item`, until ``valueLimit``
  /// values were read; then the others are read into ``digest``, until ``readLimit``
  /// values were, and a note stands for them.
  private func read(
    _ children: some Sequence<Mirror.Child>, _ item: (Mirror.Child) -> DumpItem
  ) -> (items: [DumpItem], note: DumpItem?) {
    var items: [DumpItem] = []
    // How many values were read when this block's first item past the limit began.
    var hiddenFrom: Int?
    for child in children {
      if !isHidden, count >= limit {
        isHidden = true
        digest = DumpDigest(redactions: redactions)
        hiddenFrom = count
      }
      guard isHidden else {
        items.append(item(child))
        continue
      }
      guard canRead() else { break }
      _ = item(child)
      digest.endItem()
    }
    guard let hiddenFrom else { return (items, nil) }
    isHidden = false
    let note = Self.tooLarge(
      after: limit, hidden: count - hiddenFrom, digest: digest.finish(),
      stoppedAt: isStopped ? readLimit : nil)
    return (items, DumpItem(label: nil, value: .line(note)))
  }

  /// `elements` in the order of ``ordered(_:by:)``, noting this block as the first
  /// unordered one when that order is ambiguous.
  private func orderedEntries<Element>(_ elements: [Element], by value: (Element) -> Any)
    -> [Element]
  {
    let ordered = Self.ordered(elements, by: value)
    if ordered.isAmbiguous, unordered == nil { unordered = path.joined() }
    return ordered.elements
  }

  /// Whether the dump may read one more value: the one place that decides where it stops
  /// reading, and notes that it did.
  private func canRead() -> Bool {
    guard count < readLimit else {
      isStopped = true
      return false
    }
    return true
  }

  private func element(_ child: Mirror.Child) -> DumpItem {
    path.append("[…]")
    defer { path.removeLast() }
    return DumpItem(label: nil, value: nested(child.value))
  }

  /// The node of `value`, read one level deeper at `step` of the path, for a value
  /// ``FoundationDump`` prints.
  private func nested(_ value: Any, at step: String) -> DumpNode {
    path.append(step)
    defer { path.removeLast() }
    return nested(value)
  }

  /// A dictionary's entry: its key, then its value.
  private func entry(_ child: Mirror.Child) -> DumpItem {
    let pair = Array(Mirror(reflecting: child.value).children)
    guard pair.count == 2 else { return element(child) }
    path.append("[…]")
    defer { path.removeLast() }
    let key = nested(pair[0].value)
    if isHidden { digest.join(": ") }
    return DumpItem(label: key, value: nested(pair[1].value))
  }

  /// The node of a value one level deeper than the one being read; below
  /// ``depthLimit`` levels, a note that reads it whole (``deepNote(_:)``).
  ///
  /// Past the limit, a value that prints as one line is told to ``digest`` here.
  private func nested(_ value: Any) -> DumpNode {
    guard depth < Self.depthLimit else {
      let note = deepNote(value)
      if isHidden { digest.line(note, depth: depth + 1) }
      return .line(note)
    }
    count += 1
    depth += 1
    defer { depth -= 1 }
    let node = node(of: value)
    if isHidden, case .line(let text) = node { digest.line(text, depth: depth) }
    return node
  }

  /// A step of the walk below the depth limit.
  private enum Step {
    /// Reads a value `depth` levels below the cut; `isNested` when it is a child, which
    /// counts, rather than an optional's value.
    case value(Any, depth: Int, isNested: Bool)
    /// Joins a dictionary entry's value to its key.
    case join
    /// Reads a block's next child, or closes it.
    case block(DeepBlock)
  }

  /// A block open in the walk below the depth limit.
  private struct DeepBlock {
    var children: [Mirror.Child]
    var next = 0
    var reading: Reading
    var closing: String
    var depth: Int
    var object: ObjectIdentifier?
  }

  /// What stands for `value`, nested deeper than ``depthLimit``: a note with how many
  /// values it holds and a digest of the lines they would print.
  ///
  /// The value is read whole with an explicit stack rather than recursion, so a list of
  /// any length finishes, its values counting toward ``readLimit``. It is read as the
  /// shown part is, through ``level(of:)``: instances numbered and printed once, sets and
  /// dictionaries in the order of their own dumps, the lines redacted before they are
  /// digested. Each line is digested with its depth below the cut as a number rather
  /// than as indentation, which would grow with the square of the depth.
  private func deepNote(_ value: Any) -> String {
    let start = count
    var digest = DumpDigest(redactions: redactions, numbersDepths: true)
    var steps: [Step] = [.value(value, depth: 0, isNested: true)]
    while let step = steps.popLast() {
      switch step {
      case .value(let value, let depth, let isNested):
        if isNested {
          guard canRead() else {
            // The instances of the blocks left open are closed unread.
            for case .block(let block) in steps {
              if let object = block.object { open.remove(object) }
            }
            steps = []
            continue
          }
          count += 1
        }
        switch level(of: value) {
        case .line(let text):
          digest.line(text, depth: depth)
        case .built(let node):
          Self.feed(node, depth: depth, into: &digest)
        case .wrapped(let wrapped):
          steps.append(.value(wrapped, depth: depth, isNested: false))
        case .block(let opening, let closing, let children, let reading, let object):
          if let object { open.insert(object) }
          digest.open(opening, depth: depth)
          let isSorted = reading == .set || reading == .dictionary
          steps.append(
            .block(
              DeepBlock(
                children: isSorted ? orderedEntries(Array(children)) { $0.value } : Array(children),
                reading: reading,
                closing: closing, depth: depth, object: object)))
        }
      case .join:
        digest.join(": ")
      case .block(var block):
        if block.next > 0 { digest.endItem() }
        guard block.next < block.children.count else {
          digest.close(block.closing, depth: block.depth)
          if let object = block.object { open.remove(object) }
          continue
        }
        let child = block.children[block.next]
        block.next += 1
        steps.append(.block(block))
        steps += deepSteps(of: child, in: block, digest: &digest)
      }
    }
    return Self.tooDeep(
      hidden: count - start, digest: digest.finish(), stoppedAt: isStopped ? readLimit : nil)
  }

  /// The steps that read `child` of `block`, the first last; a label is digested at once.
  private func deepSteps(
    of child: Mirror.Child, in block: DeepBlock, digest: inout DumpDigest
  ) -> [Step] {
    let depth = block.depth + 1
    switch block.reading {
    case .elements, .set:
      return [.value(child.value, depth: depth, isNested: true)]
    case .labelled:
      let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? ""
      if !label.isEmpty, Int(label) == nil {
        digest.line(label, depth: depth)
        digest.join(": ")
      }
      return [.value(child.value, depth: depth, isNested: true)]
    case .dictionary:
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { return [.value(child.value, depth: depth, isNested: true)] }
      return [
        .value(pair[1].value, depth: depth, isNested: true), .join,
        .value(pair[0].value, depth: depth, isNested: true),
      ]
    }
  }

  private func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
  }
}
