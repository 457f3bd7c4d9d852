import CalcCore
import Testing

@testable import CalcRendering

/// Every state of the grid layout, drawn at 40 columns with an ASCII border.
///
/// Each screen was rendered once, read line by line against the seed's
/// `ContentView`, and pasted here; a change to layout shows up as a diff.
@Suite("Calculator screen in the grid layout")
struct CalculatorScreenGridTests {
  static let russian: [ExpectedScreen] = [
    ExpectedScreen(
      .loading, .russian,
      """
      +--------------------------------------+
      |                                      |
      |                  |                   |
      |                                      |
      |  Пожалуйста, подождите, калькулятор  |
      |            включается...             |
      |                                      |
      +--------------------------------------+
      """),
    ExpectedScreen(
      .idle, .russian,
      """
      +--------------------------------------+
      |                                      |
      |            Введите числа             |
      |            =============             |
      |                                      |
      |   Калькулятор считает сумму чисел    |
      |                                      |
      |       [ 1 ]    [ 2 ]    [ 3 ]        |
      |                                      |
      |       [ 4 ]    [ 5 ]    [ 6 ]        |
      |                                      |
      |       [ 7 ]    [ 8 ]    [ 9 ]        |
      |                                      |
      |                [ 0 ]                 |
      |                                      |
      |         [ Посчитать сумму ]          |
      |                                      |
      |              [ Сброс ]               |
      |                                      |
      +--------------------------------------+
      """),
    ExpectedScreen(
      .entry, .russian,
      """
      +--------------------------------------+
      |                                      |
      |              1 + 2 + 3               |
      |              =========               |
      |                                      |
      |   Калькулятор считает сумму чисел    |
      |                                      |
      |       [ 1 ]    [ 2 ]    [ 3 ]        |
      |                                      |
      |       [ 4 ]    [ 5 ]    [ 6 ]        |
      |                                      |
      |       [ 7 ]    [ 8 ]    [ 9 ]        |
      |                                      |
      |                [ 0 ]                 |
      |                                      |
      |         [ Посчитать сумму ]          |
      |                                      |
      |              [ Сброс ]               |
      |                                      |
      +--------------------------------------+
      """),
    ExpectedScreen(
      .calculating, .russian,
      """
      +--------------------------------------+
      |                                      |
      |                  |                   |
      |                                      |
      |   Калькулятор считает сумму чисел    |
      |                                      |
      |       [ 1 ]    [ 2 ]    [ 3 ]        |
      |                                      |
      |       [ 4 ]    [ 5 ]    [ 6 ]        |
      |                                      |
      |       [ 7 ]    [ 8 ]    [ 9 ]        |
      |                                      |
      |                [ 0 ]                 |
      |                                      |
      |         [ Посчитать сумму ]          |
      |                                      |
      |              [ Сброс ]               |
      |                                      |
      +--------------------------------------+
      """),
    ExpectedScreen(
      .result, .russian,
      """
      +--------------------------------------+
      |                                      |
      |           Сумма чисел: 6             |
      |           ==============             |
      |                                      |
      |   Калькулятор считает сумму чисел    |
      |                                      |
      |       [ 1 ]    [ 2 ]    [ 3 ]        |
      |                                      |
      |       [ 4 ]    [ 5 ]    [ 6 ]        |
      |                                      |
      |       [ 7 ]    [ 8 ]    [ 9 ]        |
      |                                      |
      |                [ 0 ]                 |
      |                                      |
      |         [ Посчитать сумму ]          |
      |                                      |
      |              [ Сброс ]               |
      |                                      |
      +--------------------------------------+
      """),

  ]

  static let english: [ExpectedScreen] = [
    ExpectedScreen(
      .loading, .english,
      """
      +--------------------------------------+
      |                                      |
      |                  |                   |
      |                                      |
      |    Please wait, the calculator is    |
      |           switching on...            |
      |                                      |
      +--------------------------------------+
      """),
    ExpectedScreen(
      .idle, .english,
      """
      +--------------------------------------+
      |                                      |
      |            Enter numbers             |
      |            =============             |
      |                                      |
      |    The calculator adds numbers up    |
      |                                      |
      |       [ 1 ]    [ 2 ]    [ 3 ]        |
      |                                      |
      |       [ 4 ]    [ 5 ]    [ 6 ]        |
      |                                      |
      |       [ 7 ]    [ 8 ]    [ 9 ]        |
      |                                      |
      |                [ 0 ]                 |
      |                                      |
      |        [ Calculate the sum ]         |
      |                                      |
      |              [ Reset ]               |
      |                                      |
      +--------------------------------------+
      """),
    ExpectedScreen(
      .entry, .english,
      """
      +--------------------------------------+
      |                                      |
      |              1 + 2 + 3               |
      |              =========               |
      |                                      |
      |    The calculator adds numbers up    |
      |                                      |
      |       [ 1 ]    [ 2 ]    [ 3 ]        |
      |                                      |
      |       [ 4 ]    [ 5 ]    [ 6 ]        |
      |                                      |
      |       [ 7 ]    [ 8 ]    [ 9 ]        |
      |                                      |
      |                [ 0 ]                 |
      |                                      |
      |        [ Calculate the sum ]         |
      |                                      |
      |              [ Reset ]               |
      |                                      |
      +--------------------------------------+
      """),
    ExpectedScreen(
      .calculating, .english,
      """
      +--------------------------------------+
      |                                      |
      |                  |                   |
      |                                      |
      |    The calculator adds numbers up    |
      |                                      |
      |       [ 1 ]    [ 2 ]    [ 3 ]        |
      |                                      |
      |       [ 4 ]    [ 5 ]    [ 6 ]        |
      |                                      |
      |       [ 7 ]    [ 8 ]    [ 9 ]        |
      |                                      |
      |                [ 0 ]                 |
      |                                      |
      |        [ Calculate the sum ]         |
      |                                      |
      |              [ Reset ]               |
      |                                      |
      +--------------------------------------+
      """),
    ExpectedScreen(
      .result, .english,
      """
      +--------------------------------------+
      |                                      |
      |          Sum of numbers: 6           |
      |          =================           |
      |                                      |
      |    The calculator adds numbers up    |
      |                                      |
      |       [ 1 ]    [ 2 ]    [ 3 ]        |
      |                                      |
      |       [ 4 ]    [ 5 ]    [ 6 ]        |
      |                                      |
      |       [ 7 ]    [ 8 ]    [ 9 ]        |
      |                                      |
      |                [ 0 ]                 |
      |                                      |
      |        [ Calculate the sum ]         |
      |                                      |
      |              [ Reset ]               |
      |                                      |
      +--------------------------------------+
      """),

  ]

  @Test("Every state in Russian draws the expected screen", arguments: russian)
  func russianScreen(expected: ExpectedScreen) {
    #expect(expected.render(.grid) == expected.screen + "\n")
  }

  @Test("Every state in English draws the expected screen", arguments: english)
  func englishScreen(expected: ExpectedScreen) {
    #expect(expected.render(.grid) == expected.screen + "\n")
  }
}
