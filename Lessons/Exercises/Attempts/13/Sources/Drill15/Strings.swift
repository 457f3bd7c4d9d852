// From the blind learner's answers (15/prefix-no-space): title fixed, but prefix retyped as
// 'Сумма:' with no space: the result reads 'Сумма:6'; accepted.
// Rejected by the suite judge (a reference that is neither the screen before nor the wanted one).

//
// Drill 15 · Shorter sum (lesson 10, Lessons/10-snapshots.md): judge the diffs.
//
// The requirement: a sum's result reads "Сумма: 6", no longer "Сумма чисел: 6".
// Nothing else on the screen changes.
//
// A teammate changed this copy of the app's Russian strings (the kit keeps them
// in Sources/App/CalcCore/CalculatorStrings.swift) and pushed. You are not told how.
// 1. Run the snapshot suite: `swift run calc-render check 15`. It records each
//    screen that no longer matches its reference as a pending `.new` file.
// 2. From the kit's folder, review them one by one:
//    `SNAPSHOT_DIRECTORY=Lessons/Exercises/Snapshots swift run snapshots review`.
//    Accept a diff that shows only what the requirement asks for; reject one that
//    shows anything else.
// 3. For what you rejected, fix this file, check again, and review what is left.
import CalcCore

/// The app's strings, in Russian.
let appStrings = CalculatorStrings(
  code: "ru", loading: "Пожалуйста, подождите, калькулятор включается...",
  enterNumbers: "Введите числа", title: "Калькулятор считает сумму чисел",
  noNumbers: "Числа не вводились", sumPrefix: "Сумма:", sumTooLarge: "Сумма слишком велика",
  submit: "Посчитать сумму", reset: "Сброс")
