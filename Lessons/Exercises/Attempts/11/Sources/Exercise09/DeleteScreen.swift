// An attempt at exercise 9 that draws ⌫ as a `Button` in its place in both layouts, as the
// hint used to write it, `Button("⌫") {}`: the screens match their snapshots and every key
// is a button, but tapping ⌫ does nothing. The structure judge taps every key beside the
// reference's key in the same cell and compares what each sends.
// judge: structure (each key's action)
// verdict: fail
// expectation: 12. In both languages and both layouts your screen is the reference's, and each key sends the reference's event
// saying: your key `⌫` sends nothing where the reference's sends `deleteLast()`

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
      HStack(spacing: 20) {
        key(0).frame(width: 30)
        deleteKey.frame(width: 30)
      }
    }
  }

  var deleteKey: some View {
    Button("⌫") {}
      .font(.title)
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) { tapDigit(number) }
      .font(.title)
  }
}
