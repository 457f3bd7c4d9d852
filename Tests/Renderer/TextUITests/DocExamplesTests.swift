import TestSupport
import Testing
import TextWidth

@testable import TextUI

// lesson:doc-view begin
struct Greeting: View {
  var body: some View {
    VStack {
      Text("Hello").font(.title)
      Button("OK") {}
    }
  }
}
// lesson:doc-view end

/// The view the grid-cell example calls: a digit's button, as the calculator draws it.
func numberButtonView(number: Int) -> some View {
  Button("\(number)") {}
}

/// Every Swift example in TextUI's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `LessonCheckingTests` holds every doc comment's example equal to a
/// slice. A view example is a slice of a view builder, rendered and checked
/// against what its doc comment says; `print` here records instead of writing.
@Suite("TextUI's doc examples")
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  /// The view a builder makes, so an example can be the builder's body as written.
  func view<Content: View>(@ViewBuilder _ content: () -> Content) -> Content {
    content()
  }

  /// The lines of a view drawn on a screen `width` columns wide, border included.
  func lines(of view: some View, width: Int = 40) -> [String] {
    let screen = ScreenRenderer(options: .init(width: width)).render(view)
    return screen.split(separator: "\n").map(String.init)
  }

  /// The column where `text` starts on the first line that holds it.
  func column(of text: String, in lines: [String]) throws -> Int {
    let line = try #require(lines.first { $0.contains(text) })
    let range = try #require(line.firstRange(of: text))
    return TerminalWidth.columns(of: line[..<range.lowerBound])
  }

  @Test("View: a struct whose body is built from other views")
  func greeting() {
    let body = VStack {
      Text("Hello").font(.title)
      Button("OK") {}
    }
    #expect(lines(of: Greeting()) == lines(of: body))
    #expect(lines(of: Greeting()).contains { $0.contains("[OK]") })
  }

  @Test("Group: an environment modifier on a group applies to every view in it")
  func group() {
    let grouped = view {
      // lesson:doc-group begin
      VStack {
        Group {
          Text("1")
          Text("2")
        }
        .font(.title)
      }
      // lesson:doc-group end
    }
    let each = VStack {
      Text("1").font(.title)
      Text("2").font(.title)
    }
    #expect(lines(of: grouped) == lines(of: each))
  }

  @Test("Grid: a view spanning a row's three columns sits under the middle one")
  func grid() throws {
    let grid = view {
      // lesson:doc-grid begin
      Grid(horizontalSpacing: 20, verticalSpacing: 10) {
        GridRow {
          Button("1") {}
          Button("2") {}
          Button("3") {}
        }
        GridRow {
          Button("0") {}
            .gridCellColumns(3)
        }
      }
      // lesson:doc-grid end
    }
    let drawn = lines(of: grid)
    #expect(try column(of: "[0]", in: drawn) == column(of: "[2]", in: drawn))
    #expect(try column(of: "[2]", in: drawn) - column(of: "[1]", in: drawn) == 3 + 4)
  }

  @Test("gridCellColumns(_:): the spanning view is centred in the columns it spans")
  func gridCellColumns() throws {
    let grid = Grid {
      GridRow {
        numberButtonView(number: 1)
        numberButtonView(number: 2)
        numberButtonView(number: 3)
      }
      // lesson:doc-grid-cell-columns begin
      GridRow {
        numberButtonView(number: 0)
          .gridCellColumns(3)
      }
      // lesson:doc-grid-cell-columns end
    }
    let drawn = lines(of: grid)
    #expect(try column(of: "[0]", in: drawn) == column(of: "[2]", in: drawn))
  }

  @Test("Text: wraps at spaces to the width it is offered, centred")
  func text() {
    let text = view {
      // lesson:doc-text begin
      Text("Калькулятор считает сумму чисел")
        .multilineTextAlignment(.center)
      // lesson:doc-text end
    }
    let drawn = lines(of: text, width: 24)
    #expect(
      Array(drawn.dropFirst(2).prefix(2)) == [
        "| Калькулятор считает  |", "|     сумму чисел      |",
      ])
  }

  @Test("Button: drawn in brackets, with spaces inside in the title font; drawing taps nothing")
  func button() {
    var count = 3
    let button = view {
      // lesson:doc-button begin
      Button("Сброс") { count = 0 }
        .font(.title)
      // lesson:doc-button end
    }
    #expect(lines(of: button).contains { $0.contains("[ Сброс ]") })
    #expect(count == 3)
  }

  @Test("VStack: a spacing of 10 points is one blank line between the views")
  func vStack() throws {
    let stack = view {
      // lesson:doc-vstack begin
      VStack(spacing: 10) {
        Text("1 + 2")
        Text("Калькулятор считает сумму чисел")
      }
      // lesson:doc-vstack end
    }
    let drawn = lines(of: stack)
    let first = try #require(drawn.firstIndex { $0.contains("1 + 2") })
    let second = try #require(drawn.firstIndex { $0.contains("Калькулятор") })
    #expect(second - first == 2)
  }

  @Test("HStack: a spacing of 20 points is four columns between the views")
  func hStack() {
    let row = view {
      // lesson:doc-hstack begin
      HStack(spacing: 20) {
        Button("1") {}
        Button("2") {}
      }
      // lesson:doc-hstack end
    }
    #expect(lines(of: row).contains { $0.contains("[1]    [2]") })
  }

  @Test("ScreenRenderer")
  func screenRenderer() {
    // lesson:doc-screen-renderer begin
    let screen = ScreenRenderer(options: .init(width: 24)).render(Text("Сброс"))
    print(screen, terminator: "")
    // Prints:
    // +----------------------+
    // |                      |
    // |        Сброс         |
    // |                      |
    // +----------------------+
    // lesson:doc-screen-renderer end
    #expect(
      printed.text == """
        +----------------------+
        |                      |
        |        Сброс         |
        |                      |
        +----------------------+

        """)
  }

  @Test("PlacedButton")
  func placedButton() {
    // lesson:doc-placed-button begin
    var taps: [String] = []
    let screen = ScreenRenderer(options: .init(width: 24))
    let buttons = screen.buttons(in: Button("Сброс") { taps.append("reset") })
    buttons.first?.tap()
    print(buttons.map { "\($0.label) at \($0.line):\($0.column)" } + taps)
    // Prints ["Сброс at 2:8", "reset"]
    // lesson:doc-placed-button end
    #expect(printed.lines == [#"["Сброс at 2:8", "reset"]"#])
  }
}
