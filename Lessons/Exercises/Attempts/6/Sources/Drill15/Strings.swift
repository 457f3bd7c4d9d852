// A drill 15 fix that puts "чисел" back in the title and rewords "Числа не
// вводились", which no frame of the suite shows.
// Rejected by the equivalence judge: after appear, wait 3 s, submit.

import CalcCore

/// The app's strings, in Russian.
let appStrings = CalculatorStrings(
  code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
  enterNumbers: "Введите числа", title: "Калькулятор считает сумму чисел",
  noNumbers: "Числа не введены", sumPrefix: "Сумма: ", sumTooLarge: "Сумма слишком велика",
  submit: "Посчитать сумму", reset: "Сброс")
