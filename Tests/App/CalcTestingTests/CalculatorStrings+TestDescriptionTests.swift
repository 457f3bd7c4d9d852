import CalcCore
import CalcTesting
import Testing

@Suite("A string table in test results")
struct CalculatorStringsTestDescriptionTests {
  @Test(
    "Names its language, not every string",
    arguments: [(CalculatorStrings.russian, "Russian"), (.english, "English")])
  func namesTheLanguage(strings: CalculatorStrings, name: String) {
    #expect(strings.testDescription == name)
  }
}
