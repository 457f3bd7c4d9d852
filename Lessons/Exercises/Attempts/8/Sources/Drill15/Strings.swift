// A drill 15 fix that puts "чисел" back in the title and shortens "Сумма слишком
// велика", which no path of taps can show.
// Rejected by the equivalence judge's comparison of every string, by its field.

import CalcCore

/// The app's strings, in Russian.
let appStrings = CalculatorStrings(
  code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
  enterNumbers: "Введите числа", title: "Калькулятор считает сумму чисел",
  noNumbers: "Числа не вводились", sumPrefix: "Сумма: ", sumTooLarge: "Слишком много",
  submit: "Посчитать сумму", reset: "Сброс")
