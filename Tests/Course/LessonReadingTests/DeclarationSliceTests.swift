import Testing

@testable import LessonReading

@Suite("Declarations quoted by name")
struct DeclarationSliceTests {
  let source = """
    import Observation

    // A plain comment above a type is not its doc comment.
    /// A model.
    @MainActor
    final class Model {
      var ready = false

      /// Taps once.
      ///
      /// Ignored until ready.
      @discardableResult
      func tap() -> Bool {
        guard ready else { return false }
        // lesson:inside begin
        ready = false
        // lesson:inside end
        return true
      }

      func tap(_ times: Int) {}

      struct Inner {
        /// Runs.
        static func run(after delay: Int) {
          _ = delay
        }
      }
    }

    extension Model {
      func reset() {}
    }

    struct Total {
      static func + (total: Total, number: Int) -> Total { total }
    }

    """

  @Test(
    "A declaration is found by its name, its labels or the types around it",
    arguments: ["tap()", "Model.tap()"])
  func found(name: String) {
    #expect(
      SourceSlice.declaration(name, in: source)
        == .success([
          "/// Taps once.",
          "///",
          "/// Ignored until ready.",
          "@discardableResult",
          "func tap() -> Bool {",
          "  guard ready else { return false }",
          "  ready = false",
          "  return true",
          "}",
        ]))
  }

  @Test("A type comes with its doc comment and attributes, not a plain comment above them")
  func withDocComment() throws {
    let lines = try SourceSlice.declaration("Model", in: source).get()
    #expect(
      lines.prefix(4) == [
        "/// A model.", "@MainActor", "final class Model {", "  var ready = false",
      ])
    #expect(lines.last == "}")
    #expect(!lines.contains { $0.contains("lesson:") }, "markers inside are left out")
  }

  @Test(
    "A member of a nested type, of an extension, or an operator is named as Swift spells it",
    arguments: [
      (
        "Model.Inner.run(after:)",
        ["/// Runs.", "static func run(after delay: Int) {", "  _ = delay", "}"]
      ),
      ("Inner.run", ["/// Runs.", "static func run(after delay: Int) {", "  _ = delay", "}"]),
      ("Model.reset()", ["func reset() {}"]),
      ("Total.+(_:_:)", ["static func + (total: Total, number: Int) -> Total { total }"]),
      ("+", ["static func + (total: Total, number: Int) -> Total { total }"]),
    ])
  func named(name: String, lines: [String]) {
    #expect(SourceSlice.declaration(name, in: source) == .success(lines))
  }

  @Test("A name without labels that fits overloads is an error naming each of them")
  func overloads() {
    #expect(
      SourceSlice.declaration("tap", in: source)
        == .failure(
          .ambiguous(candidates: [
            SourceSlice.Candidate(path: "Model.tap()", line: 12),
            SourceSlice.Candidate(path: "Model.tap(_:)", line: 21),
          ])))
    #expect(
      SourceSlice.declaration("tap(_:)", in: source) == .success(["func tap(_ times: Int) {}"]))
    let error = LessonError.ambiguousName(
      file: "Lessons/01-a.md", line: 3, path: "Sources/Model.swift", name: "tap",
      candidates: [
        SourceSlice.Candidate(path: "Model.tap()", line: 12),
        SourceSlice.Candidate(path: "Model.tap(_:)", line: 21),
      ])
    #expect(
      error.message
        == "Lessons/01-a.md:3: 'tap' names 2 declarations in Sources/Model.swift: "
        + "Model.tap() at line 12, Model.tap(_:) at line 21; "
        + "add the labels or the type around it to name one")
  }

  @Test("A missing name is an error naming the file, the name and the nearest name")
  func missing() {
    #expect(
      SourceSlice.declaration("tapp()", in: source)
        == .failure(.unknownName(markers: ["inside"], suggestion: "tap()")))
    #expect(
      SourceSlice.declaration("Modle.tap()", in: source)
        == .failure(.unknownName(markers: ["inside"], suggestion: "Model.tap()")))
    #expect(
      SourceSlice.declaration("nothingLikeIt", in: source)
        == .failure(.unknownName(markers: ["inside"], suggestion: nil)))
    let error = LessonError.unknownName(
      file: "Lessons/01-a.md", line: 3, path: "Sources/Model.swift", name: "nothingLikeIt",
      markers: ["inside"], suggestion: nil)
    #expect(
      error.message
        == "Lessons/01-a.md:3: no marker or declaration 'nothingLikeIt' in Sources/Model.swift; "
        + "its markers are inside")
  }

  @Test("A type's own declaration is its name; an extension is named when the type is elsewhere")
  func extensions() throws {
    #expect(try SourceSlice.declaration("Model", in: source).get().contains("/// A model."))
    #expect(
      SourceSlice.declaration("Model", in: "extension Model {\n  func f() {}\n}\n")
        == .success(["extension Model {", "  func f() {}", "}"]))
  }

  @Test("A name is a marker's when the file has that marker, and a declaration's otherwise")
  func markersFirst() {
    #expect(SourceSlice.quoted("inside", in: source) == .success(["ready = false"]))
    #expect(
      SourceSlice.quoted("tap(_:)", in: source) == .success(["func tap(_ times: Int) {}"]))
  }

  @Test("Swift the scanner cannot read is an error at its line")
  func unreadable() {
    #expect(
      SourceSlice.declaration("f()", in: "func f() {}\nlet s = \"open\n")
        == .failure(.unreadableSwift(line: 2)))
  }
}
