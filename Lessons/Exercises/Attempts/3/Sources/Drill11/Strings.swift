// A wrong fix for drill 11: the English reset button says "Clear", a word of
// someone's own, not the "Reset" the English screens had.

import CalcCore

/// The app's strings: Russian, the seed's, then English.
let appStrings: [CalculatorStrings] = [
  CalculatorStrings(
    code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
    enterNumbers: "Введите числа", title: "Калькулятор считает сумму чисел",
    noNumbers: "Числа не вводились", sumPrefix: "Сумма чисел: ",
    sumTooLarge: "Сумма слишком велика", submit: "Посчитать сумму", reset: "Очистить"),
  CalculatorStrings(
    code: "en", loading: "Please wait, the calculator is switching on...",
    enterNumbers: "Enter numbers", title: "The calculator adds numbers up",
    noNumbers: "No numbers were entered", sumPrefix: "Sum of numbers: ",
    sumTooLarge: "The sum is too large", submit: "Calculate the sum", reset: "Clear"),
]
