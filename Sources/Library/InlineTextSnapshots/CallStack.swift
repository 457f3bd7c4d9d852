import Foundation

#if canImport(Runtime)
  import Runtime
#endif

/// The places of the calls the running code is inside, as the test binary's debug
/// information gives them: for each frame of the stack, its file and line.
///
/// A call in shared code, such as a helper the tests call, is proven to be the call
/// that ran by the stack of the assertion that recorded it: a frame of the stack must be
/// at that call's lines in that file. A `sourceLocation` made by hand that names a call
/// no running code is inside has no such frame.
struct CallStack: Sendable {
  /// One frame: the file and line of the call it is inside.
  struct Frame: Sendable, Equatable {
    var path: String
    var line: Int
  }

  /// Returns the frames of the stack of the assertion being made, innermost first;
  /// `nil` when this platform gives none.
  let frames: @Sendable () -> [Frame]?

  /// A stack that answers with `frames`.
  init(frames: @escaping @Sendable () -> [Frame]?) {
    self.frames = frames
  }

  /// The running process's stack, read from its debug information.
  static let running = CallStack { capture() }

  /// The frames of this thread's stack, with the file and line each is at.
  private static func capture() -> [Frame]? {
    #if canImport(Runtime)
      if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        guard let backtrace = try? Backtrace.capture(limit: 256),
          let symbolicated = backtrace.symbolicated()
        else { return nil }
        return symbolicated.frames.compactMap { frame in
          frame.symbol?.sourceLocation.map { Frame(path: $0.path, line: $0.line) }
        }
      }
      return nil
    #else
      return nil
    #endif
  }

  /// Whether a frame of `frames` is at one of `lines` of the file at `path`.
  static func holds(_ frames: [Frame], path: String, lines: ClosedRange<Int>) -> Bool {
    let file = Self.resolved(path)
    return frames.contains { lines.contains($0.line) && Self.resolved($0.path) == file }
  }

  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
