// Exercise 6 · Grid (lesson 8, Lessons/08-grid.md)
//
// This keypad is the seed's: rows of `HStack`s held apart by fixed spacers.
// Lay it out with `Grid` and `GridRow` instead, so it matches the recorded
// screen in Recorded/06-keypad.txt: one spacing between rows, and the 0 key
// spanning the three columns (`.gridCellColumns(3)`).
// The text port draws a key as its label in brackets: it has no minimum-size
// frame (SwiftUI's `.frame(minWidth:minHeight:)`), so leave the keys' size as it is.
// Check with `swift run calc-render check 6`.
import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  var body: some View {
    VStack {
      HStack(spacing: 20) {
        key(1)
        key(2)
        key(3)
      }

      Spacer().frame(height: 20)

      HStack(spacing: 20) {
        key(4)
        key(5)
        key(6)
      }

      Spacer().frame(height: 20)

      HStack(spacing: 20) {
        key(7)
        key(8)
        key(9)
      }

      Spacer().frame(height: 20)

      key(0)

      Spacer().frame(height: 20)

      Button("Посчитать сумму") {}
        .font(.title)

      Spacer().frame(height: 20)

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
