// From the blind learner's answers (14/revert-both): rejected everything and put both durations
// back to 3 s: the faster start is dropped.
// Rejected by the suite judge (a diff that showed only the wanted change, rejected).

//
// Drill 14 · Faster start (lesson 10, Lessons/10-snapshots.md): judge the diffs.
//
// The requirement: the calculator switches on in 2 seconds instead of 3. A sum
// still takes 3 seconds.
//
// A teammate changed this copy of the app's timing (the kit's is
// `CalculatorTiming.seed`, in Sources/App/CalcCore/CalculatorTiming.swift) and
// pushed. The suite records storyboards: every frame of a scenario, with its
// time. You are not told what changed.
// 1. Run the snapshot suite: `swift run calc-render check 14`. It records each
//    storyboard that no longer matches its reference as a pending `.new` file.
// 2. From the kit's folder, review them one by one:
//    `SNAPSHOT_DIRECTORY=Lessons/Exercises/Snapshots swift run snapshots review`.
//    Accept a diff that shows only what the requirement asks for; reject one that
//    shows anything else.
// 3. For what you rejected, fix this file, check again, and review what is left.
import CalcCore

/// How long the app takes to switch on and to add the numbers up.
let appTiming = CalculatorTiming(loading: .seconds(3), calculation: .seconds(3))
