extension CalculatorScreen {
  // lesson:grid-body begin
  /// The reviewed `body`: one `VStack` spacing and a `Grid` keypad instead of spacers.
  @ViewBuilder var gridLayout: some View {
    VStack(spacing: 10) {
      if viewModel.state.isLoadingOnStart {
        ProgressView()
        Text(strings.loading)
          .multilineTextAlignment(.center)
      } else {
        if viewModel.state.isCalculating {
          ProgressView()
        } else {
          Text(viewModel.state.result)
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

          Button(strings.submit) { viewModel.onSubmit() }
            .font(.title)

          Button(strings.reset) { viewModel.onReset() }
            .font(.title)
        }
        // lesson:grid-keypad end
      }
    }
  }

  /// A digit key; the grid's columns line keys up, so it needs no fixed frame.
  func gridButtonView(number: Int) -> some View {
    Button(String(number)) { viewModel.onAddNumber(number) }
      .font(.title)
  }
  // lesson:grid-body end
}
