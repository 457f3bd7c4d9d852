// An attempt at exercise 6 that wraps the rows of keys in a `Grid` but keeps
// each row an `HStack`: a grid lines up the cells of its `GridRow`s only.
// judge: structure
// verdict: fail
// expectation: The keypad is a `Grid` of `GridRow`s, with no fixed spacers
// saying: Keypad.swift does not use `Grid` and `GridRow`.

import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  var body: some View {
    Grid(horizontalSpacing: 20, verticalSpacing: 10) {
      HStack(spacing: 20) {
        key(1)
        key(2)
        key(3)
      }
      HStack(spacing: 20) {
        key(4)
        key(5)
        key(6)
      }
      HStack(spacing: 20) {
        key(7)
        key(8)
        key(9)
      }
      HStack(spacing: 20) {
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
