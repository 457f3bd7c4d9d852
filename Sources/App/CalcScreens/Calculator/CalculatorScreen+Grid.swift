import TextUI

extension CalculatorScreen {
  /// The reviewed `body`: one `VStack` spacing and a `Grid` keypad instead of spacers,
  /// with Submit and Reset below the grid, in the stack.
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
        }
        // lesson:grid-keypad end

        actionButtonView(strings.submit) { actions.submit() }

        actionButtonView(strings.reset) { actions.reset() }
      }
    }
  }

  /// A digit key; the grid's columns line keys up, so it needs no fixed width.
  ///
  /// The SwiftUI view frames the key's label at least 44 by 44 points, the target
  /// Apple's Human Interface Guidelines ask for. The port draws the key without that
  /// frame: it draws text one line tall whatever its font, so it cannot show how much
  /// of a 44-point frame a title-sized digit fills, and every screen would gain blank
  /// lines that say nothing about the layout.
  func gridButtonView(number: Int) -> some View {
    Button(String(number)) { actions.tapDigit(number) }
      .font(.title)
  }

  /// Submit or Reset, in the title font.
  ///
  /// The SwiftUI view frames its label at least 44 points tall, as it frames a key's;
  /// the port draws it one line tall, for the reason `gridButtonView(number:)` gives.
  func actionButtonView(_ title: String, action: @escaping () -> Void) -> some View {
    Button(title, action: action)
      .font(.title)
  }
}
