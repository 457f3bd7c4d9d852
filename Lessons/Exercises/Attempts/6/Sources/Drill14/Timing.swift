// A drill 14 fix that gives the sum 2.5 s: every frame, a second apart, is the
// wanted one, but the result comes half a second early.
// Rejected by the equivalence judge at the duration itself.

import CalcCore

/// How long the app takes to switch on and to add the numbers up.
let appTiming = CalculatorTiming(loading: .seconds(2), calculation: .milliseconds(2500))
