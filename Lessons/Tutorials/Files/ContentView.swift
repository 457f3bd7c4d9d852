//
//  ContentView.swift
// tutorial: until reviewed
//  SwiftUIArchitectureSample
//
//  Created by Ivan Andreyshev on 26.09.2024.
// tutorial: from reviewed
//  The seed's screen after the review, whole, as you would write it in Xcode.
//
//  Plain SwiftUI for iOS 17 or macOS 14 (Observation), not compiled in this
//  package. Lessons quote it by its `lesson:` sections, and a test holds the
//  views and modifiers of `body` equal to the kit's text port in
//  `CalculatorScreen+Grid.swift`, so the two cannot drift apart. The port has
//  no `.task`: there the scenario runner plays SwiftUI's part and starts the
//  load.
// tutorial: end
//

import SwiftUI

// tutorial: until observable
// View экрана
//
// Задачи:
// - Рисует экран
//
// Максимально глупый компонент: только рисует дизайн по стейту и передает все события
// от пользователя во ViewModel, чтобы та принимала решения по изменению стейта
//
// Важно чтобы поле viewModel отмечалось аннотацией @StateObject
// с помощью этого будет происходить перерисовка экрана при изменении состояния
//
// tutorial: end
struct ContentView: View {
    // tutorial: until observable
    @StateObject
    private var viewModel = CalcViewModel()
    // tutorial: from reviewed
    // The view keeps this model as long as it keeps its identity: hidden
    // behind another tab or a pushed view, it keeps it; removed (popped,
    // dismissed, an `if` turning false, a new `.id`), it loses it, and a view
    // shown there again starts with a new model.
    // tutorial: from state
    // `@State` keeps the first model SwiftUI stores for this view. Built with
    // Xcode 26 or earlier, it creates one each time the view value is created;
    // with Xcode 27's `State()` macro, once. Either way the initializer only
    // sets the starting data, and the work starts in `.task`.
    // tutorial: from observable
    @State private var viewModel = CalculatorViewModel()
    // tutorial: end

    var body: some View {
        // tutorial: until grid-spacing
        VStack {
            if viewModel.state.isLoadingOnStart {
                ProgressView()
                Spacer().frame(height: 20)
        // tutorial: from grid-spacing
        VStack(spacing: 10) {
            if viewModel.state.isLoadingOnStart {
                ProgressView()
        // tutorial: end
                Text("Пожалуйста, подождите, калькулятор включается...")
                    .multilineTextAlignment(.center)
            } else {
                if viewModel.state.isCalculating {
                    ProgressView()
                } else {
                    Text(viewModel.state.result)
                        .font(.title)
                }

                // tutorial: until grid-spacing
                Spacer().frame(height: 10)

                // tutorial: end
                Text("Калькулятор считает сумму чисел")

                // tutorial: until grid-keypad
                Spacer().frame(height: 40)

                VStack {
                    HStack(spacing: 20) {
                        numberButtonView(number: 1)
                        numberButtonView(number: 2)
                        numberButtonView(number: 3)
                    }

                    Spacer().frame(height: 20)

                    HStack(spacing: 20) {
                        numberButtonView(number: 4)
                        numberButtonView(number: 5)
                        numberButtonView(number: 6)
                    }

                    Spacer().frame(height: 20)

                    HStack(spacing: 20) {
                        numberButtonView(number: 7)
                        numberButtonView(number: 8)
                        numberButtonView(number: 9)
                    }

                    Spacer().frame(height: 20)

                    numberButtonView(number: 0)

                    Spacer().frame(height: 20)

                    Button("Посчитать сумму") { viewModel.onSubmit() }
                        .font(.title)

                    Spacer().frame(height: 20)

                    Button("Сброс") { viewModel.onReset() }
                        .font(.title)
                }
                // tutorial: from grid-keypad
                Grid(horizontalSpacing: 20, verticalSpacing: 10) {
                    GridRow {
                        gridButtonView(number: 1)
                        gridButtonView(number: 2)
                        gridButtonView(number: 3)
                    }
                    GridRow {
                        gridButtonView(number: 4)
                        gridButtonView(number: 5)
                        gridButtonView(number: 6)
                    }
                    GridRow {
                        gridButtonView(number: 7)
                        gridButtonView(number: 8)
                        gridButtonView(number: 9)
                    }
                    GridRow {
                        gridButtonView(number: 0)
                            .gridCellColumns(3)
                    }
                }

                actionButtonView("Посчитать сумму") { viewModel.onSubmit() }

                actionButtonView("Сброс") { viewModel.onReset() }
                // tutorial: end
            }
        }
        // tutorial: until task
        .onAppear {
            viewModel.onFirstLoading()
        }
        // tutorial: from task
        .task {
            await viewModel.onFirstLoading()
        }
        // tutorial: from task-calculate
        .onDisappear { viewModel.onDisappear() }
        // tutorial: end
    }

    // tutorial: until grid-keypad
    func numberButtonView(number: Int) -> some View {
        return Button(String(number)) { viewModel.onAddNumber(number) }
            .font(.title)
            .frame(width: 30)
    }
    // tutorial: from grid-keypad
    // A key's label fills at least 44 by 44 points, the smallest target Apple's
    // Human Interface Guidelines ask for, and all of it takes taps.
    func gridButtonView(number: Int) -> some View {
        Button {
            viewModel.onAddNumber(number)
        } label: {
            Text(String(number))
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(.rect)
        }
        .font(.title)
    }

    // Submit and Reset: a label at least 44 points tall, as a key's, all of
    // it taking taps.
    func actionButtonView(_ title: String, action: @escaping @MainActor () -> Void) -> some View {
        Button(action: action) {
            Text(title)
                .frame(minHeight: 44)
                .contentShape(.rect)
        }
        .font(.title)
    }
    // tutorial: end
}

// tutorial: until naming
// Состояние экрана
//
// Задачи:
// - хранить данные для отображения
// - хранить данные для определения бизнес логики
//
struct CalcState {
// tutorial: from naming
// The data the screen draws and the view model decides from.
struct CalculatorData {
// tutorial: end
    var isLoadingOnStart = true
    var numbers: [Int] = []
    var result = "Введите числа"
    var isCalculating = false
}

// tutorial: until observable
// ViewModel экрана
//
// Задачи:
// - Содержит бизнес-логику экрана (в простейшем случае)
// - Получает вызовы от View и принимает решение что с ними делать
// - Обновляет состояние экрана
//
// Любой ввод от пользователя попадает во ViewModel и внутри нее происходит
// какая-то логика, а затем изменение состояния
//
// Важно чтобы ViewModel наследовалась от ObservableObject, а State отмечался
// аннотацией @Published
//
class CalcViewModel: ObservableObject {
    @Published
    // tutorial: until naming
    var state: CalcState = .init()
    // tutorial: from naming until observable
    var state: CalculatorData = .init()
    // tutorial: from observable
// Receives every event from the view and decides how the data changes.
//
// `@MainActor`: the view reads `state` on the main actor, and every task this
// model starts inherits the main actor, so all reads and writes happen there.
// `@Observable`: SwiftUI re-renders the views whose `body` read `state`.
@MainActor
@Observable
final class CalculatorViewModel {
    private(set) var state = CalculatorData()
    // tutorial: from time-clock

    // Every wait goes through this clock: the real one in the app, a manual
    // one in a test, which then moves time instead of sleeping (lesson 9).
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }
    // tutorial: end

    // tutorial: until task
    func onFirstLoading() {
        // Task используется когда нужно выполнить длительные операции, чтобы
        // не блокировать UI-поток и интерфейс не зависал
        Task {
            // Имитация первой загрузки
            try await Task.sleep(nanoseconds: UInt64(3 * Double(NSEC_PER_SEC)))
            state.isLoadingOnStart = false
        }
    }
    // tutorial: from task
    // Called from `.task`, which SwiftUI cancels when the view disappears: a
    // cancelled load returns, and the next appearance loads again.
    func onFirstLoading() async {
        guard state.isLoadingOnStart else { return }
        do {
            // tutorial: from task until time-clock
            try await Task.sleep(for: .seconds(3))
            // tutorial: from time-clock
            try await clock.sleep(for: .seconds(3))
            // tutorial: from task
        } catch {
            return
        }
        state.isLoadingOnStart = false
    }
    // tutorial: end

    func onAddNumber(_ number: Int) {
        // tutorial: until guard-tap
        if state.isCalculating {
            return
        }
        // tutorial: from guard-tap
        guard !state.isLoadingOnStart, !state.isCalculating else { return }
        // tutorial: end

        state.numbers.append(number)
        state.result = state.numbers
            .map { String($0) }
            .joined(separator: " + ")
    }

    // tutorial: until task-calculate
    func onSubmit() {
    // tutorial: from task-calculate
    // The calculation this model started; it owns the task, so it can stop it.
    private var calculation: Task<Void, Never>?

    // A button's action is synchronous, so it starts a task. The model keeps
    // it, and returns it so a test can await it. Reset is ignored while it
    // runs, as in the seed.
    @discardableResult
    func onSubmit() -> Task<Void, Never>? {
    // tutorial: end
        // tutorial: until guard-submit
        // Запрещаем что-то делать, если вычисление уже в процессе
        if state.isCalculating {
            return
        }
        // tutorial: from guard-submit until task-calculate
        guard !state.isLoadingOnStart, !state.isCalculating else { return }
        guard !state.numbers.isEmpty else {
            state.result = "Числа не вводились"
            return
        }
        // tutorial: from task-calculate
        guard !state.isLoadingOnStart, !state.isCalculating else { return nil }
        guard !state.numbers.isEmpty else {
            state.result = "Числа не вводились"
            return nil
        }
        // tutorial: end

        state.isCalculating = true
        // tutorial: until task-calculate

        // Task используется когда нужно выполнить длительные операции, чтобы
        // не блокировать UI-поток и интерфейс не зависал
        Task {
            // tutorial: until guard-submit
            if state.numbers.isEmpty {
                state.result = "Числа не вводились"
            } else {
                // Имитация
                // Как будто наше вычисление делается долго
                try await Task.sleep(nanoseconds: UInt64(3 * Double(NSEC_PER_SEC)))

                var sum = 0
                state.numbers.forEach {
                    sum += $0
                }
                state.result = "Сумма чисел: \(sum)"
                state.numbers = []
            }
            // tutorial: from guard-submit until reduce
            // Имитация
            // Как будто наше вычисление делается долго
            try await Task.sleep(nanoseconds: UInt64(3 * Double(NSEC_PER_SEC)))

            var sum = 0
            state.numbers.forEach {
                sum += $0
            }
            state.result = "Сумма чисел: \(sum)"
            state.numbers = []
            // tutorial: from reduce until task
            // Имитация
            // Как будто наше вычисление делается долго
            try await Task.sleep(nanoseconds: UInt64(3 * Double(NSEC_PER_SEC)))

            let sum = state.numbers.reduce(0, +)
            state.result = "Сумма чисел: \(sum)"
            state.numbers = []
            // tutorial: from task until task-calculate
            // Как будто наше вычисление делается долго
            try await Task.sleep(for: .seconds(3))

            let sum = state.numbers.reduce(0, +)
            state.result = "Сумма чисел: \(sum)"
            state.numbers = []
            // tutorial: until task-calculate

            state.isCalculating = false
        }
        // tutorial: from task-calculate
        let calculation = Task { await calculateSum() }
        self.calculation = calculation
        return calculation
        // tutorial: end
    }
    // tutorial: from task-calculate

    // Called from `.onDisappear`: the view owns the calculation as its `.task`
    // owns the loading. Hidden or removed mid-sum, the view's sum stops and
    // the entry stays, so no task writes into a model that no screen shows.
    func onDisappear() {
        calculation?.cancel()
        calculation = nil
    }
    // tutorial: end

    func onReset() {
        // tutorial: until guard-reset
        if state.isCalculating {
            return
        }
        // tutorial: from guard-reset
        guard !state.isLoadingOnStart, !state.isCalculating else { return }
        // tutorial: end

        state.numbers = []
        state.result = "Введите числа"
    }
    // tutorial: from task-calculate

    private func calculateSum() async {
        // Whatever happens below, the calculator never stays "calculating".
        defer { state.isCalculating = false }
        do {
            // tutorial: from task-calculate until time-clock
            try await Task.sleep(for: .seconds(3))
            // tutorial: from time-clock
            try await clock.sleep(for: .seconds(3))
            // tutorial: from task-calculate
        } catch {
            return  // cancelled: the entry stays, and so does its text
        }
        let sum = state.numbers.reduce(0, +)
        state.result = "Сумма чисел: \(sum)"
        state.numbers = []
    }
    // tutorial: end
}

#Preview {
    ContentView()
}
