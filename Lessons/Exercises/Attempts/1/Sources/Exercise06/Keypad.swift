// An attempt at exercise 6 that keeps the seed's 20 points between rows:
// `verticalSpacing: 20` draws two empty lines between rows where the recorded keypad
// has one.
// judge: structure
// verdict: fail
// expectation: The keypad matches the recorded screen (Recorded/06-keypad.txt)
// saying: The rows are further apart than recorded

import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  var body: some View {
    Grid(horizontalSpacing: 20, verticalSpacing: 20) {
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
  }
}
