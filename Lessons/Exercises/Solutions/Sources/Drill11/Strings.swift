// Drill 11 · Reset label (lesson 10, Lessons/10-snapshots.md): the reference solution.
//
// Accept the Russian screens, whose diffs show only the new label; reject the
// English ones, whose reset button reads "Очистить" too, and give the English
// table its own "Reset" back.
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
    sumTooLarge: "The sum is too large", submit: "Calculate the sum", reset: "Reset"),
]
