import Foundation
import ProcessRunner
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// Parses many Swift texts with the toolchain's `swiftc -parse` in one run, with bare
/// regex literals as Swift 6 reads them, as the library parses each rewrite first; so
/// a test can check every file it made at the cost of one compiler process.
enum SwiftcParse {
  /// The names of the texts `swiftc -parse` rejects, each with its first error.
  ///
  /// - Parameter texts: Swift sources by a name each.
  /// - Returns: The first error of each text rejected, by its name.
  /// - Throws: When `swiftc` cannot be found or run.
  static func rejected(_ texts: [String: String]) throws -> [String: String] {
    guard !texts.isEmpty else { return [:] }
    let swiftc = try SwiftParser.locate().get()
    let folder = try TemporaryFolder("swiftc-parse")
    defer { folder.remove() }
    let names = texts.keys.sorted()
    for (index, name) in names.enumerated() {
      try folder.write(texts[name, default: ""], to: "\(index).swift")
    }
    // The driver leaves a folder of its own in TMPDIR; it goes with this one.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let result = try ChildProcess(
      swiftc,
      ["-parse", "-enable-bare-slash-regex"]
        + names.indices.map { folder.path("\($0).swift") },
      environment: environment, standardOutput: .discarded, timeLimit: .seconds(600)
    ).run()
    let output = result.stderr
    var rejected: [String: String] = [:]
    for line in output.split(separator: "\n") where line.hasPrefix(folder.path + "/") {
      let rest = line.dropFirst(folder.path.count + 1)
      guard let dot = rest.firstIndex(of: "."), let index = Int(rest[..<dot]),
        names.indices.contains(index), line.contains("error:")
      else { continue }
      if rejected[names[index]] == nil { rejected[names[index]] = String(rest) }
    }
    if rejected.isEmpty && result.status != 0 {
      rejected["(swiftc)"] = output
    }
    return rejected
  }
}
