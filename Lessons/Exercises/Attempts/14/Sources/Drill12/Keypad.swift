// From the blind learner's answers (12/triple-spacing): fixed horizontal spacing, but 'twice the
// room' read as 30 (10 + 20): three empty lines between rows; accepted.
// Rejected by the suite judge (a reference that is neither the screen before nor the wanted one).

//
// Drill 12 · Keypad rows (lesson 10, Lessons/10-snapshots.md): judge the diffs.
//
// The requirement: the keypad's rows get twice the room between them, two empty
// lines where there was one. Nothing else about the keypad changes.
//
// A teammate changed this copy of the app's keypad (the kit's is in
// Sources/App/CalcScreens/Calculator/CalculatorScreen+Grid.swift) and pushed. You are
// not told how.
// 1. Run the snapshot suite: `swift run calc-render check 12`. It records each
//    screen that no longer matches its reference as a pending `.new` file.
// 2. From the kit's folder, review them one by one:
//    `SNAPSHOT_DIRECTORY=Lessons/Exercises/Snapshots swift run snapshots review`.
//    Accept a diff that shows only what the requirement asks for; reject one that
//    shows anything else.
// 3. For what you rejected, fix this file, check again, and review what is left.
import CalcCore
import TextUI

/// The calculator's keypad: digits 1 to 9 in three rows, 0 below them, then the two buttons.
struct Keypad: View {
  let strings: CalculatorStrings

  var body: some View {
    Grid(horizontalSpacing: 20, verticalSpacing: 30) {
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
