extension Diffing where Format == String {
  /// Compares text line by line and explains a failure with a unified diff.
  ///
  /// The failure opens with a verdict such as
  /// `Snapshot does not match reference: 2 of 24 lines differ.`, followed by a
  /// unified diff with three lines of context. Tabs, carriage returns, escapes and
  /// trailing spaces are shown as `→`, `␍`, `␛` and `·`.
  public static var lines: Self { text(.lines) }

  /// Compares fixed-width text screens row by row.
  ///
  /// Like ``lines``, but the verdict names the screen sizes (`40×24 screen`) and the
  /// failure ends with the two screens side by side, changed rows marked with `>`.
  public static var screen: Self { text(.screen) }

  private static func text(_ kind: TextKind) -> Self {
    var diffing = Diffing(
      toText: { $0 }, fromText: { $0 },
      describeDifference: { reference, actual in
        TextComparison(reference: reference, actual: actual, kind: kind).failure()
      })
    diffing.textKind = kind
    diffing.comparesTextExactly = true
    return diffing
  }
}
