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

// lesson:after-view begin
struct ContentView: View {
    // The view keeps this model as long as it keeps its identity: hidden
    // behind another tab or a pushed view, it keeps it; removed (popped,
    // dismissed, an `if` turning false, a new `.id`), it loses it, and a view
    // shown there again starts with a new model.
    // lesson:after-state begin
    // `@State` keeps the first model SwiftUI stores for this view. Built with
    // Xcode 26 or earlier, `@State` is a property wrapper that evaluates this
    // default value each time the view value is created (from Xcode 27 it is a
    // macro that evaluates it once), so the initializer does no work: it only
    // sets the starting data.
    @State private var viewModel = CalculatorViewModel()
    // lesson:after-state end

    var body: some View {
        // lesson:after-body begin
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

                    Button("Посчитать сумму") { viewModel.onSubmit() }
                        .font(.title)

                    Button("Сброс") { viewModel.onReset() }
                        .font(.title)
                }
                // lesson:after-keypad end
            }
        }
        // lesson:after-body end
        // lesson:after-task begin
        .task {
            await viewModel.onFirstLoading()
        }
        // lesson:after-task end
    }

    func gridButtonView(number: Int) -> some View {
        Button(String(number)) { viewModel.onAddNumber(number) }
            .font(.title)
    }
}
// lesson:after-view end

// lesson:after-data begin
// The data the screen draws and the view model decides from.
struct CalculatorData {
    var isLoadingOnStart = true
    var numbers: [Int] = []
    var result = "Введите числа"
    var isCalculating = false
}
// lesson:after-data end

// lesson:after-model begin
// Receives every event from the view and decides how the data changes.
//
// `@MainActor`: the view reads `state` on the main actor, and every task this
// model starts inherits the main actor, so all reads and writes happen there.
// `@Observable`: SwiftUI re-renders the views whose `body` read `state`.
@MainActor
@Observable
final class CalculatorViewModel {
    private(set) var state = CalculatorData()

    // lesson:after-loading begin
    // Called from `.task`: SwiftUI cancels it if the view disappears first.
    // A hidden view keeps this model, which stays loading until the view
    // appears again; a removed view's model goes with it, and a new view loads
    // its own new model from the start.
    func onFirstLoading() async {
        guard state.isLoadingOnStart else { return }
        do {
            try await Task.sleep(for: .seconds(3))
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

    func onSubmit() {
        guard !state.isLoadingOnStart, !state.isCalculating else { return }
        guard !state.numbers.isEmpty else {
            state.result = "Числа не вводились"
            return
        }

        state.isCalculating = true
        // A button's action is synchronous, so it starts a task. Nothing
        // cancels it when the view is hidden or removed: the sum arrives
        // anyway, and if the view was removed, into this discarded model,
        // which the task keeps alive until it ends and no screen shows.
        Task { await calculateSum() }
    }

    // lesson:after-reset begin
    func onReset() {
        guard !state.isLoadingOnStart, !state.isCalculating else { return }

        state.numbers = []
        state.result = "Введите числа"
    }
    // lesson:after-reset end

    private func calculateSum() async {
        // Whatever happens below, the calculator never stays "calculating".
        defer { state.isCalculating = false }
        do {
            try await Task.sleep(for: .seconds(3))
        } catch {
            return
        }
        // lesson:after-sum begin
        let sum = state.numbers.reduce(0, +)
        state.result = "Сумма чисел: \(sum)"
        // lesson:after-sum end
        state.numbers = []
    }
}
// lesson:after-model end

#Preview {
    ContentView()
}
