import CalcCommandLine
import Foundation
import LessonReading
import Testing

@testable import LessonTutorials

@Suite("The kit's public types, for tutorials to link")
struct SymbolIndexTests {
  @Test(
    "A public type at the start of a line is found; members, private types and extensions are not")
  func publicTypes() {
    let text = """
      public struct Box: Equatable {
        public struct Inner {}
      }
      @MainActor
      public final class Model {}
      public enum Mode {}
      struct Hidden {}
      extension Box {}
      public func helper() {}
      """
    #expect(SymbolIndex.publicTypes(in: text) == ["Box", "Model", "Mode"])
  }

  @Test("This package's documented modules link their types; TextUI's SwiftUI names stay plain")
  func realPackage() throws {
    let folder = try LessonFolder.locate(from: [URL(fileURLWithPath: #filePath)])
    let index = SymbolIndex(packageRoot: folder.root)
    #expect(index.modules["CalculatorViewModel"] == "CalcCore")
    #expect(index.modules["ManualClock"] == "CalcScenarios")
    #expect(index.modules["Snapshotting"] == "TextSnapshots")
    #expect(index.modules["Grid"] == nil)
  }

  @Test("A code span naming a type becomes a DocC link to its module's page, outside links only")
  func links() {
    var prose = TutorialProse(slugs: [:])
    prose.symbols = SymbolIndex(modules: ["ManualClock": "CalcScenarios"])
    #expect(
      prose.linkingSymbols("A `ManualClock`, not `clock`.")
        == "A ``/CalcScenarios/ManualClock``, not `clock`.")
    #expect(prose.linkingSymbols("[the `ManualClock`](x)") == "[the `ManualClock`](x)")
  }
}
