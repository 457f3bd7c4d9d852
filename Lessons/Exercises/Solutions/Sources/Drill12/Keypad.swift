// Drill 12 · Keypad rows (lesson 10, Lessons/10-snapshots.md): the reference solution.
//
// Every diff holds the wanted rows and the unwanted columns, so reject them all,
// put the horizontal spacing back to 20, check again, and accept the diffs that
// are left: only the rows moved.
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

      Button(strings.reset) {}
        .font(.title)
    }
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) {}
      .font(.title)
  }
}
