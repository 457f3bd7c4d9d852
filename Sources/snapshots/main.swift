import Foundation
import SnapshotReview

// Writes go straight to the file handles so prompts without a newline show at once.
let console = ReviewConsole(
  readLine: { readLine(strippingNewline: true) },
  write: { FileHandle.standardOutput.write(Data($0.utf8)) },
  writeError: { FileHandle.standardError.write(Data($0.utf8)) })
let tool = ReviewTool(
  environment: ProcessInfo.processInfo.environment,
  currentDirectory: FileManager.default.currentDirectoryPath)
exit(tool.run(Array(CommandLine.arguments.dropFirst()), console: console))
