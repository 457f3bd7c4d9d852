// A blind learner's answer to exercise 6, written without the corpus: 0 key taken out of
// the Grid into the outer VStack: no .gridCellColumns(3), the 0 row is not a grid row;
// same text screen.
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
      }
      key(0)

      Button("Посчитать сумму") {}
        .font(.title)

      Button("Сброс") {}
        .font(.title)
    }
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) {}
      .font(.title)
  }
}
