import CommandLineSupport
import Foundation

@testable import CalcCommandLine

/// Feeds arbitrary command lines to `calc-render`'s argument reader and, when
/// they read, builds and draws the starting screen.
///
/// The input is split at NUL bytes into arguments; `--state` reads the bytes
/// after the last NUL as the file or standard input, so state files are
/// fuzzed together with the options that shape the screen.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  let input = Data(bytes.split(separator: 0, omittingEmptySubsequences: false).last ?? [])
  let console = Console(
    write: { _ in }, readFile: { _ in input }, readStandardInput: { input })
  let command: CalcRender
  do {
    command = try CalcRender.parse(Array(arguments.prefix(16)))
  } catch {
    precondition(!error.text.isEmpty, "every usage error has a message")
    return 0
  }
  do {
    let screen = command.render(try command.startingState(reading: console))
    precondition(screen.hasSuffix("\n"), "a screen ends with a line break")
  } catch {
    precondition(!error.message.isEmpty, "every error has a message")
  }
  return 0
}
