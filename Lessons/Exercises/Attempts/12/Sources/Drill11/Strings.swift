// From the blind learner's answers (11/cyrillic-e-reset): fixed English reset as 'Rеset' typed
// with a Cyrillic е (U+0435, keyboard left on Russian), then accepted the resulting en diffs
// because the rows look identical.
// Rejected by the suite judge (a reference that is neither the screen before nor the wanted one).

//
// Drill 11 · Reset label (lesson 10, Lessons/10-snapshots.md): judge the diffs.
//
// The requirement: the reset button says "Очистить" on Russian screens. English
// screens keep "Reset".
//
// A teammate changed this copy of the app's strings (the kit keeps them in
// Sources/App/CalcCore/CalculatorStrings.swift) and pushed. You are not told how.
// 1. Run the snapshot suite: `swift run calc-render check 11`. It records each
//    screen that no longer matches its reference as a pending `.new` file.
// 2. From the kit's folder, review them one by one:
//    `SNAPSHOT_DIRECTORY=Lessons/Exercises/Snapshots swift run snapshots review`.
//    Accept a diff that shows only what the requirement asks for; reject one that
//    shows anything else.
// 3. For what you rejected, fix this file, and check again.
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
    sumTooLarge: "The sum is too large", submit: "Calculate the sum", reset: "Rеset"),
]
