// From the third blind learner's answers (11/ru-zero-width-space): the Russian reset label
// ends in a zero-width space (U+200B), invisible in the code's editor; the screen draws it
// as U+FFFD, which the check names with what it stands for.
import CalcCore

/// The app's strings: Russian, the seed's, then English.
let appStrings: [CalculatorStrings] = [
  CalculatorStrings(
    code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
    enterNumbers: "Введите числа", title: "Калькулятор считает сумму чисел",
    noNumbers: "Числа не вводились", sumPrefix: "Сумма чисел: ",
    sumTooLarge: "Сумма слишком велика", submit: "Посчитать сумму", reset: "Очистить\u{200B}"),
  CalculatorStrings(
    code: "en", loading: "Please wait, the calculator is switching on...",
    enterNumbers: "Enter numbers", title: "The calculator adds numbers up",
    noNumbers: "No numbers were entered", sumPrefix: "Sum of numbers: ",
    sumTooLarge: "The sum is too large", submit: "Calculate the sum", reset: "Reset"),
]
