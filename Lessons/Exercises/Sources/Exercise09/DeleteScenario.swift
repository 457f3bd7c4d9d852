// Exercise 9, step 3: a scenario that shows the feature: tap some digits, then delete one.

/// One thing the user does on the delete screen.
enum DeleteStep: Equatable {
  case tap(Int)
  case delete
}

/// The scenario that shows "delete last digit" working.
let deleteScenario: [DeleteStep] = [.tap(1), .tap(2)]
