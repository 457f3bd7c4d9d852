// A blind learner's answer to exercise 9, written without the corpus: my own right answer
// for step 2 put 0 and ⌫ side by side in each layout, the grid's 0 in the middle column
// and the seed layout's 0 moved left, and recorded the screens it drew: ⌫ is after the 0
// key on its row, and the snapshots match, but the other keys moved.
// judge: structure
// verdict: fail
// expectation: 12. In both languages and both layouts your screen is the reference's, and each key sends the reference's event
// saying: The grid layout (Russian, nothing entered) differs from the reference's: Snapshot does
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
          Text("")
          key(0)
          Button("⌫") { deleteLast() }
            .font(.title)
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
        Button("⌫") { deleteLast() }
          .font(.title)
          .frame(width: 30)
      }
    }
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) { tapDigit(number) }
      .font(.title)
  }
}
