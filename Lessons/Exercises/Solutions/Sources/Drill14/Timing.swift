// Drill 14 · Faster start (lesson 10, Lessons/10-snapshots.md): the reference solution.
//
// Accept switching-on, which only switches on a second earlier; reject the sum,
// whose result comes early, and the whole run, which shows both; put the
// calculation back to 3 seconds, check again, and accept the whole run that is left.
import CalcCore

/// How long the app takes to switch on and to add the numbers up.
let appTiming = CalculatorTiming(loading: .seconds(2), calculation: .seconds(3))
