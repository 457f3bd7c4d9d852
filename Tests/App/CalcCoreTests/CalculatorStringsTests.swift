import Testing

@testable import CalcCore

@Suite("Calculator strings")
struct CalculatorStringsTests {
  @Test("The Russian table holds the seed's strings")
  func russianIsTheSeed() {
    let strings = CalculatorStrings.russian
    #expect(strings.loading == "Пожалуйста, подождите, калькулятор включается...")
    #expect(strings.enterNumbers == "Введите числа")
    #expect(strings.title == "Калькулятор считает сумму чисел")
    #expect(strings.noNumbers == "Числа не вводились")
    #expect(strings.sum(6) == "Сумма чисел: 6")
    #expect(strings.submit == "Посчитать сумму")
    #expect(strings.reset == "Сброс")
  }

  @Test("The English table translates every string")
  func englishTranslatesEverything() {
    let russian = CalculatorStrings.russian
    let english = CalculatorStrings.english
    let pairs = [
      (russian.loading, english.loading), (russian.enterNumbers, english.enterNumbers),
      (russian.title, english.title), (russian.noNumbers, english.noNumbers),
      (russian.sumPrefix, english.sumPrefix), (russian.sumTooLarge, english.sumTooLarge),
      (russian.submit, english.submit), (russian.reset, english.reset),
    ]
    for (ru, en) in pairs {
      #expect(ru != en)
      #expect(en.unicodeScalars.allSatisfy { $0.isASCII }, "\(en) is not plain English")
    }
    #expect(english.sum(-4) == "Sum of numbers: -4")
  }

  @Test(
    "Finds a table by its code, in any case",
    arguments: [("ru", "ru"), ("RU", "ru"), ("en", "en"), ("En", "en")])
  func findsByCode(code: String, expected: String) throws {
    let strings = try #require(CalculatorStrings.named(code))
    #expect(strings.code == expected)
  }

  @Test("Has no table for an unknown code", arguments: ["", "de", "russian", "r u"])
  func unknownCode(code: String) {
    #expect(CalculatorStrings.named(code) == nil)
  }

  @Test(
    "Shows an entry as digits joined by plus signs",
    arguments: [([], "Введите числа"), ([7], "7"), ([1, 2, 3], "1 + 2 + 3"), ([0, 0], "0 + 0")]
      as [([Int], String)])
  func entryText(numbers: [Int], text: String) {
    #expect(CalculatorStrings.russian.entry(numbers) == text)
  }
}
