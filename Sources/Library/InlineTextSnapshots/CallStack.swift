import Foundation
import KitSupport

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
/// `helper(1)`, `Box.helper(1)`, `self.helper(1)`, `try helper(1)` and `s?.helper(1)`),
/// not the `(` that `#_sourceLocation` gives, for a plain call, a call with a trailing
/// closure, a call inside a closure, a helper's caller, and a call an `async` function
/// makes after an `await`. A frame of an `async` function that is suspended in an awaited
/// call has column 0: it carries no column, so it proves nothing, and a call only such a
/// frame could show (an `async` helper's call) is refused rather than judged by its line.
/// A frame's file and line follow `#sourceLocation`, as the line table does, so the frame
/// also names the function it is in (its raw symbol name), for ``origin`` to
/// prove which file that function was compiled from.
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
          guard let symbol = frame.symbol, let place = symbol.sourceLocation else { continue }
          found["\(frame.captured.adjustedProgramCounter)", default: []].append(
            Frame(
              path: place.path, line: place.line, column: place.column, symbol: symbol.rawName))
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
    let file = Self.resolved(path)
    return frames.first {
      $0.line == line && $0.column == column && $0.column > 0 && Self.resolved($0.path) == file
    }
  }

  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
