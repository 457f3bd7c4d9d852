import Testing

@testable import TextUI

@Suite("Stack spacing")
struct StackSpacingTests {
  /// A row's preferred spacing, its gaps, its content and its columns, and the spacing it gets.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let preferred: Int
    let gaps: Int
    let content: Int
    let available: Int
    let spacing: Int

    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "a row with room keeps its spacing", preferred: 2, gaps: 2, content: 10,
      available: 14, spacing: 2),
    Case(
      name: "a row short of columns shares what is left between its gaps", preferred: 2,
      gaps: 2, content: 10, available: 13, spacing: 1),
    Case(
      name: "a row with less than a column a gap has no spacing", preferred: 2, gaps: 2,
      content: 10, available: 11, spacing: 0),
    Case(
      name: "a row too wide even without spacing keeps one column between its views",
      preferred: 2, gaps: 3, content: 50, available: 40, spacing: 1),
    Case(
      name: "a row too wide that asked for no spacing gets none", preferred: 0, gaps: 3,
      content: 50, available: 40, spacing: 0),
    Case(
      name: "one view has no gaps and keeps the spacing it asked for", preferred: 2, gaps: 0,
      content: 50, available: 10, spacing: 2),
    Case(
      name: "a negative spacing is none", preferred: -3, gaps: 2, content: 10, available: 20,
      spacing: 0),
  ]

  @Test("A row gives up its spacing before its views get narrower", arguments: cases)
  func squeezed(row: Case) {
    let spacing = StackSpacing.squeezed(
      row.preferred, gaps: row.gaps, content: row.content, available: row.available)
    #expect(spacing == row.spacing)
  }
}
