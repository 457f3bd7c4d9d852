// A wrong fix for drill 14: loading back to 3 seconds with the sum, the
// requirement undone along with the regression.

import CalcCore

/// How long the app takes to switch on and to add the numbers up.
let appTiming = CalculatorTiming(loading: .seconds(3), calculation: .seconds(3))
