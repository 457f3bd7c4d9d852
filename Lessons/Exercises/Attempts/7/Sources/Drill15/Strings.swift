// A drill 15 fix that puts "чисел" back in the title and shortens the prompt to
// "Введите число": the suite's entry frame has numbers, so no frame shows it.
// Rejected by the equivalence judge on the first screen after switching on.

import CalcCore

/// The app's strings, in Russian.
let appStrings = CalculatorStrings(
  code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
  enterNumbers: "Введите число", title: "Калькулятор считает сумму чисел",
  noNumbers: "Числа не вводились", sumPrefix: "Сумма: ", sumTooLarge: "Сумма слишком велика",
  submit: "Посчитать сумму", reset: "Сброс")
