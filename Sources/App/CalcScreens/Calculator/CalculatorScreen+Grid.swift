import TextUI

extension CalculatorScreen {
  // lesson:grid-body begin
  /// The reviewed `body`: one `VStack` spacing and a `Grid` keypad instead of spacers.
  @ViewBuilder var gridLayout: some View {
    VStack(spacing: 10) {
      if state.isLoadingOnStart {
        ProgressView()
        Text(strings.loading)
          .multilineTextAlignment(.center)
      } else {
        if state.isCalculating {
          ProgressView()
        } else {
          Text(state.result)
            .font(.title)
        }

        Text(strings.title)

        // lesson:grid-keypad begin
        Grid(horizontalSpacing: 20, verticalSpacing: 10) {
          GridRow {
            gridButtonView(number: 1)
            gridButtonView(number: 2)
            gridButtonView(number: 3)
          }
          GridRow {
            gridButtonView(number: 4)
            gridButtonView(number: 5)
            gridButtonView(number: 6)
          }
          GridRow {
            gridButtonView(number: 7)
            gridButtonView(number: 8)
            gridButtonView(number: 9)
          }
          GridRow {
            gridButtonView(number: 0)
              .gridCellColumns(3)
          }

          Button(strings.submit) { actions.submit() }
            .font(.title)

          Button(strings.reset) { actions.reset() }
            .font(.title)
        }
        // lesson:grid-keypad end
      }
    }
  }

  /// A digit key; the grid's columns line keys up, so it needs no fixed frame.
  func gridButtonView(number: Int) -> some View {
    Button(String(number)) { actions.tapDigit(number) }
      .font(.title)
  }
  // lesson:grid-body end
}
