import CommandLineSupport
import Foundation

extension InMemoryRun {
  /// Runs `calc-render` with arguments, reading files relative to `root` and an empty stdin.
  @MainActor
  package static func calcRender(_ arguments: [String], root: URL) async -> InMemoryRun {
    await capturing(root: root) { console in await CalcRender.main(arguments, console: console) }
  }
}
