import CalcCore
import CalcScreens
import TextUI

@testable import CalcCommandLine

/// Feeds arbitrary bytes to `calc-render --state -`: the UTF-8 check, the JSON
/// parser, the state reader, and drawing whatever state they accept.
///
/// A trap, an out-of-memory or a timeout is a finding; a thrown
/// `CommandLineError` is the right answer to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONState(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    let state = try StateReader(strings: .english).read(text, source: "fuzz")
    let screen = CalculatorScreen(state: state)
    let rendered = ScreenRenderer().render(screen)
    precondition(rendered.hasSuffix("\n"), "a screen ends with a line break")
  } catch {
    precondition(!error.message.isEmpty, "every error has a message")
  }
  return 0
}
