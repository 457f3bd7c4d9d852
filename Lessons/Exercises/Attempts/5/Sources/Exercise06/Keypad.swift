// An attempt at exercise 6 that draws the 0 key as a `Text` with its brackets typed in: the
// screen is the recorded one character for character, but nothing can tap the 0.
// Rejected by the structure judge: the recorded key `0` is no `Button`.
// judge: structure
// verdict: fail
// expectation: Every key of the recorded screen is a `Button` drawn where it is recorded
// saying: The key `0` at line 9, column 18 is no `Button`

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
        Text("[ 0 ]")
          .gridCellColumns(3)
      }

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
