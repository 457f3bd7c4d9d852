import LineDiff

/// A unified diff of two texts, line by line, as `diff -u` prints one.
///
/// It is the diff a failing snapshot shows, without the verdict: use it where
/// you compare text yourself and want the same reading. Equal texts give an
/// empty string.
///
/// ```swift
/// print(TextDiff.unified(from: "a\nb\n", to: "a\nc\n", names: ("old", "new")))
/// // Prints "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
/// ```
public enum TextDiff {
  /// The unified diff that turns `old` into `new`, with three lines of context.
  ///
  /// - Parameters:
  ///   - old: The text the `-` lines come from.
  ///   - new: The text the `+` lines come from.
  ///   - names: What the `---` and `+++` header lines call each side.
  /// - Returns: The diff, or an empty string when the texts are equal.
  public static func unified(
    from old: String, to new: String,
    names: (old: String, new: String) = ("reference", "actual")
  ) -> String {
    guard !old.isExactly(new) else { return "" }
    return UnifiedDiff(reference: TextLine.split(old), actual: TextLine.split(new))
      .text(names: names)
  }
}
