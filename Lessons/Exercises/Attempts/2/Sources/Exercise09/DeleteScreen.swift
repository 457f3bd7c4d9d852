// An attempt at exercise 9 that adds the ⌫ button to the grid layout only: the
// seed layout, which the app can show too, has none.
// judge: structure
// verdict: fail
// expectation: 2. Both layouts show a ⌫ button after the 0 key, on its row
// saying: The seed layout has no ⌫ button

import CalcCore
import CalcScreens
import TextUI

/// The calculator's entry and keypad, in the kit's two layouts.
struct DeleteScreen: View {
  let state: CalculatorData
  let layout: CalculatorLayout
  /// What a digit key sends: the view model's `onAddNumber`.
  var tapDigit: (Int) -> Void = { _ in }
  /// What the ⌫ key sends: the view model's `onDeleteLast`.
  var deleteLast: () -> Void = {}

  var body: some View {
    switch layout {
    case .grid: gridLayout
    case .seed: seedLayout
    }
  }

  @ViewBuilder var gridLayout: some View {
    VStack(spacing: 10) {
      Text(state.result)
        .font(.title)
      Grid(horizontalSpacing: 20, verticalSpacing: 10) {
        GridRow {
          key(1)
          key(2)
          key(3)
        }
        GridRow {
          key(0)
            .gridCellColumns(2)
          deleteKey
        }
      }
    }
  }

  @ViewBuilder var seedLayout: some View {
    VStack {
      Text(state.result)
        .font(.title)
      Spacer().frame(height: 20)
      HStack(spacing: 20) {
        key(1).frame(width: 30)
        key(2).frame(width: 30)
        key(3).frame(width: 30)
      }
      Spacer().frame(height: 20)
      key(0).frame(width: 30)
    }
  }

  var deleteKey: some View {
    Button("⌫") { deleteLast() }
      .font(.title)
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) { tapDigit(number) }
      .font(.title)
  }
}
