import KitSupport

/// What one in-memory run of `calc-render` printed and returned.
package struct InMemoryRun: Equatable, Sendable {
  /// The exit status.
  package let status: Int32
  /// Everything written to standard output.
  package let output: String
  /// Everything written to standard error.
  package let errors: String

  /// Collects what a run writes, from any thread, until it returns.
  package final class Recorder: Sendable {
    private struct Texts {
      var output = ""
      var errors = ""
    }

    private let texts = Locked(Texts())

    /// Creates a recorder that has seen nothing written.
    package init() {}

    /// Keeps text written to standard output, or to standard error when `error` is true.
    package func append(_ text: String, error: Bool) {
      texts.withLock { texts in
        if error { texts.errors += text } else { texts.output += text }
      }
    }

    /// The run: everything written so far, and the status it returned.
    package func result(status: Int32) -> InMemoryRun {
      texts.withLock { InMemoryRun(status: status, output: $0.output, errors: $0.errors) }
    }
  }
}
