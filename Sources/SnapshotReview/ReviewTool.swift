import CommandLineSupport
import Foundation
import KitSupport
import TextSnapshots

/// The `snapshots` command: lists, reviews, accepts, rejects and prunes snapshot files.
///
/// The executable is a thin wrapper; this type holds the logic so tests can drive it
/// with a scripted ``ReviewConsole``.
public struct ReviewTool {
  /// The process environment, read for `SNAPSHOT_DIRECTORY`.
  public var environment: [String: String]
  /// The folder the command runs in; the package root is found above it.
  public var currentDirectory: String

  /// Creates a tool for one invocation.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - currentDirectory: The folder the command runs in.
  public init(environment: [String: String], currentDirectory: String) {
    self.environment = environment
    self.currentDirectory = currentDirectory
  }

  /// Runs one command line and returns the exit status.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - console: Where to read answers and write output.
  /// - Returns: 0 on success, 1 for differences or refusals, 64 for usage, 66 for a
  ///   file that cannot be read, 74 for one that cannot be changed or written.
  public func run(_ arguments: [String], console: ReviewConsole) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try ArgumentReader.read(arguments, for: ReviewCommands.tool)
    } catch {
      console.writeError(error.text)
      return ExitCode.usage
    }
    if invocation.wantsHelp {
      console.write(invocation.help)
      return ExitCode.success
    }
    do {
      return try dispatch(invocation, console: console)
    } catch {
      let usage = CommandText.usage(for: invocation.command, path: invocation.path)
      let isUsage = error.exitStatus == ExitCode.usage
      console.writeError(
        CommandText.error(ReviewText.describe(error), usage: isUsage ? usage : nil))
      return error.exitStatus
    }
  }

  private func dispatch(_ invocation: Invocation, console: ReviewConsole) throws(ReviewError)
    -> Int32
  {
    let arguments = invocation.arguments
    switch invocation.subcommand {
    case "status":
      return status(try folder(), console: console)
    case "review":
      return try review(try folder(), console: console)
    case "accept", "reject":
      let all = arguments.has("--all") ? ["--all"] : []
      return try acceptOrReject(
        invocation.command.name, arguments.positionals + all, console: console)
    case "prune":
      return try prune(try folder(), assumeYes: arguments.has("--yes"), console: console)
    case "diff":
      return try diff(arguments.positionals, console: console)
    default:
      // The reader never gets here: the tool needs one of the subcommands above.
      throw .noArguments
    }
  }

  /// The snapshots folder, and the package whose sources pending inline snapshots name:
  /// the one the command runs in, else the one around the folder.
  private func folder() throws(ReviewError) -> SnapshotFolder {
    let here = URL(fileURLWithPath: currentDirectory)
    if let directory = environment["SNAPSHOT_DIRECTORY"], !directory.isEmpty {
      let root = PackageRoot.find(from: [here, URL(fileURLWithPath: directory)])
      return SnapshotFolder(path: directory, packageRoot: root?.path)
    }
    guard let root = PackageRoot.find(from: [here]) else {
      throw .noPackageRoot(searchedFrom: currentDirectory)
    }
    return SnapshotFolder(
      path: root.appendingPathComponent("Snapshots").path, packageRoot: root.path)
  }

  private func status(_ folder: SnapshotFolder, console: ReviewConsole) -> Int32 {
    console.write(ReviewText.status(pending: folder.pending(), orphans: orphans(in: folder)))
    return 0
  }

  private func review(_ folder: SnapshotFolder, console: ReviewConsole) throws(ReviewError)
    -> Int32
  {
    let pending = folder.pending()
    if pending.isEmpty {
      console.write(ReviewText.nothingToReview)
      return 0
    }
    var tally = (accepted: 0, rejected: 0, skipped: 0)
    var acceptsRest = false
    defer {
      let left = pending.count - tally.accepted - tally.rejected - tally.skipped
      console.write(
        ReviewText.summary(
          accepted: tally.accepted, rejected: tally.rejected, skipped: tally.skipped, left: left))
    }
    for (index, name) in pending.enumerated() {
      console.write(ReviewText.reviewHeader(name, index: index + 1, count: pending.count))
      let description = try describe(name, in: folder)
      console.write(console.usesColour ? ReviewText.coloured(description) : description)
      var decision = acceptsRest ? "a" : nil
      while decision == nil {
        switch Self.answer(
          to: ReviewText.reviewPrompt(singleKey: console.readKey != nil), from: console)
        {
        case .end: return 0
        case .otherKey: console.write(ReviewText.unknownKey)
        case .text(let answer) where ["a", "r", "s"].contains(answer): decision = answer
        case .text("A"):
          acceptsRest = true
          decision = "a"
        case .text("q"): return 0
        case .text(let answer): console.write(ReviewText.unknownAnswer(answer))
        }
      }
      switch decision {
      case "a":
        try folder.accept(name)
        console.write(ReviewText.accepted(name))
        tally.accepted += 1
      case "r":
        try folder.reject(name)
        console.write(ReviewText.rejected(name))
        tally.rejected += 1
      default:
        console.write(ReviewText.skipped(name))
        tally.skipped += 1
      }
    }
    return 0
  }

  /// An answer to the review's prompt.
  private enum Answer: Equatable {
    /// A line, or the character of a key press.
    case text(String)
    /// A key that is no character, such as an arrow or Enter.
    case otherKey
    /// The end of input.
    case end
  }

  /// One answer to `prompt`: a key press on a terminal (what it typed echoed after it,
  /// as the diff view shows text; other keys only end the line), else a line.
  private static func answer(to prompt: String, from console: ReviewConsole) -> Answer {
    guard let readKey = console.readKey else {
      console.write(prompt)
      return console.readLine().map { .text($0.trimmingCharacters(in: .whitespaces)) } ?? .end
    }
    switch readKey(prompt) {
    case nil:
      return .end
    case .character(let character):
      console.write(ReviewText.shown(String(character)) + "\n")
      return .text(String(character))
    case .control(0x03), .control(0x04):
      // Ctrl-C and Ctrl-D quit, as they would outside raw mode.
      console.write("\n")
      return .text("q")
    case .enter, .backspace, .control, .sequence:
      console.write("\n")
      return .otherKey
    }
  }

  private func describe(_ name: String, in folder: SnapshotFolder) throws(ReviewError) -> String {
    if folder.isInline(name) {
      do {
        let pending = try InlinePending.read(folder.pendingPath(name))
        return ReviewText.inlineSnapshot(
          source: pending.source, line: pending.line, text: pending.text)
      } catch {
        throw .unreadable(path: folder.pendingPath(name), reason: error.reason)
      }
    }
    let actual = try read(folder.pendingPath(name))
    guard FileManager.default.fileExists(atPath: folder.referencePath(name)) else {
      return ReviewText.newSnapshot(actual)
    }
    let reference = try read(folder.referencePath(name))
    let diffing =
      Self.isScreen(reference) && Self.isScreen(actual) ? Diffing<String>.screen : .lines
    return diffing.describeDifference(reference, actual) ?? ""
  }

  /// Whether a text looks like a screen: several lines, all as wide as each other, so
  /// review shows it side by side.
  static func isScreen(_ text: String) -> Bool {
    let lines = text.split(separator: "\n")
    guard lines.count >= 3, let first = lines.first else { return false }
    let width = first.count
    return width > 0 && lines.allSatisfy { $0.count == width }
  }

  private func acceptOrReject(_ command: String, _ arguments: [String], console: ReviewConsole)
    throws(ReviewError) -> Int32
  {
    let folder = try folder()
    if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "--all" }) {
      throw .unknownOption(option, command: command)
    }
    var names = arguments.contains("--all") ? folder.pending() : []
    for argument in arguments where argument != "--all" {
      names.append(try folder.name(from: argument))
    }
    if names.isEmpty && !arguments.contains("--all") { throw .missingNames(command: command) }
    for name in names {
      if command == "accept" {
        try folder.accept(name)
        console.write(ReviewText.accepted(name))
      } else {
        try folder.reject(name)
        console.write(ReviewText.rejected(name))
      }
    }
    return 0
  }

  /// References no test in the package can still use, or why the tool cannot be sure.
  func orphans(in folder: SnapshotFolder) -> Result<[String], ReviewError> {
    OrphanFinder(folder: folder, run: SnapshotRun.latest(in: folder.path)).orphans()
  }

  private func prune(_ folder: SnapshotFolder, assumeYes: Bool, console: ReviewConsole)
    throws(ReviewError) -> Int32
  {
    let orphans = try orphans(in: folder).get()
    guard !orphans.isEmpty else {
      console.write(ReviewText.noOrphans)
      return 0
    }
    console.write(ReviewText.orphans(orphans))
    if !assumeYes {
      console.write(ReviewText.prunePrompt(orphans.count))
      let answer = console.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        console.write(ReviewText.pruneCancelled)
        return 0
      }
    }
    for name in orphans {
      try folder.delete(folder.referencePath(name))
      console.write(ReviewText.deleted(name))
    }
    return 0
  }

  private func diff(_ arguments: [String], console: ReviewConsole) throws(ReviewError) -> Int32 {
    if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw .unknownOption(option, command: "diff")
    }
    guard arguments.count == 2 else {
      throw .wrongArgumentCount(command: "diff", expected: 2, got: arguments.count)
    }
    let reference = try read(arguments[0])
    let actual = try read(arguments[1])
    guard let failure = Diffing<String>.lines.describeDifference(reference, actual) else {
      return 0
    }
    console.write(failure)
    return 1
  }

  private func read(_ path: String) throws(ReviewError) -> String {
    do {
      return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let reason =
        !exists
        ? "no such file" : isDirectory.boolValue ? "it is a folder" : "not UTF-8 text"
      throw .unreadable(path: path, reason: reason)
    }
  }
}
