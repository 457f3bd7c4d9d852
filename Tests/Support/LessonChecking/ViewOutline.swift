import LessonReading

/// The outline of a SwiftUI `body`: its views, modifiers and branches, in order,
/// read from source text without compiling it.
///
/// It lets a test hold `Lessons/After/ContentView.swift`, which needs SwiftUI,
/// against the kit's text port of the same view. Each line of the body gives at
/// most one entry: `VStack`, `Text`, `gridButtonView` for a view or a helper
/// that makes one; `.font` for a modifier; `if CONDITION` and `else` for a
/// branch; `}` for the end of a block. Arguments are left out, so `Text("Сброс")`
/// and `Text(strings.reset)` are both `Text`. A condition reads the state the
/// same way in both: the SwiftUI view reads `viewModel.state`, the port is handed
/// `state`, so `if viewModel.state.isCalculating` is `if state.isCalculating`.
///
/// ```swift
/// let source = "var body: some View {\n  Text(\"1\")\n    .font(.title)\n}\n"
/// print(ViewOutline.body(in: source) ?? [])
/// // Prints ["Text", ".font"]
/// ```
package enum ViewOutline {
  /// The outline of the first `… some View {` block in the text; `nil` when it has none.
  package static func body(in text: String) -> [String]? {
    let lines = MarkdownDocument.lines(of: text).map(\.trimmedLine)
    guard let start = lines.firstIndex(where: { $0.hasSuffix("some View {") }) else { return nil }
    var entries: [String] = []
    var depth = 1
    for line in lines[(start + 1)...] {
      depth += line.count(where: { $0 == "{" }) - line.count(where: { $0 == "}" })
      guard depth > 0 else { return entries }
      if let entry = entry(for: line) { entries.append(entry) }
    }
    return nil
  }

  /// The entry one trimmed line gives, if any.
  package static func entry(for line: String) -> String? {
    if line == "}" { return "}" }
    if line.hasPrefix("} else") { return "else" }
    if line.hasPrefix("if "), line.hasSuffix("{") {
      return String(line.dropLast()).trimmedLine.replacing("viewModel.state.", with: "state.")
    }
    if line.hasPrefix(".") {
      return "." + String(line.dropFirst().prefix { $0.isLetter || $0.isNumber })
    }
    let name = line.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let rest = line.dropFirst(name.count)
    guard !name.isEmpty, rest.hasPrefix("(") || rest.hasPrefix(" {") || rest.hasPrefix("{")
    else { return nil }
    return String(name)
  }
}
