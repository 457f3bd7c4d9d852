import Foundation

@testable import CalcCommandLine

/// Feeds arbitrary command lines to `calc-render`'s argument parser and, when
/// they parse, builds and draws the request.
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
  let io = CommandIO(
    readFile: { _ in input }, readStandardInput: { input }, write: { _ in },
    writeError: { _ in })
  do {
    let parsed = try OptionReader(options: RenderRequest.options).parse(
      Array(arguments.prefix(16)))
    let screen = try RenderRequest.make(from: parsed, io: io).render()
    precondition(screen.hasSuffix("\n"), "a screen ends with a line break")
  } catch {
    precondition(!error.message.isEmpty, "every error has a message")
  }
  return 0
}
