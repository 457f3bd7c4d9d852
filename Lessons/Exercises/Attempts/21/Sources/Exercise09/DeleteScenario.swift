// An attempt at exercise 9 (blind learner, second round) whose scenario taps one digit and
// deletes it: a delete that clears the whole entry plays the same, so its storyboard cannot
// show what delete does.
// judge: the mutant judge, on the scenario (it must tell the right delete from each wrong one)
// verdict: fail
// expectation: 4. Your scenario taps digits, deletes one, and ends with the right entry
// saying: Your scenario plays the same on a delete that removes the first digit
// Exercise 9, step 3: a scenario that shows the feature: tap some digits, then delete one.

/// One thing the user does on the delete screen.
enum DeleteStep: Equatable {
  case tap(Int)
  case delete
}

/// The scenario that shows "delete last digit" working.
let deleteScenario: [DeleteStep] = [.tap(1), .delete]
