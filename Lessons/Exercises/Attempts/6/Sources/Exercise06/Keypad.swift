// An attempt at exercise 6 whose digit keys are texts drawn to look like title buttons: the
// same characters in the same cells of the grid, and not one digit can be tapped.
// Rejected by the structure judge: the recorded key `1` is no `Button`.
// judge: structure
// verdict: fail
// expectation: Every key of the recorded screen is a `Button` drawn where it is recorded
// saying: The key `1` at line 3, column 9 is no `Button`

import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  var body: some View {
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

  func key(_ number: Int) -> some View {
    Text("[ \(number) ]")
  }
}
