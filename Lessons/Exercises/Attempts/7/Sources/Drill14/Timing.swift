// A drill 14 fix that switches on in 1.5 s: the frame at 1 s still loads and the
// one at 2 s is on, as with 2 s.
// Rejected by the equivalence judge at the duration itself.

import CalcCore

/// How long the app takes to switch on and to add the numbers up.
let appTiming = CalculatorTiming(loading: .milliseconds(1500), calculation: .seconds(3))
