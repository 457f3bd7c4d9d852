// A blind learner's answer to exercise 6, written without the corpus: Submit and Reset
// placed inside the Grid, outside any GridRow: lesson 8 says they must follow the grid in
// the stack, since each would become a full-width row of a table it is not part of. The
// text port draws the same screen.
// judge: structure
// verdict: fail
// expectation: Each key is in the grid cell lesson 8 gives it, and Submit and Reset follow the grid
// saying: The screen's text matches, but the views under it do not
import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  var body: some View {
    VStack(spacing: 10) {
      Grid(horizontalSpacing: 20, verticalSpacing: 10) {
        GridRow {
          key(1)
          key(2)
          key(3)
        }
        GridRow {
          key(4)
          key(5)
          key(6)
        }
        GridRow {
          key(7)
          key(8)
          key(9)
        }
        GridRow {
          key(0)
            .gridCellColumns(3)
        }

        Button("Посчитать сумму") {}
          .font(.title)

        Button("Сброс") {}
          .font(.title)
      }
    }
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) {}
      .font(.title)
  }
}
