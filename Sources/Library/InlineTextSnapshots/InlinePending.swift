import Foundation
import TextSnapshots

/// A recorded change to an inline snapshot, waiting in a `.new` file for review.
///
/// It belongs to the test that recorded it, and carries what accepting needs to find
/// that test's call again without trusting a line number: the source file relative to
/// the package root; the test (as Swift Testing names it); the declaration that holds
/// the call (``InlineSnapshotAnchor``: its path of names, a fingerprint of its text as
/// the run saw it, and the call's place among the calls in its body); the call's own
/// text; the literal the running call compared against (or none yet), which the call
/// must still hold; the test declaration the call must lie in (``Within``); and where
/// the stack of the recording assertion showed the call running (``ran``), which no
/// later process can see again, with the function the call ran when a new snapshot is placed
/// for it (``callee``). The line and column say where the call was, for people. The file's first line names the
/// format, so a file written by another version is refused with a reason instead of
/// being misread or guessed at.
package struct InlinePending: Equatable, Sendable {
  /// The format this version writes and reads.
  package static let format = 7
  private static let header = "inline-snapshot"

  /// The source file that holds the call, relative to the package root.
  package var source: String
  /// The call's line, when the run saw it.
  package var line: Int
  /// The call's column (of its `(`, in UTF-8 bytes, as `#column` counts).
  package var column: Int
  /// The test that recorded the change, such as `AppTests/CaseTests/c()`; `nil` when the call ran
  /// outside a test.
  package var test: String?
  /// The declaration that holds the call, and the call's place in it.
  var anchor: InlineSnapshotAnchor
  /// The call's text, from its name to its `)`, which identifies it.
  package var call: String

  /// The function the call names: the start of its text, up to the `(`.
  var function: String {
    String(call.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
  }
  /// The value of the literal the running call compared against, which the change
  /// replaces; `nil` when the call had none yet.
  package var old: String?
  /// The declaration the call must lie in for the change to be written.
  var within: Within = .unchecked
  /// The line and column of the call's name where a frame of the recording assertion's
  /// call stack was, which proved that the call ran (``CallStack``); `nil` when no stack
  /// proved it, and then the change is never written.
  var ran: Place? = nil
  /// The function the recording assertion's stack showed the call running, when the change
  /// places a new snapshot (the call had none): the kit's `expectInlineSnapshot`, or a
  /// helper with the declaration that placed its `matches:` argument; `nil` when the call
  /// had a place for its snapshot, which is rewritten where it is.
  var callee: Callee? = nil
  /// The new text of the snapshot, exactly.
  package var text: String

  /// The test as messages name it.
  var testName: String { test ?? Self.outsideTest }
  /// What messages call the test of a change made outside a test.
  static let outsideTest = "outside a test"

  /// The pending file's contents: the format, one field a line, an empty line, the text.
  package var fileText: String {
    [
      "\(Self.header) \(Self.format)", "source \(source)", "line \(line)", "column \(column)",
      "test \(test.map(Self.quoted) ?? "none")", "owner \(Self.quoted(anchor.owner))",
      "ordinal \(anchor.ordinal)", "declaration \(anchor.fingerprint)",
      "call \(Self.quoted(call))", "old \(old.map(Self.quoted) ?? "none")",
      "within \(within.fieldText)", "ran \(ran.map { "\($0.line):\($0.column)" } ?? "none")",
      "callee \(callee?.fieldText ?? "none")", "", text,
    ].joined(separator: "\n")
  }

  /// Reads a pending file's contents, or says in one sentence why it cannot.
  package static func parse(_ contents: String) -> Result<InlinePending, InlinePendingError> {
    let lines = contents.split(separator: "\n", maxSplits: 13, omittingEmptySubsequences: false)
    guard let first = lines.first, first.hasPrefix(header) else { return .failure(.notPending) }
    guard first == "\(header) \(format)" else {
      let version = first.dropFirst(header.count).trimmingCharacters(in: .whitespaces)
      return .failure(.format(version.isEmpty ? "1" : version))
    }
    func field(_ index: Int, _ key: String) -> String? {
      guard index < lines.count, lines[index].hasPrefix(key + " ") else { return nil }
      return String(lines[index].dropFirst(key.count + 1))
    }
    func optional(_ value: String?) -> String?? {
      guard let value else { return nil }
      return value == "none" ? .some(nil) : unquoted(value).map { .some($0) }
    }
    guard lines.count == 14, let source = field(1, "source"),
      let line = field(2, "line").flatMap({ Int($0) }),
      let column = field(3, "column").flatMap({ Int($0) }),
      let test = optional(field(4, "test")),
      let owner = field(5, "owner").flatMap(unquoted),
      let ordinal = field(6, "ordinal").flatMap({ Int($0) }),
      let fingerprint = field(7, "declaration"),
      let call = field(8, "call").flatMap(unquoted), let old = optional(field(9, "old")),
      let within = field(10, "within").flatMap(Within.init(fieldText:)),
      let ran = field(11, "ran").flatMap(Self.place),
      let callee = field(12, "callee").flatMap(Callee.parse), lines[13].first == "\n"
    else { return .failure(.malformed) }
    guard isRelative(source) else { return .failure(.notRelative(source)) }
    return .success(
      InlinePending(
        source: source, line: line, column: column, test: test,
        anchor: InlineSnapshotAnchor(owner: owner, ordinal: ordinal, fingerprint: fingerprint),
        call: call, old: old, within: within, ran: ran, callee: callee,
        text: String(lines[13].dropFirst())))
  }

  /// Reads the `ran` field: `none`, or a line and column such as `12:5`.
  private static func place(_ text: String) -> Place?? {
    guard text != "none" else { return .some(nil) }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else {
      return nil
    }
    return .some(Place(line: line, column: column))
  }

  /// The function a call ran, as the stack of its recording assertion showed it, just
  /// inside the call's frame (``CallStack/callee(of:at:)``), and proven to be the function
  /// whose signature placed a new snapshot.
  enum Callee: Equatable, Sendable {
    /// The kit's own `expectInlineSnapshot`, a function of the `InlineTextSnapshots` module:
    /// its snapshot is a trailing closure, or `matches:`, its last parameter.
    case kit
    /// A helper of the call's name; `declaration` is the one that placed the `matches:`
    /// argument, whose file's object defines the function that ran (`nil` when no
    /// declaration placed it, as in a string interpolation, where the closure trails).
    case helper(declaration: Declaration?)

    /// A helper's declaration: its file, relative to the package root (or absolute, when
    /// outside it), and its name as Swift names it, `expectShout(_:matches:)`.
    struct Declaration: Equatable, Sendable {
      var file: String
      var name: String
    }

    /// The field's text in a pending file: `kit`, `helper`, or `helper` then the
    /// declaration's quoted file and name.
    var fieldText: String {
      switch self {
      case .kit: "kit"
      case .helper(nil): "helper"
      case .helper(let declaration?):
        "helper " + InlinePending.quoted(declaration.file) + " "
          + InlinePending.quoted(declaration.name)
      }
    }

    /// Reads the field's text: `.some(nil)` for `none`, `nil` when it is unreadable.
    static func parse(_ text: String) -> Callee?? {
      switch text {
      case "none": return .some(nil)
      case "kit": return .some(.kit)
      case "helper": return .some(.helper(declaration: nil))
      case _ where text.hasPrefix("helper \""):
        let rest = text.dropFirst(7)
        guard let split = rest.range(of: "\" \""),
          let file = InlinePending.unquoted(String(rest[..<split.lowerBound]) + "\""),
          let name = InlinePending.unquoted("\"" + String(rest[split.upperBound...]))
        else { return nil }
        return .some(.helper(declaration: Declaration(file: file, name: name)))
      default: return nil
      }
    }

    /// The function as messages name it.
    var shown: String {
      switch self {
      case .kit: "the kit's expectInlineSnapshot"
      case .helper(nil): "the helper, with no declaration placing its snapshot"
      case .helper(let declaration?): "\(declaration.name) declared in \(declaration.file)"
      }
    }
  }

  /// A line and column in a source file.
  struct Place: Equatable, Sendable {
    var line: Int
    var column: Int
  }

  /// The test declaration a call must lie in: what a run proved, and accepting checks
  /// again.
  ///
  /// A call in a test's body belongs to that test alone: a change recorded by another
  /// test (one a `#sourceLocation` directive gives this call's place) is refused. A call
  /// in shared code, such as a helper or a computed property, lies in no test at all,
  /// and the recording test must reach it: the stack of its assertion showed it running,
  /// and accepting checks again that the test's text calls the function that holds it.
  enum Within: Equatable, Sendable {
    /// The call lies in the body of the test declared at this path, such as `Case.c()`.
    case test(String)
    /// The call lies in no test's body, and the test declared at the path `test` in
    /// `file` (relative to the package root) ran it.
    case shared(test: String, file: String)
    /// The call ran outside a test, so no test was there to prove it against.
    case unchecked

    /// The field's text in a pending file.
    var fieldText: String {
      switch self {
      case .test(let path): "test " + InlinePending.quoted(path)
      case .shared(let test, let file):
        "shared " + InlinePending.quoted(test) + " " + InlinePending.quoted(file)
      case .unchecked: "unchecked"
      }
    }

    /// Reads the field's text; `nil` when it is none of the three forms.
    init?(fieldText: String) {
      switch fieldText {
      case _ where fieldText.hasPrefix("shared "):
        // Two quoted texts, which hold no unescaped quote: split after the first's end.
        let rest = fieldText.dropFirst(7)
        guard let split = rest.range(of: "\" \""),
          let test = InlinePending.unquoted(String(rest[..<split.lowerBound]) + "\""),
          let file = InlinePending.unquoted("\"" + String(rest[split.upperBound...]))
        else { return nil }
        self = .shared(test: test, file: file)
      case "unchecked": self = .unchecked
      case _ where fieldText.hasPrefix("test "):
        guard let path = InlinePending.unquoted(String(fieldText.dropFirst(5))) else { return nil }
        self = .test(path)
      default: return nil
      }
    }
  }

  /// Reads a pending file.
  package static func read(_ path: String) throws(InlineSnapshotAcceptError) -> InlinePending {
    let contents: String?
    do {
      contents = try AtomicFile.read(path)
    } catch {
      throw InlineSnapshotAcceptError(path: path, reason: error.text)
    }
    guard let contents else { throw InlineSnapshotAcceptError(path: path, reason: "no such file") }
    switch parse(contents) {
    case .success(let pending): return pending
    case .failure(let error): throw InlineSnapshotAcceptError(path: path, reason: error.text)
    }
  }

  /// A fingerprint of a file's bytes: FNV-1a, 64 bits, the same on every run and platform.
  static func fingerprint(of bytes: [UInt8]) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Whether a path stays inside the folder it is relative to: not absolute, and no
  /// empty, `.` or `..` part.
  static func isRelative(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/")
      && !path.split(separator: "/", omittingEmptySubsequences: false)
        .contains { $0.isEmpty || $0 == "." || $0 == ".." }
  }

  /// A text on one line, as a JSON string.
  fileprivate static func quoted(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
  }

  fileprivate static func unquoted(_ text: String) -> String? {
    try? JSONDecoder().decode(String.self, from: Data(text.utf8))
  }
}

/// Why a file in `Snapshots/.inline` is not a pending inline snapshot this version reads.
package enum InlinePendingError: Error, Equatable {
  case notPending
  case format(String)
  case malformed
  case notRelative(String)

  /// The reason, as one sentence.
  package var text: String {
    switch self {
    case .notPending:
      return "not a pending inline snapshot (expected an 'inline-snapshot' header)"
    case .format(let version):
      return "a pending inline snapshot in format \(version), which this version does not read "
        + "(it reads format \(InlinePending.format)); re-run the test to record it again"
    case .malformed:
      return "a pending inline snapshot with a missing or unreadable field; re-run the test to "
        + "record it again"
    case .notRelative(let source):
      return "its source '\(VisibleCharacters.show(Substring(source)))' is not a path inside the "
        + "package (expected one relative to the folder that holds Package.swift, such as "
        + "Tests/AppTests/AppTests.swift)"
    }
  }
}
