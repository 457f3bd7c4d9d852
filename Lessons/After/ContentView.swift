//
//  ContentView.swift
//  The seed's screen after the review, whole, as you would write it in Xcode.
//
//  Plain SwiftUI for iOS 17 or macOS 14 (Observation), not compiled in this
//  package. Lessons quote it by its `lesson:` sections, and a test holds the
//  views and modifiers of `body` equal to the kit's text port in
//  `CalculatorScreen+Grid.swift`, so the two cannot drift apart. The port has
//  no `.task`: there the scenario runner plays SwiftUI's part and starts the
//  load.
//

import SwiftUI

struct ContentView: View {
    // The view keeps this model as long as it keeps its identity: hidden
    // behind another tab or a pushed view, it keeps it; removed (popped,
    // dismissed, an `if` turning false, a new `.id`), it loses it, and a view
    // shown there again starts with a new model.
    // lesson:after-state begin
    // `@State` keeps the first model SwiftUI stores for this view. Built with
    // Xcode 26 or earlier, it creates one each time the view value is created;
    // with Xcode 27's `State()` macro, once. Either way the initializer only
    // sets the starting data, and the work starts in `.task`.
    @State private var viewModel = CalculatorViewModel()
    // lesson:after-state end

    var body: some View {
        VStack(spacing: 10) {
            if viewModel.state.isLoadingOnStart {
                ProgressView()
                Text("Пожалуйста, подождите, калькулятор включается...")
                    .multilineTextAlignment(.center)
            } else {
                if viewModel.state.isCalculating {
                    ProgressView()
                } else {
                    Text(viewModel.state.result)
                        .font(.title)
                }

                Text("Калькулятор считает сумму чисел")

                // lesson:after-keypad begin
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
                // lesson:after-keypad end

                actionButtonView("Посчитать сумму") { viewModel.onSubmit() }

                actionButtonView("Сброс") { viewModel.onReset() }
            }
        }
        .task {
            await viewModel.onFirstLoading()
        }
        .onDisappear { viewModel.onDisappear() }
    }

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
}

// lesson:after-data begin
// The data the screen draws and the view model decides from.
struct CalculatorData {
    var isLoadingOnStart = true
    var numbers: [Int] = []
    var result = "Введите числа"
    var isCalculating = false
}
// lesson:after-data end

// Receives every event from the view and decides how the data changes.
//
// `@MainActor`: the view reads `state` on the main actor, and every task this
// model starts inherits the main actor, so all reads and writes happen there.
// `@Observable`: SwiftUI re-renders the views whose `body` read `state`.
// lesson:after-observable begin
@MainActor
@Observable
final class CalculatorViewModel {
    private(set) var state = CalculatorData()
    // lesson:after-observable end

    // Every wait goes through this clock: the real one in the app, a manual
    // one in a test, which then moves time instead of sleeping (lesson 9).
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    // lesson:after-loading begin
    // Called from `.task`, which SwiftUI cancels when the view disappears: a
    // cancelled load returns, and the next appearance loads again.
    func onFirstLoading() async {
        guard state.isLoadingOnStart else { return }
        do {
            try await clock.sleep(for: .seconds(3))
        } catch {
            return
        }
        state.isLoadingOnStart = false
    }
    // lesson:after-loading end

    func onAddNumber(_ number: Int) {
        guard !state.isLoadingOnStart, !state.isCalculating else { return }

        state.numbers.append(number)
        state.result = state.numbers
            .map { String($0) }
            .joined(separator: " + ")
    }

    // The calculation this model started; it owns the task, so it can stop it.
    private var calculation: Task<Void, Never>?

    // A button's action is synchronous, so it starts a task. The model keeps
    // it, and returns it so a test can await it. Reset is ignored while it
    // runs, as in the seed.
    @discardableResult
    func onSubmit() -> Task<Void, Never>? {
        guard !state.isLoadingOnStart, !state.isCalculating else { return nil }
        guard !state.numbers.isEmpty else {
            state.result = "Числа не вводились"
            return nil
        }

        state.isCalculating = true
        let calculation = Task { await calculateSum() }
        self.calculation = calculation
        return calculation
    }

    // Called from `.onDisappear`: the view owns the calculation as its `.task`
    // owns the loading. Hidden or removed mid-sum, the view's sum stops and
    // the entry stays, so no task writes into a model that no screen shows.
    func onDisappear() {
        calculation?.cancel()
        calculation = nil
    }

    func onReset() {
        guard !state.isLoadingOnStart, !state.isCalculating else { return }

        state.numbers = []
        state.result = "Введите числа"
    }

    private func calculateSum() async {
        // Whatever happens below, the calculator never stays "calculating".
        defer { state.isCalculating = false }
        do {
            try await clock.sleep(for: .seconds(3))
        } catch {
            return  // cancelled: the entry stays, and so does its text
        }
        // lesson:after-sum begin
        let sum = state.numbers.reduce(0, +)
        state.result = "Сумма чисел: \(sum)"
        // lesson:after-sum end
        state.numbers = []
    }
}

#Preview {
    ContentView()
}
