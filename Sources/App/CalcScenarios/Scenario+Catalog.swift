import CalcCore

extension Scenario {
  /// The kit's scenarios: every path through the app that the storyboards record.
  ///
  /// Every scenario that starts on the loading screen draws the same storyboard
  /// on the seed's view model as on the kit's, except `cancel-loading` and
  /// `replace-loading`. The seed's view loads from `.onAppear`, so its load
  /// runs on while the screen is hidden and ends at 3 s, and coming back starts
  /// a second load; the kit's `.task` load is cancelled when the screen is
  /// hidden and starts again when it comes back. When the screen is replaced,
  /// both show a new view model loading from the start; the seed's old load
  /// still switches the removed model on at 3 s, which no screen shows, where
  /// the kit's was cancelled. `leave-calculating` and `replace-calculating`
  /// differ too: the kit's `.onDisappear` cancels its calculation, so the entry
  /// stays, where the seed's `Task {}` runs on and its sum reaches the screen of
  /// a hidden view, or only the removed model of a replaced one.
  public static let catalog: [Scenario] = [
    Scenario(
      name: "loading",
      summary: "The calculator switches on: a spinner for 3 seconds, then the keypad.",
      steps: [.appear, .wait(.seconds(1)), .wait(.seconds(2))]),
    Scenario(
      name: "entry",
      summary: "Tapping digits builds the entry: 1, then 1 + 2, then 1 + 2 + 3.",
      steps: loaded + [.tap(1), .tap(2), .tap(3)]),
    Scenario(
      name: "calculating",
      summary: "While the sum is calculated the spinner shows and every tap is ignored.",
      steps: loaded + [.tap(1), .tap(2), .submit, .tap(5), .submit, .reset]
        + [.wait(.milliseconds(1500)), .wait(.milliseconds(1500))]),
    Scenario(
      name: "result",
      summary: "A submit calculates for 3 seconds, then shows the sum and clears the entry.",
      steps: loaded + [.tap(1), .tap(2), .tap(3), .submit, .wait(.seconds(3))]),
    Scenario(
      name: "empty-submit",
      summary: "A submit with no digits says so at once, without calculating.",
      steps: loaded + [.submit, .tap(4), .submit, .waitUntilIdle, .submit]),
    Scenario(
      name: "reset",
      summary: "Reset clears an entry and a result, and shows the prompt again.",
      steps: loaded + [.tap(1), .tap(2), .reset, .tap(3), .submit, .wait(.seconds(3)), .reset]),
    Scenario(
      name: "input-after-result",
      summary: "A tap after a result starts a new entry; the old sum is gone.",
      steps: loaded + [.tap(2), .tap(2), .submit, .wait(.seconds(3)), .tap(4), .tap(5)]),
    Scenario(
      name: "long-input",
      summary: "An entry longer than the screen wraps onto more lines and still adds up.",
      steps: loaded + (0..<18).map { .tap(($0 * 7 + 3) % 10) } + [.submit, .wait(.seconds(3))]),
    Scenario(
      name: "cancel-loading",
      summary: "The screen is hidden while switching on and comes back: the kit's .task load "
        + "is cancelled and starts again, the seed's load runs on.",
      steps: [.appear, .wait(.seconds(2)), .disappear, .wait(.seconds(2)), .appear]
        + [.wait(.seconds(3))]),
    Scenario(
      name: "leave-calculating",
      summary: "The screen is hidden mid-sum: the kit's .onDisappear cancels the sum and the "
        + "entry stays; the seed's sum arrives on time.",
      steps: loaded + [.tap(6), .tap(7), .submit, .wait(.seconds(1)), .disappear]
        + [.wait(.seconds(2)), .appear, .tap(1)]),
    Scenario(
      name: "replace-loading",
      summary: "The screen is removed while switching on and a new one shown, whose new view "
        + "model loads from the start; the old load is cancelled in the kit, runs on in the seed.",
      steps: [.appear, .wait(.seconds(2)), .replace, .wait(.seconds(1)), .wait(.seconds(2))]),
    Scenario(
      name: "replace-calculating",
      summary: "The screen is removed mid-sum and a new one shown: the entry is gone; the "
        + "kit cancels the sum, the seed's lands in the removed view model, which no screen shows.",
      steps: loaded + [.tap(6), .tap(7), .submit, .wait(.seconds(1)), .replace]
        + [.wait(.seconds(2)), .wait(.seconds(1)), .tap(1)]),
    Scenario(
      name: "overflow",
      summary: "A sum too large for Int shows a message instead of crashing.",
      start: CalculatorData(
        isLoadingOnStart: false, numbers: [Int.max], result: String(Int.max)),
      steps: [.tap(1), .submit, .wait(.seconds(3))]),
  ]

  /// The steps that reach the keypad: appear, then wait for loading.
  static let loaded: [Step] = [.appear, .wait(.seconds(3))]
}
