// An attempt at exercise 9 that draws the delete key as a `Text` with its brackets typed in:
// both layouts match their snapshots character for character, and nothing can tap ⌫.
// Rejected by the structure judge: the key `⌫` drawn on the grid layout is no `Button`.
// judge: structure
// verdict: fail
// expectation: 11. Every key drawn on both layouts is a `Button`
// saying: The grid layout: The key `⌫` at line 8, column 27 is no `Button`

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
    Text("[ ⌫ ]")
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) { tapDigit(number) }
      .font(.title)
  }
}
