import TextUI

extension CalculatorScreen {
  /// The seed's `ContentView.body`, with its strings from `strings` and its
  /// taps going to `actions` instead of the seed's `viewModel`.
  @ViewBuilder var seedLayout: some View {
    VStack {
      if state.isLoadingOnStart {
        ProgressView()
        Spacer().frame(height: 20)
        Text(strings.loading)
          .multilineTextAlignment(.center)
      } else {
        if state.isCalculating {
          ProgressView()
        } else {
          Text(state.result)
            .font(.title)
        }

        Spacer().frame(height: 10)

        Text(strings.title)

        Spacer().frame(height: 40)

        // lesson:seed-keypad begin
        VStack {
          HStack(spacing: 20) {
            numberButtonView(number: 1)
            numberButtonView(number: 2)
            numberButtonView(number: 3)
          }

          Spacer().frame(height: 20)

          HStack(spacing: 20) {
            numberButtonView(number: 4)
            numberButtonView(number: 5)
            numberButtonView(number: 6)
          }

          Spacer().frame(height: 20)

          HStack(spacing: 20) {
            numberButtonView(number: 7)
            numberButtonView(number: 8)
            numberButtonView(number: 9)
          }

          Spacer().frame(height: 20)

          numberButtonView(number: 0)

          Spacer().frame(height: 20)

          Button(strings.submit) { actions.submit() }
            .font(.title)

          Spacer().frame(height: 20)

          Button(strings.reset) { actions.reset() }
            .font(.title)
        }
        // lesson:seed-keypad end
      }
    }
  }

  func numberButtonView(number: Int) -> some View {
    return Button(String(number)) { actions.tapDigit(number) }
      .font(.title)
      .frame(width: 30)
  }
}
