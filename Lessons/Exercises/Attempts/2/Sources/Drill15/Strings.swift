// A wrong fix for drill 15: the title and the sum both as they were.

import CalcCore

/// The app's strings, in Russian.
let appStrings = CalculatorStrings(
  code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
  enterNumbers: "Введите числа", title: "Калькулятор считает сумму чисел",
  noNumbers: "Числа не вводились", sumPrefix: "Сумма чисел: ", sumTooLarge: "Сумма слишком велика",
  submit: "Посчитать сумму", reset: "Сброс")
