import Foundation
import KitSupport

/// What one in-memory run of `calc-render` printed and returned.
struct InMemoryRun: Equatable {
  /// The exit status.
  let status: Int32
  /// Everything written to standard output.
  let output: String
  /// Everything written to standard error.
  let errors: String

  /// Runs `calc-render` with arguments, reading files relative to `root` and an empty stdin.
  @MainActor
  static func calcRender(_ arguments: [String], root: URL) async -> InMemoryRun {
    let buffer = Buffer()
    let io = CommandIO(
      readFile: { path in try Data(contentsOf: URL(fileURLWithPath: path, relativeTo: root)) },
      readStandardInput: { Data() },
      write: { buffer.append($0, error: false) },
      writeError: { buffer.append($0, error: true) },
      readLine: { nil })
    let status = await CalcRender.run(arguments, io: io)
    return buffer.result(status: status)
  }

  /// Collects output written from any thread.
  private final class Buffer: Sendable {
    private struct Texts {
      var output = ""
      var errors = ""
    }

    private let texts = Locked(Texts())

    func append(_ text: String, error: Bool) {
      texts.withLock { texts in
        if error { texts.errors += text } else { texts.output += text }
      }
    }

    func result(status: Int32) -> InMemoryRun {
      texts.withLock { InMemoryRun(status: status, output: $0.output, errors: $0.errors) }
    }
  }
}
