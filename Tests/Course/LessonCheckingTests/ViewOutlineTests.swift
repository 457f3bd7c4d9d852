import Foundation
import TestSupport
import Testing

@testable import LessonChecking

@Suite("View outlines")
struct ViewOutlineTests {
  @Test(
    "A line gives a view, a modifier, a branch, an end or nothing",
    arguments: [
      ("VStack(spacing: 10) {", "VStack"),
      ("Text(viewModel.state.result)", "Text"),
      ("Button(\"Сброс\") { viewModel.onReset() }", "Button"),
      ("GridRow {", "GridRow"),
      ("gridButtonView(number: 0)", "gridButtonView"),
      (".font(.title)", ".font"),
      (".task {", ".task"),
      ("if viewModel.state.isCalculating {", "if state.isCalculating"),
      ("if state.isLoadingOnStart {", "if state.isLoadingOnStart"),
      ("} else {", "else"),
      ("}", "}"),
      ("await viewModel.onFirstLoading()", nil),
      ("// lesson:after-task begin", nil),
    ] as [(String, String?)])
  func entries(line: String, entry: String?) {
    #expect(ViewOutline.entry(for: line) == entry)
  }

  @Test("A body's outline stops at its closing brace; a text without one has none")
  func body() {
    let text =
      "var body: some View {\n  VStack {\n    Text(\"1\")\n  }\n  .task {\n  }\n}\nText(\"2\")\n"
    #expect(ViewOutline.body(in: text) == ["VStack", "Text", "}", ".task", "}"])
    #expect(ViewOutline.body(in: "var body: some View {\n  Text(\"1\")\n") == nil)
    #expect(ViewOutline.body(in: "let x = 1\n") == nil)
  }

  // lesson:after-drift begin

  @Test("The whole after view has the text port's views and modifiers, plus .task and .onDisappear")
  func afterViewMatchesThePort() throws {
    let root = try TestPackage.root()
    let after = try String(
      contentsOf: root.appendingPathComponent("Lessons/After/ContentView.swift"), encoding: .utf8)
    let port = try String(contentsOf: try Self.portFile(under: root), encoding: .utf8)
    let afterBody = try #require(ViewOutline.body(in: after))
    let portBody = try #require(ViewOutline.body(in: port))
    #expect(afterBody == portBody + [".task", "}", ".onDisappear"])
  }
  // lesson:after-drift end

  /// The text port of the reviewed view, wherever the renderer keeps it under `Sources/`.
  static func portFile(under root: URL) throws -> URL {
    let sources = root.appendingPathComponent("Sources")
    let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
    let path = try #require(paths?.first { $0.hasSuffix("/CalculatorScreen+Grid.swift") })
    return sources.appendingPathComponent(path)
  }
}
