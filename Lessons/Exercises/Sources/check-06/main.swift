import ExerciseChecking
import TextUI

@testable import Exercise06

let lesson =
  "Lessons/08-grid.md: fixed `Spacer().frame(height:)` gaps become one stack spacing and a `Grid` keypad, whose columns line the keys up without fixed frames."

let recordedPath = "Recorded/06-keypad.txt"

/// What a keypad that differs from the recorded one most likely gets wrong, read from the
/// rows that differ.
func whatDiffers(expected: String, actual: String) -> String {
  let expectedRows = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualRows = actual.split(separator: "\n", omittingEmptySubsequences: false)
  guard expectedRows.count == actualRows.count else {
    return "The rows are \(actualRows.count > expectedRows.count ? "further apart" : "closer") "
      + "than recorded: in a `Grid`, `verticalSpacing:` is the whole gap between two rows, one "
      + "line for every 10 points."
  }
  let differing = zip(expectedRows, actualRows).filter { $0 != $1 }.map(\.0)
  if differing.allSatisfy({ $0.contains("[ 0 ]") }) {
    return "The 0 key is not under the middle column: `.gridCellColumns(3)` makes it one cell "
      + "across all three columns."
  }
  if differing.contains(where: { $0.contains("[ 1 ]") || $0.contains("[ 4 ]") }) {
    return "The keys sit in other columns than recorded: a `Grid` lines its columns up by "
      + "itself, 20 points (4 columns) apart, so the keys need no `.frame(width: 30)`."
  }
  return "Read the two screens side by side: `>` marks each row that differs."
}

/// The keypad as lesson 8 lays it out: one `Grid` of the digit rows, the 0 one cell across
/// three columns, and Submit and Reset after the grid in the stack, not inside it.
struct LessonKeypad: View {
  var body: some View {
    VStack(spacing: 10) {
      Grid(horizontalSpacing: 20, verticalSpacing: 10) {
        GridRow {
          key(1)
          key(2)
          key(3)
        }
        GridRow {
          key(4)
          key(5)
          key(6)
        }
        GridRow {
          key(7)
          key(8)
          key(9)
        }
        GridRow {
          key(0)
            .gridCellColumns(3)
        }
      }
      Button("Посчитать сумму") {}
        .font(.title)
      Button("Сброс") {}
        .font(.title)
    }
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) {}
      .font(.title)
  }
}

/// A view's body, for a view of the learner's own whose parts are in its body.
func body<V: View>(of view: V) -> Any { view.body }

/// The outline of a view: its stacks, grids, rows and cells, one line each, indented by depth.
///
/// A key is `Button "1"`, and a cell across columns says how many. Spacing, fonts
/// and frames are the screen's to show, so the outline leaves them out: it holds what the
/// screen's text cannot tell, which view each key is in.
func outline(_ value: Any) -> [String] {
  let type = String(reflecting: Swift.type(of: value))
  let mirror = Mirror(reflecting: value)
  func child(_ label: String) -> Any? { mirror.children.first { $0.label == label }?.value }
  guard type.hasPrefix("TextUI.") else {
    if let view = value as? any View { return outline(body(of: view)) }
    return []
  }
  let name = String(type.dropFirst("TextUI.".count).prefix { $0 != "<" })
  switch name {
  case "TupleView":
    return child("views").map { Mirror(reflecting: $0).children.flatMap { outline($0.value) } }
      ?? []
  case "ModifiedContent":
    let content = child("content").map(outline) ?? []
    guard let modifier = child("modifier"),
      String(reflecting: Swift.type(of: modifier)).contains("GridCellModifier"),
      let first = content.first
    else { return content }
    let columns = Mirror(reflecting: modifier).children.first.map { "\($0.value)" } ?? "?"
    return [first + " across \(columns) columns"] + content.dropFirst()
  case "Button":
    return ["Button \"\(child("label").map { "\($0)" } ?? "")\""]
  case "Text":
    return ["Text \"\(child("content").map { "\($0)" } ?? "")\""]
  default:
    guard value is any View else { return [] }
    let parts = mirror.children.flatMap { outline($0.value) }
    return [name] + parts.map { "  " + $0 }
  }
}

/// Why a keypad whose outline differs from the lesson's is wrong, read from where it differs.
func outlineAdvice(_ yours: [String]) -> String {
  let gridDepth = yours.first { $0.trimmingCharacters(in: .whitespaces) == "Grid" }
    .map { $0.prefix { $0 == " " }.count }
  let resetDepth = yours.first { $0.contains("Button \"Сброс\"") }
    .map { $0.prefix { $0 == " " }.count }
  if let gridDepth, let resetDepth, resetDepth > gridDepth {
    return "Submit and Reset follow the grid in the stack, not inside it: a view in a `Grid` "
      + "outside any `GridRow` takes a row of its own across every column, a row of a table it "
      + "is not part of. Put the `Grid` and the two buttons in a `VStack(spacing: 10)`."
  }
  if !yours.contains(where: { $0.contains("Button \"0\" across 3 columns") }) {
    return "The 0 key is one cell across the three columns, `.gridCellColumns(3)`, in a "
      + "`GridRow` of its own, not a cell between empty ones or a view outside the grid."
  }
  return "Lay the keypad out as lesson 8 does: a `Grid` with a `GridRow` per row of keys, then "
    + "Submit and Reset after it in the stack."
}

await runChecks([
  Expectation(
    "The keypad matches the recorded screen (\(recordedPath))", judge: .structure, lesson: lesson
  ) {
    let actual = ScreenRenderer().render(Keypad())
    let expected = ExerciseSource.text(recordedPath)
    guard let failure = Failure.unlessSameScreen(expected: expected, actual: actual) else {
      return nil
    }
    return Failure(
      failure.message + " " + whatDiffers(expected: expected, actual: actual),
      details: failure.details)
  },
  Expectation(
    "The keypad is a `Grid` of `GridRow`s, with no fixed spacers", judge: .structure, lesson: lesson
  ) {
    let code = ExerciseSource.code(ofTarget: "Exercise06")
    if !code.contains("Grid(") || !code.contains("GridRow") {
      return Failure("Keypad.swift does not use `Grid` and `GridRow`.")
    }
    return Failure.unless(
      !code.contains("Spacer()"), "Keypad.swift still holds rows apart with `Spacer()`.")
  },
  Expectation(
    "Every key of the recorded screen is a `Button` drawn where it is recorded", judge: .structure,
    lesson: lesson
  ) {
    Structure.failure(
      expected: ExerciseSource.text(recordedPath), named: "the recorded screen",
      buttons: ScreenRenderer().buttons(in: Keypad()))
  },
  Expectation(
    "Each key is in the grid cell lesson 8 gives it, and Submit and Reset follow the grid",
    judge: .structure, lesson: lesson
  ) {
    let yours = outline(Keypad())
    let lessons = outline(LessonKeypad())
    guard yours != lessons else { return nil }
    let same = zip(yours, lessons).prefix { $0 == $1 }.count
    // A line of an outline, and the view it is in.
    let line = { (lines: [String]) -> String in
      guard same < lines.count else { return "nothing" }
      let depth = lines[same].prefix { $0 == " " }.count
      let parent = lines[..<same].last { $0.prefix { $0 == " " }.count < depth }
      return "`\(lines[same].trimmingCharacters(in: .whitespaces))`"
        + (parent.map { " in `\($0.trimmingCharacters(in: .whitespaces))`" } ?? "")
    }
    let (mine, theirs) = (line(yours), line(lessons))
    return Failure(
      "The screen's text matches, but the views under it do not: line \(same + 1) of your "
        + "keypad's outline is \(mine) where the lesson's is \(theirs). " + outlineAdvice(yours),
      details: ["Your keypad's outline, then the lesson's:"] + yours + [""] + lessons)
  },
  // The text port rounds points to cells (10 points a line, 5 a column), so two spacings
  // that draw alike can still differ on a device: the values the views were given are
  // compared, in points.
  Expectation(
    "Every spacing and font is the lesson's, in points", judge: .structure, lesson: lesson
  ) {
    let yours = LayoutPoints.facts(of: Keypad())
    let lessons = LayoutPoints.facts(of: LessonKeypad())
    guard yours != lessons else { return nil }
    let same = zip(yours, lessons).prefix { $0 == $1 }.count
    let mine = same < yours.count ? "`\(yours[same])`" : "nothing more"
    let theirs = same < lessons.count ? "`\(lessons[same])`" : "nothing more"
    return Failure(
      "Your keypad gives \(mine) where the lesson's gives \(theirs). The text port draws "
        + "points in whole lines and columns, so the screen matches, but a device does not: "
        + "lesson 8's keypad says one spacing, 10 points between rows and 20 between columns.",
      details: ["Yours, then the lesson's:"] + yours + [""] + lessons)
  },
])
