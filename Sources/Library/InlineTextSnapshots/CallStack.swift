import Foundation
import KitSupport
import SwiftSource

#if canImport(Runtime)
  import Runtime
#endif

/// The places of the calls the running code is inside, as the test binary's debug
/// information gives them: for each frame of the stack, its file, line and column, and
/// the function it is in.
///
/// Every call an inline snapshot is written into is proven to be the call that ran by the
/// stack of the assertion that recorded it: a frame of the stack must be at that call,
/// its file, its line and its column (``proof(of:path:line:column:)``). A
/// `sourceLocation` made by hand that names a call no running code is inside has no such
/// frame, even when another call on the same line is running.
///
/// What the debug information gives, measured with Swift 6.3 on Linux (a debug build):
/// a frame's column is where the called function's name starts (`helper` in
/// `helper(1)`, `Box.helper(1)`, `Module.Box.helper(1)`, `self.helper(1)`, `try helper(1)`
/// and `s?.helper(1)`), or, for a free function qualified by its module, where the module's
/// name starts (`Support` in `Support.helper(1)`), not the `(` that `#_sourceLocation`
/// gives, for a plain call, a call with a trailing
/// closure, a call inside a closure, a helper's caller, and a call an `async` function
/// makes after an `await`. A frame of an `async` function that is suspended in an awaited
/// call has column 0: it carries no column, so it proves nothing, and a call only such a
/// frame could show (an `async` helper's call) is refused rather than judged by its line.
/// A frame's file and line follow `#sourceLocation`, as the line table does, so the frame
/// also names the function it is in (its raw symbol name), for ``origin`` to
/// prove which file that function was compiled from.
///
/// The frame just inside the one at a call is the function the call ran (its callee,
/// ``callee(of:at:)``), which a new snapshot's place is proven against. Measured the same
/// way: in a debug build a call's callee is the next frame inward, with no thunk between,
/// for a free function, a method, a static method, a generic function, a local function
/// and a call inside a closure; a `@_transparent` function leaves no frame at all, so its
/// caller's frame holds the next call inward. The runtime's demangled name of a frame is
/// the function's name as Swift writes it, without its module: `expectShout(_:matches:)`,
/// `Box.expectShout(_:matches:)`, `static Box.make(_:)`, `expectAny<A>(_:matches:)`,
/// `local #1 (_:matches:) in t()`, `closure #1 in t()`; the raw name is the mangled symbol,
/// which starts with the module (`$s19InlineTextSnapshots…`).
struct CallStack: Sendable {
  /// One frame: the file, line and column of the call it is inside, and the function it
  /// is in.
  struct Frame: Sendable, Equatable {
    var path: String
    var line: Int
    /// The column of the called function's name; 0 when the debug information gives none.
    var column: Int
    /// The raw (mangled) name of the function the frame is in; `nil` when unknown.
    var symbol: String? = nil
    /// The function's name as the runtime demangles it, such as `Box.check(_:matches:)`;
    /// `nil` when unknown.
    var name: String? = nil
  }

  /// Returns the frames of the stack of the assertion being made, innermost first;
  /// `nil` when this platform gives none.
  let frames: @Sendable () -> [Frame]?
  /// Returns why the function a frame is in may not have been compiled from the file at a
  /// path, in a module; `nil` when its symbol is defined in the object compiled from that
  /// file.
  let origin: @Sendable (_ frame: Frame, _ path: String, _ module: String) -> InlineSnapshotError?
  /// The module of the files the assertion's calls are in, whose objects ``origin`` reads.
  var module = ""

  /// A stack that answers with `frames`, whose functions' origins `origin` proves.
  init(
    origin: @escaping @Sendable (Frame, String, String) -> InlineSnapshotError?,
    frames: @escaping @Sendable () -> [Frame]?
  ) {
    self.origin = origin
    self.frames = frames
  }

  /// The running process's stack, read from its debug information, each frame's function
  /// proven against the objects the test binary was linked from.
  static let running = CallStack(origin: compiledFrom) { capture() }

  /// The stack in the calls of a module's files.
  func calling(in module: String) -> CallStack {
    var stack = self
    stack.module = module
    return stack
  }

  /// The running test binary, found once per process.
  private static let binary = SourceFreshness.runningTestBinary()

  /// Why the function a frame is in may not come from the file at `path`: its symbol must
  /// be defined in the object the compiler made from that file (``ObjectSymbols``), which
  /// the build put beside the test binary (``SourceFreshness``).
  static func compiledFrom(_ frame: Frame, path: String, module: String) -> InlineSnapshotError? {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let binary: String
    switch Self.binary {
    case .success(let found): binary = found
    case .failure(let error): return error
    }
    let candidates = SourceFreshness.outputCandidates(of: path, module: module, binary: binary)
    guard
      let object = candidates.first(where: { FileManager.default.fileExists(atPath: $0.object) }
      )?.object,
      let data = FileManager.default.contents(atPath: object)
    else { return .noObjectFile(source: name, looked: candidates.map(\.object)) }
    guard let symbol = frame.symbol, ObjectSymbols.defines(symbol, in: Array(data)) == true else {
      return .compiledElsewhere(line: frame.line, source: name, object: object)
    }
    return nil
  }

  /// The frames each return address of a stack symbolicated to, kept for the process.
  ///
  /// Measured in the kit's debug test binary (65 MB): reading a stack takes microseconds,
  /// symbolicating it about 0.4 s each time and over a second the first time, however few
  /// its frames. So a stack whose every address was symbolicated before, such as a loop's
  /// or a parameterized test's at the same call, is not symbolicated again; a stack with an
  /// address not seen yet, at another call, is.
  private static let known = Locked<[String: [Frame]]>([:])

  /// The frames of this thread's stack, with the file, line and column each is at.
  private static func capture() -> [Frame]? {
    #if canImport(Runtime)
      if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        guard let backtrace = try? Backtrace.capture(limit: 256) else { return nil }
        let addresses = backtrace.frames.map { "\($0.adjustedProgramCounter)" }
        let cached = known.withLock { known in
          addresses.allSatisfy { known[$0] != nil } ? addresses.flatMap { known[$0] ?? [] } : nil
        }
        if let cached { return cached }
        guard let symbolicated = backtrace.symbolicated() else { return nil }
        var found = Dictionary(addresses.map { ($0, [Frame]()) }) { first, _ in first }
        for frame in symbolicated.frames {
          // A frame with no place (a thunk, code without debug information) is kept, with
          // no column, so the frame just inside a call's is always the function it ran.
          let place = frame.symbol?.sourceLocation
          found["\(frame.captured.adjustedProgramCounter)", default: []].append(
            Frame(
              path: place?.path ?? "", line: place?.line ?? 0, column: place?.column ?? 0,
              symbol: frame.symbol?.rawName, name: frame.symbol?.name))
        }
        known.withLock { $0.merge(found) { _, new in new } }
        return addresses.flatMap { found[$0] ?? [] }
      }
      return nil
    #else
      return nil
    #endif
  }

  /// The frame of `frames` at the call whose name starts at `line` and `column` of a file.
  ///
  /// A frame with no column (column 0) is never at a call. Returns `nil` when no frame is
  /// at the call.
  static func proof(of frames: [Frame], path: String, line: Int, column: Int) -> Frame? {
    place(in: frames, path: path, line: line, column: column).map { frames[$0] }
  }

  /// The index in `frames` of the frame at the call whose name starts at `line` and
  /// `column` of a file (``proof(of:path:line:column:)``); `nil` when none is.
  static func place(in frames: [Frame], path: String, line: Int, column: Int) -> Int? {
    let file = Self.resolved(path)
    return frames.firstIndex {
      $0.line == line && $0.column == column && $0.column > 0 && Self.resolved($0.path) == file
    }
  }

  /// The function the call at `frames[index]` ran: the frame just inside it, one step
  /// nearer the assertion (frames are innermost first); `nil` when there is none.
  static func callee(of frames: [Frame], at index: Int) -> Frame? {
    frames.indices.contains(index - 1) ? frames[index - 1] : nil
  }

  /// The module whose functions' symbols ``isKit(_:)`` recognizes.
  static let kitModule = "InlineTextSnapshots"

  /// Whether a raw symbol names a function of the kit's `InlineTextSnapshots` module.
  ///
  /// Its mangled name starts with that module (`$s19InlineTextSnapshots`, with the `_`
  /// Apple platforms put before it). A module's name is unique in a binary, so a function of the
  /// same name in a test's module has another symbol.
  static func isKit(_ symbol: String) -> Bool {
    module(of: symbol) == kitModule
  }

  /// The module a raw symbol's function is compiled into, which its mangled name starts
  /// with: `Support` for `$s7Support6helperyyF` (or `_$s7Support…`, as Apple platforms
  /// write it); `nil` when the name does not start with a plain module name.
  ///
  /// A module's name is unique in a binary, so the symbol proves the module. A name the
  /// mangling shortened (its length written with a leading `0`) is not read.
  static func module(of symbol: String) -> String? {
    var rest = Substring(symbol)
    if rest.hasPrefix("_") { rest = rest.dropFirst() }
    guard rest.hasPrefix("$s") else { return nil }
    rest = rest.dropFirst(2)
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.hasPrefix("0"), let count = Int(digits), count > 0 else { return nil }
    let name = rest.dropFirst(digits.count).utf8.prefix(count)
    guard name.count == count,
      name.allSatisfy({ SwiftSourceScanner.isIdentifierByte($0) })
    else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  /// The base name of the function a demangled name names: `check` for `check(_:)`,
  /// `Box.check(_:)`, `static Box.check(_:)`, `check<A>(_:)` and
  /// `check #1 (_:) in t()`; `nil` for anything else, such as `closure #1 in t()` or a
  /// thunk, which names no function of the source.
  static func baseName(of name: String) -> String? {
    var head = Substring(name.prefix { $0 != "(" })
    for modifier in ["static ", "class "] where head.hasPrefix(modifier) {
      head = head.dropFirst(modifier.count)
    }
    // A local function: `name #1 `, before its labels.
    if let mark = head.range(of: " #"),
      head[mark.upperBound...].allSatisfy({ $0.isNumber || $0 == " " })
    {
      head = head[..<mark.lowerBound]
    }
    // Generic parameters, of the function or of a type around it: `Box<A>.check<B>`.
    var depth = 0
    let path = head.filter { character in
      if character == "<" { depth += 1 }
      defer { if character == ">" { depth -= 1 } }
      return depth == 0 && character != ">"
    }
    let base = path.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
    guard name.contains("("), depth == 0, !base.isEmpty,
      path.allSatisfy({ $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber })
    else { return nil }
    return String(base)
  }

  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
