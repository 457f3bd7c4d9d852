// Exercise 8 · Snapshots (lesson 10, Lessons/10-snapshots.md)
//
// The check draws the screen of each state below and compares it with its
// snapshot in Snapshots/Exercise08/Screens/NAME.txt. Two things to do:
// 1. Add the state after a sum too large for `Int`, named "too-large"
//    (`result: CalculatorStrings.russian.sumTooLarge`). It has no snapshot yet:
//    the check records one as a pending `.new` file.
// 2. One recorded snapshot is out of date. Read the failing diff, then review
//    and accept the pending snapshots from the kit's folder with
//    `SNAPSHOT_DIRECTORY=Lessons/Exercises/Snapshots swift run snapshots review`.
// Check with `swift run calc-render check 8`.
import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  ("result", CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sum(6))),
]
