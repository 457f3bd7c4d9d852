import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

/// A value the dump reads, built anew for each reading.
struct UnreadableCase: Sendable, CustomTestStringConvertible {
  var name: String
  var make: @Sendable () -> Any

  var testDescription: String { name }
}

@Suite("Dumps refuse what they cannot read")
struct DumpUnreadableTests {
  /// A struct that holds a pointer, as a wrapper of a C buffer does.
  struct Buffer {
    var count: Int
    var start: UnsafeMutableRawPointer
  }

  /// A struct that holds a pointer deeper, in an array's element.
  struct Shelf {
    var name: String
    var buffers: [Buffer]
  }

  /// A struct that holds an identity, whose storage the dump cannot read.
  struct Owner {
    var id: ObjectIdentifier
  }

  /// A pointer no test dereferences: the dump never reads what it points to.
  static var pointer: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 0x1000) }

  static let unreadable: [UnreadableCase] = [
    UnreadableCase(name: "UnsafeMutableRawPointer") { pointer as Any },
    UnreadableCase(name: "UnsafeRawPointer") { pointer.map(UnsafeRawPointer.init) as Any },
    UnreadableCase(name: "OpaquePointer") { pointer.map(OpaquePointer.init) as Any },
    UnreadableCase(name: "UnsafeRawBufferPointer") {
      UnsafeRawBufferPointer(start: pointer.map(UnsafeRawPointer.init), count: 1)
    },
    UnreadableCase(name: "An NSAttributedString whose attribute is a pointer") {
      NSAttributedString(string: "a", attributes: [.init("start"): pointer as Any])
    },
    UnreadableCase(name: "An NSCountedSet holding a formatter") {
      NSCountedSet(array: [NumberFormatter()])
    },
    UnreadableCase(name: "DateFormatter") { DateFormatter() },
    UnreadableCase(name: "Thread, whose id changes from run to run") { Thread() },
    UnreadableCase(name: "Hasher, whose state the hash seed decides") { Hasher() },
    UnreadableCase(name: "A Set's index") { Set([1, 2]).startIndex },
    UnreadableCase(name: "A Dictionary's index") { ["a": 1].startIndex },
    UnreadableCase(name: "ObjectIdentifier, whose storage is opaque") {
      ObjectIdentifier(NSObject.self)
    },
    UnreadableCase(name: "A computed key path") { \String.count },
    UnreadableCase(name: "A stored key path, in an array") { [\Buffer.count] },
    UnreadableCase(name: "A struct holding an ObjectIdentifier") {
      Owner(id: ObjectIdentifier(NSObject.self))
    },
    UnreadableCase(name: "NumberFormatter") { NumberFormatter() },
  ]

  /// Whether `message` is the refusal of a value the dump cannot read.
  static func isUnreadable(_ message: SnapshotMessage?, isChange: Bool) -> Bool {
    guard case .valueUnreadable(_, _, isChange) = message else { return false }
    return true
  }

  @Test(
    "A value holding a pointer, a formatter, an opaque Foundation object or opaque storage, even in an attribute or a counted set, is refused",
    arguments: unreadable)
  func refused(value: UnreadableCase) throws {
    let reading = ValueDump.reading(of: value.make())
    #expect(Self.isUnreadable(reading.refusal, isChange: false), "\(reading.format)")
    let thrown = #expect(throws: SnapshotMessage.self) { try ValueDump.node(of: value.make()) }
    #expect(Self.isUnreadable(thrown, isChange: true))
  }

  @Test(
    "Values with no pointer, the Foundation values FoundationDump reads, a metatype and a closure are read, not refused",
    arguments: [
      UnreadableCase(name: "text and numbers") { ["a": [1, 2]] },
      UnreadableCase(name: "Data") { Data("a".utf8) },
      UnreadableCase(name: "URL") { URL(string: "https://example.com") as Any },
      UnreadableCase(name: "AttributedString") { AttributedString("a") },
      UnreadableCase(name: "CharacterSet") { CharacterSet.decimalDigits },
      UnreadableCase(name: "NSRegularExpression") {
        (try? NSRegularExpression(pattern: "a+")) as Any
      },
      UnreadableCase(name: "NSAttributedString") { NSAttributedString(string: "a") },
      UnreadableCase(name: "NSCountedSet") { NSCountedSet(array: [1, 1, 2]) },
      UnreadableCase(name: "NSNumber") { NSNumber(value: 1.5) },
      UnreadableCase(name: "NSDecimalNumber") { NSDecimalNumber(string: "1.5") },
      UnreadableCase(name: "SIMD vector") { SIMD2<Float>(1, 2) },
      UnreadableCase(name: "metatype") { Int.self },
      UnreadableCase(name: "closure") { { (number: Int) in number + 1 } },
    ])
  func read(value: UnreadableCase) throws {
    #expect(ValueDump.reading(of: value.make()).refusal == nil)
    _ = try ValueDump.node(of: value.make())
  }

  @Test("A struct holding a pointer is refused naming where and what, compared and written nothing")
  func pointerInStruct() throws {
    let folder = try TemporaryFolder("text-snapshots")
    let start = try #require(Self.pointer)
    let shelf = Shelf(name: "a", buffers: [Buffer(count: 1, start: start)])
    let issues = snapshotIssues(folder.settings(record: .all)) {
      expectSnapshot(of: shelf, as: .dump, named: "shelf")
    }
    let refusal = SnapshotMessage.valueUnreadable(
      path: ".buffers[…].start", type: "UnsafeMutableRawPointer", isChange: false)
    #expect(issues == [refusal.text])
    #expect(folder.snapshotFiles().isEmpty)
    #expect(
      Changes.difference(shelf, operation: {}) { _ in }
        == SnapshotMessage.valueUnreadable(
          path: ".buffers[…].start", type: "UnsafeMutableRawPointer", isChange: true
        ).text)
  }

  @Test("The issue of a value the dump cannot read is exactly as recorded")
  func unreadableMessage() {
    expectSnapshot(
      of: SnapshotMessage.valueUnreadable(
        path: ".buffers[…].start", type: "UnsafeMutableRawPointer", isChange: false
      ).text + "\n"
        + SnapshotMessage.valueUnreadable(path: "", type: "OpaquePointer", isChange: true).text
        + "\n",
      as: .lines)
  }
}

/// A class hashed by identity, as graph nodes often are: two instances with equal
/// contents are two elements of a set.
final class IdentityBox: Hashable, @unchecked Sendable {
  var x: Int

  init(_ x: Int) { self.x = x }

  static func == (left: IdentityBox, right: IdentityBox) -> Bool { left === right }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Suite("Dumps refuse sets they cannot order")
struct DumpUnorderedTests {
  /// A set of boxes, and the one picked, which the dump names by its number.
  struct Picked {
    var set: Set<IdentityBox>
    var pick: IdentityBox
  }

  @Test(
    "A set, dictionary or counted set of two instances that print alike is refused, naming where",
    arguments: [
      UnreadableCase(name: "Set") {
        let (first, second) = (IdentityBox(1), IdentityBox(1))
        return Picked(set: [first, second], pick: first)
      },
      UnreadableCase(name: "Dictionary keys") {
        let (first, second) = (IdentityBox(1), IdentityBox(1))
        return [first: 1, second: 1]
      },
      UnreadableCase(name: "NSCountedSet") {
        NSCountedSet(array: [IdentityBox(1), IdentityBox(1)])
      },
    ])
  func refused(value: UnreadableCase) throws {
    let reading = ValueDump.reading(of: value.make())
    guard case .valueUnordered(_, isChange: false) = reading.refusal else {
      Issue.record("not refused: \(reading.format)")
      return
    }
    let thrown = #expect(throws: SnapshotMessage.self) { try ValueDump.node(of: value.make()) }
    guard case .valueUnordered(_, isChange: true) = thrown else {
      Issue.record("not refused as a change: \(String(describing: thrown))")
      return
    }
  }

  @Test("Instances that print apart, or values that print alike, order a set on every run")
  func ordered() {
    let (first, second) = (IdentityBox(1), IdentityBox(2))
    #expect(ValueDump.reading(of: Picked(set: [first, second], pick: second)).refusal == nil)
    #expect(ValueDump.reading(of: Set([[1], [1, 2]])).refusal == nil)
    #expect(
      ValueDump.text(of: Picked(set: [second, first], pick: first))
        == "Picked(\n  set: Set([\n    IdentityBox#1(\n      x: 1,\n    ),\n    IdentityBox#2(\n"
        + "      x: 2,\n    ),\n  ]),\n  pick: IdentityBox#1 (seen),\n)\n")
  }

  @Test("The issue of a set the dump cannot order is exactly as recorded")
  func unorderedMessage() {
    expectSnapshot(
      of: SnapshotMessage.valueUnordered(path: ".set", isChange: false).text + "\n"
        + SnapshotMessage.valueUnordered(path: "", isChange: true).text + "\n",
      as: .lines)
  }
}
