import Foundation
import Testing

@testable import TextSnapshots

@Suite("Value dumps")
struct ValueDumpTests {
  struct Point: Equatable {
    var x: Int
    var label: String?
  }

  enum Shape {
    case empty
    case circle(radius: Double)
    case line(Point, Point)
  }

  final class Node {
    var name: String
    var next: Node?

    init(name: String) { self.name = name }
  }

  @Test("A struct prints one labelled property a line, optionals unwrapped or nil")
  func structDump() {
    #expect(
      ValueDump.text(of: Point(x: 1, label: "a\"b")) == """
        Point(
          x: 1,
          label: "a\\"b",
        )

        """)
    #expect(ValueDump.text(of: Point(x: 2, label: nil)).contains("label: nil,"))
  }

  @Test(
    "Enums print their case and associated values",
    arguments: [
      (Shape.empty, ".empty\n"),
      (Shape.circle(radius: 2), ".circle(\n  radius: 2.0,\n)\n"),
    ])
  func enumDump(shape: Shape, expected: String) {
    #expect(ValueDump.text(of: shape) == expected)
  }

  @Test("Unlabelled associated values print without labels")
  func unlabelledPayload() {
    let text = ValueDump.text(of: Shape.line(Point(x: 0), Point(x: 1)))
    #expect(text.hasPrefix(".line(\n  Point(\n    x: 0,\n"))
  }

  @Test("Dictionaries and sets are sorted, so hashing never changes the text")
  func sortedCollections() {
    let dictionary = ["b": 2, "a": 1, "c": 3]
    #expect(ValueDump.text(of: dictionary) == "[\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n]\n")
    #expect(ValueDump.text(of: Set([3, 1, 2])) == "Set([\n  1,\n  2,\n  3,\n])\n")
    #expect(ValueDump.text(of: [String: Int]()) == "[:]\n")
    #expect(ValueDump.text(of: [Int]()) == "[]\n")
  }

  /// A linked list as an indirect enum.
  indirect enum Chain {
    case end
    case link(Int, Chain)

    /// A chain of `count` links, numbered from 0.
    static func of(_ count: Int) -> Chain {
      var chain = Chain.end
      for index in (0..<count).reversed() { chain = .link(index, chain) }
      return chain
    }

    /// Releases the chain a link at a time: releasing it at once would recurse through it.
    static func release(_ chain: inout Chain) {
      while case .link(_, let rest) = chain { chain = rest }
    }
  }

  /// The dump of a list of `count` nodes, classes or an indirect enum, numbered from 0
  /// but for node `changed`, numbered -1; released a node at a time, as releasing it at
  /// once would recurse through it.
  static func listText(
    ofClasses: Bool, count: Int, changed: Int? = nil, limit: Int? = nil
  ) -> String {
    let number = { (index: Int) in index == changed ? -1 : index }
    guard ofClasses else {
      var chain = Chain.end
      for index in (0..<count).reversed() { chain = .link(number(index), chain) }
      let text = ValueDump.text(of: [chain], limit: limit, readLimit: .max)
      Chain.release(&chain)
      return text
    }
    let head = Node(name: "\(number(0))")
    var last = head
    for index in 1..<count {
      let node = Node(name: "\(number(index))")
      last.next = node
      last = node
    }
    let text = ValueDump.text(of: [head], limit: limit, readLimit: .max)
    var next = head.next
    head.next = nil
    while let node = next {
      next = node.next
      node.next = nil
    }
    return text
  }

  /// The notes that stand for what lies below the depth limit, and the values each holds.
  static func deepNotes(_ text: String) -> [(line: Substring, hidden: Int)] {
    text.split(separator: "\n").compactMap { line in
      guard let note = line.firstRange(of: "… (deeper than ") else { return nil }
      let words = line[note.upperBound...].split(separator: " ")
      guard words.count > 3, let hidden = Int(words[2]) else { return nil }
      return (line, hidden)
    }
  }

  @Test(
    "A 100,000-node list of classes or an indirect enum shows 100 levels; a change below is seen",
    arguments: [true, false])
  func deepList(ofClasses: Bool) throws {
    let count = 100_000
    let text = Self.listText(ofClasses: ofClasses, count: count)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Both items of the last level shown (a name or number, and the rest) stop there.
    let notes = Self.deepNotes(text)
    #expect(notes.map(\.hidden) == [1, 2 * (count - ValueDump.depthLimit) + 1], "\(notes)")
    // Inside the top-level array: one level deeper than the list's own levels.
    let indentation = String(repeating: " ", count: 2 * (ValueDump.depthLimit + 1))
    #expect(
      notes.allSatisfy {
        $0.line.hasPrefix(indentation) && $0.line.dropFirst(indentation.count).first != " "
          && $0.line.hasSuffix("),")
      }, "\(notes)")
    #expect(lines.count < 400, "\(lines.count) lines")
    #expect(lines.dropFirst().first == (ofClasses ? "  Node#1(" : "  .link("))
  }

  @Test(
    "A change far below the depth limit is seen, and one list dumps alike twice",
    arguments: [true, false])
  func deepListChange(ofClasses: Bool) {
    // 50 times the depth limit: the 100,000-node list above shows the dump finishes.
    let count = 5_000
    let text = Self.listText(ofClasses: ofClasses, count: count)
    #expect(Self.listText(ofClasses: ofClasses, count: count) == text)
    #expect(Self.listText(ofClasses: ofClasses, count: count, changed: 2_500) != text)
  }

  @Test("A value exactly as deep as the limit dumps whole; one level deeper says where it stops")
  func depthLimit() {
    var whole = Chain.of(ValueDump.depthLimit)
    let wholeText = ValueDump.text(of: whole)
    #expect(wholeText.contains(".end,"))
    #expect(!wholeText.contains("deeper than"))
    var deeper = Chain.of(ValueDump.depthLimit + 1)
    let deeperText = ValueDump.text(of: deeper)
    #expect(!deeperText.contains(".end"))
    let end = ValueDump.tooDeep(hidden: 1, digest: SnapshotLocation.hash("0 .end\n"))
    #expect(deeperText.contains(end + ",\n"))
    Chain.release(&whole)
    Chain.release(&deeper)
  }

  @Test("The notes below the depth limit are exactly as recorded")
  func deepNotesAsRecorded() {
    var chain = Chain.of(ValueDump.depthLimit + 3)
    let notes = Self.deepNotes(ValueDump.text(of: chain)).map {
      $0.line.drop { $0 == " " } + "\n"
    }
    Chain.release(&chain)
    expectSnapshot(of: notes.joined(), as: .lines)
  }

  @Test(
    "The note below the depth limit digests the value's own dump, each depth a number",
    arguments: Sample.allCases.filter { $0 != .tooDeep })
  func deepNoteDigest(sample: Sample) throws {
    // 101 arrays around the sample: it lies one level below the limit.
    let sampleValue = sample.value
    var value: Any = sampleValue
    for _ in 0...ValueDump.depthLimit { value = [value] }
    let text = ValueDump.text(of: value)
    let own = ValueDump.text(of: sampleValue).split(separator: "\n").map { line in
      let spaces = line.prefix { $0 == " " }.count
      return "\(spaces / 2) \(line.dropFirst(spaces))\n"
    }
    let note = try #require(Self.deepNotes(text).first)
    #expect(note.line.hasSuffix("digest \(SnapshotLocation.hash(own.joined()))),"), "\(note)")
    if case .classes = sample, let nodes = sampleValue as? [Node] { nodes[0].next = nil }
  }

  @Test("Below the depth limit, an instance met again is named as above it, and redactions apply")
  func deepSharingAndRedactions() throws {
    // A list of 150 nodes whose last links back to the first, named by UUIDs.
    let nodes = (0..<150).map { _ in Node(name: UUID().uuidString) }
    for (node, next) in zip(nodes, nodes.dropFirst() + [nodes[0]]) { node.next = next }
    let redacted = { ValueDump.text(of: nodes[0], redactions: [.uuids]) }
    let first = Redaction.uuids.apply(to: redacted())
    for node in nodes { node.name = UUID().uuidString }
    #expect(Redaction.uuids.apply(to: redacted()) == first)
    let text = ValueDump.text(of: nodes[0])
    nodes[120].name = UUID().uuidString
    #expect(ValueDump.text(of: nodes[0]) != text)
    // Below the cut the list is read to its last node, whose next is the first: a cycle.
    let note = try #require(Self.deepNotes(text).last)
    #expect(note.hidden == 2 * (150 - ValueDump.depthLimit - 1) + 1, "\(note)")
    for node in nodes { node.next = nil }
  }

  @Test("A class met again inside itself is marked as a cycle")
  func cycle() {
    let first = Node(name: "first")
    let second = Node(name: "second")
    first.next = second
    second.next = first
    #expect(
      ValueDump.text(of: first) == """
        Node#1(
          name: "first",
          next: Node#2(
            name: "second",
            next: Node#1 (cycle),
          ),
        )

        """)
    second.next = nil
    first.next = nil
  }

  /// A chain of `levels` nodes, each holding the next one twice: shared, with no cycle.
  final class Shared {
    var children: [Shared] = []

    static func chain(_ levels: Int) -> Shared {
      var node = Shared()
      for _ in 1..<levels {
        let parent = Shared()
        parent.children = [node, node]
        node = parent
      }
      return node
    }
  }

  @Test(
    "An instance met again once it was printed is shown once, then named as seen",
    arguments: [3, 12, 20, 40])
  func sharedInstances(levels: Int) {
    let text = ValueDump.text(of: Shared.chain(levels))
    let lines = text.split(separator: "\n")
    // Each level prints in five lines, the repeated child as one; the last in three.
    #expect(lines.count == 5 * levels - 2, "\(lines.count) lines")
    #expect(text.contains("Shared#\(levels) (seen),"))
    if levels == 3 {
      #expect(
        text == """
          Shared#1(
            children: [
              Shared#2(
                children: [
                  Shared#3(
                    children: [],
                  ),
                  Shared#3 (seen),
                ],
              ),
              Shared#2 (seen),
            ],
          )

          """)
    }
  }

  @Test("Which entry of a dictionary or set prints a shared instance never depends on hashing")
  func sharedInCollections() {
    let shared = Shared.chain(2)
    let keys = (0..<12).map { "key\($0)" }
    let dumps = [1, 64, 4096].map { capacity in
      var dictionary = [String: Shared](minimumCapacity: capacity)
      for key in keys { dictionary[key] = shared }
      return ValueDump.text(of: dictionary)
    }
    #expect(Set(dumps).count == 1, "\(dumps)")
    #expect(dumps[0].hasPrefix("[\n  \"key0\": Shared#1(\n"))
    #expect(dumps[0].contains("\"key9\": Shared#1 (seen),\n"))
  }

  /// The notes of a dump, each with how many values it hides.
  static func notes(_ text: String) -> [(line: Substring, hidden: Int)] {
    text.split(separator: "\n").compactMap { line in
      guard let note = line.firstRange(of: "… (more than ") else { return nil }
      let words = line[note.upperBound...].split(separator: " ")
      guard words.count > 3, let hidden = Int(words[2]) else { return nil }
      return (line, hidden)
    }
  }

  @Test("A dump shows values up to its size limit; each block cut there says what it hides")
  func sizeLimit() {
    // Arrays sharing their storage, no instance to name: 2^11 - 2 values below the top.
    var tree: Any = 0
    for _ in 1...10 { tree = [tree, tree] }
    let text = ValueDump.text(of: tree, limit: 100, readLimit: .max)
    let notes = Self.notes(text)
    // The 100th value lies five arrays deep, each cut after its first half: the inner
    // arrays hide 30 values, the outer ones a half of 2^11 - 2 values each.
    #expect(notes.map(\.hidden) == [30, 127, 255, 511, 1023], "\(notes)")
    // Every value is shown or counted by one note.
    #expect(notes.map(\.hidden).reduce(0, +) == 2046 - 100)
    let lines = text.split(separator: "\n")
    // A value a line, an array's closing line, and a note for each array still open.
    #expect(lines.count <= 2 * 100 + 2 * 10, "\(lines.count) lines")
  }

  @Test(
    "At the limits the docs give, a dump shows 100,000 values and stops reading at 1,000,000")
  func documentedLimits() throws {
    // The only test that reads a million values: the others lower the limits to judge a
    // small value as these judge a large one.
    let tree = SnapshottingValuesTests.Fork.tree(levels: 30)
    let refusal = try #require(ValueDump.reading(of: tree).refusal)
    #expect(
      refusal.text == SnapshotMessage.valueUnread(readLimit: 1_000_000, isChange: false).text)
    let text = ValueDump.text(of: Array(0...100_000))
    #expect(text.contains("  … (more than 100000 values: 1 more not shown, digest "))
  }

  @Test("A value sharing its storage on every level stops at the read limit and says so")
  func readLimit() throws {
    // 2^41 - 2 values below the top: read whole, it would never finish.
    var tree: Any = 0
    for _ in 1...40 { tree = [tree, tree] }
    let text = ValueDump.text(of: tree, limit: 100)
    let notes = Self.notes(text)
    let readLimit = 100 * ValueDump.readFactor
    #expect(notes.map(\.hidden).reduce(0, +) == readLimit - 100, "\(notes)")
    #expect(notes.last?.line.contains("; reading stopped at \(readLimit) values)") == true)
    // Arrays within the read limit are read whole, their notes saying no more.
    let whole = ValueDump.text(of: Array(0..<readLimit), limit: 100)
    #expect(Self.notes(whole).map(\.hidden) == [readLimit - 100])
    #expect(!whole.contains("reading stopped"))
    let stopped = ValueDump.text(of: Array(0...readLimit), limit: 100)
    #expect(stopped.contains("; reading stopped at \(readLimit) values)"))
    // Below the depth limit, the values read count toward the read limit too.
    var chain = Chain.of(readLimit)
    let deep = ValueDump.text(of: chain, readLimit: readLimit)
    Chain.release(&chain)
    let note = try #require(Self.deepNotes(deep).last)
    #expect(note.line.hasSuffix("; reading stopped at \(readLimit) values),"), "\(note)")
  }

  @Test("A dump of exactly as many values as the limit is whole; one more shows the note")
  func sizeLimitBoundary() {
    let whole = ValueDump.text(of: Array(0..<100), limit: 100)
    #expect(!whole.contains("…"))
    #expect(whole.contains("  99,\n]"))
    let cut = ValueDump.text(of: Array(0..<101), limit: 100)
    let note = ValueDump.tooLarge(after: 100, hidden: 1, digest: SnapshotLocation.hash("  100,\n"))
    #expect(cut.hasSuffix("  99,\n  \(note),\n]\n"))
    #expect(note.hasPrefix("… (more than 100 values: 1 more not shown, digest "))
  }

  /// Values whose every kind of line a note's digest reads.
  enum Sample: String, CaseIterable, Sendable {
    case structs, emptyBlocks, enums, dictionaries, sets, classes, tuples, leaves, tooDeep

    var value: Any {
      switch self {
      case .structs: return [Point(x: 1, label: "a\"b"), Point(x: 2, label: nil)]
      case .emptyBlocks: return ([Int](), [String: Int](), Set<Int>(), Secret(value: "s"))
      case .enums: return [Shape.empty, .circle(radius: 2), .line(Point(x: 0), Point(x: 1))]
      case .dictionaries: return (["b": [2], "a": [1, 1]], [Key(x: 1, y: 2): "struct key"])
      case .sets: return Set([3, 10, 200])
      case .classes: return Self.pair()
      case .tuples: return (1, name: "x", (true, 2.5))
      case .leaves: return [Data([0xFF]), "é\n", Character("c"), Optional<Int>.none as Any]
      case .tooDeep: return Chain.of(ValueDump.depthLimit + 2)
      }
    }

    /// Two nodes linked both ways, and the first again: a cycle and a shared instance.
    private static func pair() -> [Node] {
      let first = Node(name: "first")
      let second = Node(name: "second")
      first.next = second
      second.next = first
      return [first, first]
    }
  }

  /// A dictionary key that prints on several lines.
  struct Key: Hashable {
    var x: Int
    var y: Int
  }

  @Test(
    "A note's digest is FNV-1a over the lines the whole dump writes in its place",
    arguments: Sample.allCases)
  func noteDigest(sample: Sample) throws {
    let value = [sample.value]
    let whole = ValueDump.text(of: value, limit: ValueDump.valueLimit)
    #expect(!whole.contains("… (more than"))
    // Past a limit of 0, every line between the brackets goes to the note's digest.
    let lines = whole.split(separator: "\n").dropFirst().dropLast()
    let digest = SnapshotLocation.hash(lines.map { $0 + "\n" }.joined())
    let cut = ValueDump.text(of: value, limit: 0, readLimit: .max)
    let note = try #require(Self.notes(cut).first)
    #expect(
      cut == "[\n  \(ValueDump.tooLarge(after: 0, hidden: note.hidden, digest: digest)),\n]\n")
    if case .classes = sample, let nodes = value.first as? [Node] { nodes[0].next = nil }
  }

  @Test(
    "A change to a value past the limit changes the dump; the same value dumps the same",
    arguments: [5, 40, 99])
  func changePastTheLimit(index: Int) {
    struct Record: Hashable {
      var numbers: [Int]
      var names: [String: Int]
      var tags: Set<String>
    }
    func record(_ change: Int?) -> Record {
      var record = Record(
        numbers: Array(0..<100), names: ["a": 1, "b": 2], tags: ["x", "y"])
      if let change { record.numbers[change] = -1 }
      return record
    }
    let original = ValueDump.text(of: record(nil), limit: 3, readLimit: .max)
    #expect(ValueDump.text(of: record(nil), limit: 3, readLimit: .max) == original)
    #expect(ValueDump.text(of: record(index), limit: 3, readLimit: .max) != original)
    var renamed = record(nil)
    renamed.names["b"] = 3
    #expect(ValueDump.text(of: renamed, limit: 3, readLimit: .max) != original)
    var retagged = record(nil)
    retagged.tags = ["x", "z"]
    #expect(ValueDump.text(of: retagged, limit: 3, readLimit: .max) != original)
  }

  @Test(
    "Redactions apply to the lines past the limit, a chunk of whole lines at a time",
    arguments: [2, 3_000])
  func redactedPastTheLimit(count: Int) {
    // 3,000 lines of a UUID are more than one chunk: each is redacted before its digest.
    let ids = { (0..<count).map { _ in UUID() } }
    // The snapshot redacts the lines shown; the dump, those past the limit.
    let redacted = {
      Redaction.uuids.apply(
        to: ValueDump.text(of: ids(), limit: 1, readLimit: .max, redactions: [.uuids]))
    }
    let first = redacted()
    #expect(redacted() == first)
    let lines = String(repeating: "  [UUID],\n", count: count - 1)
    #expect(first.contains("\(count - 1) more not shown, digest \(SnapshotLocation.hash(lines)))"))
    #expect(ValueDump.text(of: ids(), limit: 1) != ValueDump.text(of: ids(), limit: 1))
  }

  @Test("The notes of a cut dump are exactly as recorded")
  func notesAsRecorded() {
    let value = (numbers: Array(0..<6), shapes: [Shape.circle(radius: 1), .empty])
    expectSnapshot(of: ValueDump.text(of: value, limit: 4), as: .lines)
  }

  @Test("A 5,000-node list past the limit is still read, whole", arguments: [true, false])
  func deepListPastTheLimit(ofClasses: Bool) throws {
    let count = 5_000
    let text = Self.listText(ofClasses: ofClasses, count: count, limit: 0)
    let note = try #require(Self.notes(text).first)
    // The list, and each node's name or number and the rest.
    #expect(note.hidden == 2 * count + 1, "\(text)")
    #expect(text.split(separator: "\n").count == 3)
    #expect(Self.listText(ofClasses: ofClasses, count: count, changed: 2_500, limit: 0) != text)
  }

  @Test(
    "Data prints as its count and its text when it is UTF-8, else its bytes in hex; NSData with its type",
    arguments: [
      (Data([0x61, 0xFF, 0xFE, 0x0A]), "Data(4 bytes: 61 FF FE 0A)"),
      (Data("hi\n".utf8), #"Data(3 bytes: "hi\n")"#),
      (Data(), "Data(0 bytes)"),
    ])
  func dataDump(data: Data, expected: String) {
    #expect(ValueDump.text(of: data) == expected + "\n")
    #expect(ValueDump.text(of: NSData(data: data)) == "NSData(\(expected))\n")
  }

  @Test("A pointer prints without its address, which changes from run to run")
  func pointers() {
    var number = 5
    withUnsafeMutablePointer(to: &number) { pointer in
      let values: [Any] = [
        pointer, UnsafePointer(pointer), UnsafeRawPointer(pointer),
        UnsafeMutableRawPointer(pointer), UnsafeBufferPointer(start: pointer, count: 1),
      ]
      let text = ValueDump.text(of: values)
      #expect(!text.contains(String(Int(bitPattern: pointer))), "\(text)")
      #expect(text.contains("UnsafeMutablePointer<Int>(<address not shown>),"))
      #expect(text.contains("UnsafeRawPointer(<address not shown>),"))
    }
  }

  @Test("UUIDs, dates and URLs print as their text, so redactions can find them")
  func foundationLeaves() throws {
    let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    let url = try #require(URL(string: "https://example.com/a"))
    let values: [Any] = [uuid, Date(timeIntervalSince1970: 0), url]
    #expect(
      ValueDump.text(of: values) == """
        [
          E621E1F8-C36C-495A-93FC-0C247A3E6E5F,
          1970-01-01T00:00:00Z,
          URL("https://example.com/a"),
        ]

        """)
  }

  // lesson:doc-custom-snapshot-reflectable begin
  struct Session: CustomSnapshotReflectable {
    var user: String
    var token: String

    var customSnapshotMirror: Mirror {
      Mirror(self, children: ["user": user, "token": "[hidden]"], displayStyle: .struct)
    }
  }
  // lesson:doc-custom-snapshot-reflectable end

  /// A secret that shows nothing of itself.
  struct Secret: CustomSnapshotReflectable {
    var value: String

    var customSnapshotMirror: Mirror { Mirror(self, children: [:]) }
  }

  @Test("A type that chooses its snapshot mirror is dumped through it, its token hidden")
  func customMirror() {
    let text = ValueDump.text(of: [Session(user: "ada", token: "s3cr3t")])
    #expect(text == "[\n  Session(\n    user: \"ada\",\n    token: \"[hidden]\",\n  ),\n]\n")
    #expect(!text.contains("s3cr3t"))
  }

  @Test("A chosen mirror without children prints the type alone, never the value's description")
  func emptyCustomMirror() {
    #expect(ValueDump.text(of: Secret(value: "s3cr3t")) == "Secret()\n")
  }

  @Test("Tuples print labels where they have them")
  func tuple() {
    let value: (Int, name: String) = (1, "x")
    #expect(ValueDump.text(of: value) == "(\n  1,\n  name: \"x\",\n)\n")
  }
}
