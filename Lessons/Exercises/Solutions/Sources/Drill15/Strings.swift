// Drill 15 · Shorter sum (lesson 10, Lessons/10-snapshots.md): the reference solution.
//
// Reject the entry, whose only change is the shortened title, and the result,
// which holds the wanted sum beside the same unwanted title; put "чисел" back in
// the title, check again, and accept the result that is left.
import CalcCore

/// The app's strings, in Russian.
let appStrings = CalculatorStrings(
  code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
  enterNumbers: "Введите числа", title: "Калькулятор считает сумму чисел",
  noNumbers: "Числа не вводились", sumPrefix: "Сумма: ", sumTooLarge: "Сумма слишком велика",
  submit: "Посчитать сумму", reset: "Сброс")
