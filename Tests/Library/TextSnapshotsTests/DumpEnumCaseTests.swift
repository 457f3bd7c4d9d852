import Foundation
import InlineTextSnapshots
import Testing

@testable import TextSnapshots

@Suite("Dumps print an enum's case only as what proves which case it is")
struct DumpEnumCaseTests {
  /// Cases whose description says nothing of which case it is.
  enum Shown: CustomStringConvertible {
    case plus, minus
    var description: String { "±" }
  }

  /// The same, through a debug description, with a case that has a payload.
  enum Logged: CustomDebugStringConvertible {
    case idle, busy(Int)
    var debugDescription: String { "state" }
  }

  /// Cases that print alike, but whose raw values differ.
  enum Raw: String, CustomStringConvertible {
    case plus = "+", minus = "-"
    var description: String { "±" }
  }

  /// Cases that print apart, as `allCases` shows.
  enum Listed: CaseIterable, CustomStringConvertible {
    case edit, view
    var description: String { self == .edit ? "Edit" : "View" }
  }

  /// Cases that print alike, `allCases` shows.
  enum ListedAlike: CaseIterable, CustomStringConvertible {
    case edit, view
    var description: String { "Mode" }
  }

  /// A hand-written `allCases` that leaves out a case printed as another is.
  enum Partial: CaseIterable, CustomStringConvertible {
    case first, second, hidden
    static var allCases: [Partial] { [.first, .second] }
    var description: String { self == .second ? "B" : "A" }
  }

  /// A record of one of each.
  struct Record {
    var plain: Operation = .add
    var raw: Raw = .minus
    var listed: Listed = .view
    var payload: Logged = .busy(2)
  }

  @Test("A case prints as its name, its raw value, or its text when allCases proves it unique")
  func readCases() {
    expectInlineSnapshot(of: Record(), as: .dump) {
      """
      Record(
        plain: .add,
        raw: Raw(
          rawValue: "-",
        ),
        listed: .View,
        payload: .busy(
          2,
        ),
      )

      """
    }
  }

  @Test(
    "A case that prints as a description nothing proves unique is refused, naming where",
    arguments: [
      UnreadableCase(name: "CustomStringConvertible") { Shown.plus },
      UnreadableCase(name: "CustomDebugStringConvertible, beside a payload") { [Logged.idle] },
      UnreadableCase(name: "CaseIterable, its cases alike") { ["k": ListedAlike.view] },
      UnreadableCase(name: "A case its allCases leaves out") { Partial.hidden },
    ])
  func refused(value: UnreadableCase) throws {
    let reading = ValueDump.reading(of: value.make())
    guard case .caseUnreadable(_, _, isChange: false) = reading.refusal else {
      Issue.record("not refused: \(reading.format)")
      return
    }
    let thrown = #expect(throws: SnapshotMessage.self) { try ValueDump.node(of: value.make()) }
    guard case .caseUnreadable(_, _, isChange: true) = thrown else {
      Issue.record("not refused as a change: \(String(describing: thrown))")
      return
    }
  }

  @Test("Two cases that print alike through their description give two dumps when read")
  func apart() {
    #expect(ValueDump.text(of: Raw.plus) != ValueDump.text(of: Raw.minus))
    #expect(ValueDump.text(of: Listed.edit) != ValueDump.text(of: Listed.view))
    // The case allCases names is read.
    #expect(ValueDump.text(of: Partial.first) == ".A\n")
  }

  @Test("The issue of a case the dump cannot read is exactly as recorded")
  func caseMessage() {
    expectSnapshot(
      of: SnapshotMessage.caseUnreadable(path: ".mode", type: "Shown", isChange: false).text
        + "\n" + SnapshotMessage.caseUnreadable(path: "", type: "Shown", isChange: true).text
        + "\n",
      as: .lines)
  }
}
