import Testing

@testable import CalcCore

@Suite("Calculator data")
struct CalculatorDataTests {
  @Test("Starts as the seed's start screen")
  func seedDefaults() {
    let data = CalculatorData()
    #expect(data.isLoadingOnStart)
    #expect(data.numbers.isEmpty)
    #expect(data.result == "Введите числа")
    #expect(!data.isCalculating)
  }

  @Test(
    "Derives a missing result from the numbers, in the language given",
    arguments: [
      ([], CalculatorStrings.russian, "Введите числа"),
      ([], .english, "Enter numbers"),
      ([4, 5], .russian, "4 + 5"),
    ] as [([Int], CalculatorStrings, String)])
  func derivedResult(numbers: [Int], strings: CalculatorStrings, result: String) {
    #expect(CalculatorData(numbers: numbers, strings: strings).result == result)
  }

  @Test("Keeps a result it is given, even one that does not match the numbers")
  func givenResult() {
    let data = CalculatorData(isLoadingOnStart: false, numbers: [1], result: "Сумма чисел: 9")
    #expect(data.result == "Сумма чисел: 9")
    #expect(data.numbers == [1])
  }

  @Test("Keeps the language it is shown in, which equality and hashing leave out")
  func language() {
    let russian = CalculatorData(isLoadingOnStart: false, numbers: [1])
    let english = CalculatorData(isLoadingOnStart: false, numbers: [1], strings: .english)
    #expect(russian.strings == .russian)
    #expect(english.strings == .english)
    #expect(russian == english)
    #expect(Set([russian, english]).count == 1)
  }

  @Test(
    "A state given to the view model takes the model's language",
    arguments: [CalculatorStrings.russian, .english])
  @MainActor
  func viewModelLanguage(strings: CalculatorStrings) {
    let model = CalculatorViewModel(
      state: CalculatorData(isLoadingOnStart: false, strings: .russian), strings: strings)
    #expect(model.state.strings == strings)
    #expect(model.strings == strings)
    model.onReset()
    #expect(model.state.result == strings.enterNumbers)
  }

  @Test(
    "A state given without a language keeps its own: nothing switches it silently",
    arguments: [CalculatorStrings.russian, .english])
  @MainActor
  func stateKeepsItsLanguage(strings: CalculatorStrings) {
    let model = CalculatorViewModel(
      state: CalculatorData(isLoadingOnStart: false, strings: strings))
    #expect(model.strings == strings)
    model.onAddNumber(1)
    model.onReset()
    #expect(model.state.result == strings.enterNumbers)
    #expect(CalculatorViewModel().strings == .russian)
  }
}
