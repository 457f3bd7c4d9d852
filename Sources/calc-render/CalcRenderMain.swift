import CalcCommandLine
import CommandLineSupport
import Foundation

/// The `calc-render` executable: forwards to ``CalcRender``.
@main
struct CalcRenderMain {
  static func main() async {
    let status = await CalcRender.run(Array(CommandLine.arguments.dropFirst()), io: .process)
    exit(OutputChannel.exitStatus(after: status))
  }
}
