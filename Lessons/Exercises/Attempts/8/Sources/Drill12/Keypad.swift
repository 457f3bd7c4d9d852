// A drill 12 fix that also writes the reset label as the Russian screen shows it,
// `Button("Сброс")`: the suite draws only Russian screens.
// Rejected by the equivalence judge: the English keypad's screen differs.

import CalcCore
import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  let strings: CalculatorStrings

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

      Button(strings.submit) {}
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
