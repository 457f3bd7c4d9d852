// A drill 12 fix that undoes the wrong change: the rows back to one empty line,
// the shifted columns kept.
// Rejected by the suite judge, whose lead names the wanted change the fix took out.

import CalcCore
import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  let strings: CalculatorStrings

  var body: some View {
    Grid(horizontalSpacing: 25, verticalSpacing: 10) {
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
