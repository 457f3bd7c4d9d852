/// A suite that runs doc examples as their comments write them.
///
/// An example calls `print` to show what it gives. In a suite that conforms,
/// that call finds the suite's own `print(_:terminator:)` before the standard
/// library's, so it records into `printed` for the test to check instead of
/// writing to standard output.
package protocol DocExampleSuite {
  /// What the suite's examples printed.
  var printed: Printed { get }
}

extension DocExampleSuite {
  /// Records what `Swift.print` would write, so the test can check it.
  package func print(_ item: Any, terminator: String = "\n") {
    printed.record("\(item)", terminator: terminator)
  }
}
