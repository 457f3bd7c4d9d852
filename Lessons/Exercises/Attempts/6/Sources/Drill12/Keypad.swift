// A drill 12 fix that puts the columns back and gives the rows 24 points instead
// of 20: the text port draws 2.4 lines as 2, a device does not.
// Rejected by the equivalence judge's layout in points.

import CalcCore
import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  let strings: CalculatorStrings

  var body: some View {
    Grid(horizontalSpacing: 20, verticalSpacing: 24) {
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

      Button(strings.submit) {}
        .font(.title)

      Button(strings.reset) {}
        .font(.title)
    }
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) {}
      .font(.title)
  }
}
