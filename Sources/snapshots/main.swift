import CommandLineSupport
import Foundation
import SnapshotReview

// Writes go straight to the standard streams so prompts without a newline show at
// once; a failed write is kept for the exit status instead of trapping.
let console = TerminalKeys.console(
  environment: ProcessInfo.processInfo.environment,
  write: { OutputChannel.standardOutput.write($0) },
  writeError: { OutputChannel.standardError.write($0) })
let tool = ReviewTool(
  environment: ProcessInfo.processInfo.environment,
  currentDirectory: FileManager.default.currentDirectoryPath)
let status = tool.run(Array(CommandLine.arguments.dropFirst()), console: console)
exit(OutputChannel.exitStatus(after: status))
