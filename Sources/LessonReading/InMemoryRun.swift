/// What one in-memory run of `calc-render` printed and returned.
package struct InMemoryRun: Equatable, Sendable {
  /// The exit status.
  package let status: Int32
  /// Everything written to standard output.
  package let output: String
  /// Everything written to standard error.
  package let errors: String

  /// Creates a run's result from its parts.
  package init(status: Int32, output: String, errors: String) {
    self.status = status
    self.output = output
    self.errors = errors
  }
}
