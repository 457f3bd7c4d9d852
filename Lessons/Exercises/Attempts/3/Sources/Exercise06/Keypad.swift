// An attempt at exercise 6 that moves the keys into a `Grid` but keeps each
// key's `.frame(width: 30)`: the grid's columns are then the frames' width, and the
// keys move.
// judge: structure
// verdict: fail
// expectation: The keypad matches the recorded screen (Recorded/06-keypad.txt)
// saying: The keys sit in other columns than recorded

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
    Button(String(number)) {}
      .font(.title)
      .frame(width: 30)
  }
}
