/// What tapping a laid-out button does, and the label it was given.
///
/// The layout keeps these beside the `ButtonNode`s, in the same order, for
/// whoever taps the screen; drawing never needs them.
struct ButtonTap {
  /// The button's label, exactly as given.
  let label: String
  /// What a tap does.
  let action: () -> Void
}
