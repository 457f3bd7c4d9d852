import CalcScenarios

/// Feeds arbitrary text to `StepScript.parse`, and checks that every script it
/// accepts reads back the same when written out with `Step.description`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStepScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let steps = try StepScript.parse(text)
    let written = steps.map(\.description).joined(separator: " ")
    let again = try StepScript.parse(written)
    precondition(again == steps, "'\(written)' reads back as the steps it was written from")
  } catch {
    precondition(!error.message.isEmpty, "every error has a message")
  }
  return 0
}
