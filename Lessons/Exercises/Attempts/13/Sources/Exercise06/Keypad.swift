// An attempt at exercise 6 (blind learner, second round) whose stack and grid say two
// spacings that the text port rounds to the same lines: the screen matches, a device does not.
// judge: the structure judge, in points (LayoutPoints)
// verdict: fail
// expectation: Every spacing and font is the lesson's, in points
// saying: where the lesson's gives `VStack.spacing = 10`
// Exercise 6 · Grid (lesson 8, Lessons/08-grid.md)
//
// This keypad is the seed's: rows of `HStack`s held apart by fixed spacers.
// Lay it out with `Grid` and `GridRow` instead, so it matches the recorded
// screen in Recorded/06-keypad.txt: one spacing between rows, and the 0 key
// spanning the three columns (`.gridCellColumns(3)`).
// Check with `swift run calc-render check 6`.
import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  var body: some View {
    VStack(spacing: 12) {
      Grid(horizontalSpacing: 20, verticalSpacing: 8) {
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
