import Testing

@testable import CalcCommandLine

@Suite("Screen painter")
struct ScreenPainterTests {
  let screen = "+--+\n|ab|\n+--+\n"

  @Test("Without colour writes the screen and the help line as they are")
  func plain() {
    let frame = ScreenPainter(colour: false).frame(screen: screen)
    #expect(frame == "\u{1B}[H\u{1B}[2J+--+\n|ab|\n+--+\n" + Key.help + "\n")
  }

  @Test("With colour paints the border and dims the help, leaving the text alone")
  func coloured() {
    let frame = ScreenPainter(colour: true).frame(screen: screen)
    let cyan = "\u{1B}[36m"
    let reset = "\u{1B}[0m"
    #expect(
      frame
        == "\u{1B}[H\u{1B}[2J\(cyan)+--+\(reset)\n\(cyan)|\(reset)ab\(cyan)|\(reset)\n"
        + "\(cyan)+--+\(reset)\n\u{1B}[2m\(Key.help)\(reset)\n")
  }
}
