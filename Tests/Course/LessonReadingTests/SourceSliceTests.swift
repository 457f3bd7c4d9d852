import Testing

@testable import LessonReading

@Suite("Source slices")
struct SourceSliceTests {
  let source = """
    struct A {
      // lesson:outer begin

      @Test("a")
      func a() {
        // lesson:inner begin
        run()
        // lesson:inner end
      }

      // lesson:outer end
      // lesson:open begin
    }
    """

  @Test("Cuts between the markers, without inner markers, blank ends or shared indentation")
  func marked() {
    #expect(
      SourceSlice.marked("outer", in: source)
        == .success(["@Test(\"a\")", "func a() {", "  run()", "}"]))
    #expect(SourceSlice.marked("inner", in: source) == .success(["run()"]))
  }

  @Test("Names the known markers for an unknown one, and the line of an unterminated one")
  func failures() {
    #expect(
      SourceSlice.marked("nope", in: source)
        == .failure(.unknownMarker(known: ["outer", "inner", "open"])))
    #expect(SourceSlice.marked("open", in: source) == .failure(.unterminated(line: 12)))
  }
}
