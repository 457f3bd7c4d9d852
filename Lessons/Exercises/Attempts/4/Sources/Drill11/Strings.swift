// A wrong fix for drill 11: both tables say "Сброс" again, the requirement
// undone along with the regression.

import CalcCore

/// The app's strings: Russian, the seed's, then English.
let appStrings: [CalculatorStrings] = [
  CalculatorStrings(
    code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
    enterNumbers: "Введите числа", title: "Калькулятор считает сумму чисел",
    noNumbers: "Числа не вводились", sumPrefix: "Сумма чисел: ",
    sumTooLarge: "Сумма слишком велика", submit: "Посчитать сумму", reset: "Сброс"),
  CalculatorStrings(
    code: "en", loading: "Please wait, the calculator is switching on...",
    enterNumbers: "Enter numbers", title: "The calculator adds numbers up",
    noNumbers: "No numbers were entered", sumPrefix: "Sum of numbers: ",
    sumTooLarge: "The sum is too large", submit: "Calculate the sum", reset: "Reset"),
]
