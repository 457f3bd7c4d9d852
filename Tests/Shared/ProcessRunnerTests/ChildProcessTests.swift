import Foundation
import KitSupport
import TestSupport
import Testing

@testable import ProcessRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Running a child process")
struct ChildProcessTests {
  /// A shell script as a child process, stopped after a minute so no test can hang.
  private func shell(_ script: String) -> ChildProcess {
    ChildProcess("/bin/sh", ["-c", script], timeLimit: .seconds(60))
  }

  /// Runs `body` with a new folder holding one file, removed afterwards.
  private func withFolder(
    holding name: String, _ text: String, _ body: (URL) throws -> Void
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("child-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try ScratchFile.write(text, to: folder.appendingPathComponent(name))
    try body(folder)
  }

  @Test("The result holds the exit status", arguments: [0, 1, 3, 64, 255] as [Int32])
  func exitStatus(status: Int32) throws {
    let result = try shell("exit \(status)").run()
    #expect(result.termination == .exit(status))
    #expect(result.status == status)
    #expect(!result.timedOut)
  }

  @Test(
    "A signal that stops the program is its ending, and its status is 128 plus its number",
    arguments: [SIGKILL, SIGTERM, SIGUSR1])
  func signal(number: Int32) throws {
    let result = try shell("kill -\(number) $$; sleep 5").run()
    #expect(result.termination == .signal(number))
    #expect(result.status == 128 + number)
  }

  @Test("A program past its time limit is stopped, and what it wrote before is kept")
  func timeLimit() throws {
    var sleeper = shell("echo started; exec sleep 30")
    sleeper.timeLimit = .milliseconds(300)
    let clock = ContinuousClock()
    let start = clock.now
    let result = try sleeper.run()
    #expect(clock.now - start < .seconds(10))
    #expect(result.timedOut)
    #expect(result.termination == .signal(SIGTERM))
    #expect(result.stdout == "started\n")
  }

  @Test("A program that ignores SIGTERM past its time limit gets SIGKILL")
  func ignoresTerminate() throws {
    var stubborn = shell("trap '' TERM; exec sleep 30")
    stubborn.timeLimit = .milliseconds(300)
    let clock = ContinuousClock()
    let start = clock.now
    let result = try stubborn.run()
    #expect(clock.now - start >= ChildProcess.stopGrace)
    #expect(clock.now - start < .seconds(20))
    #expect(result.timedOut)
    #expect(result.termination == .signal(SIGKILL))
  }

  @Test(
    "Much output on both pipes at once, standard error first, does not stall",
    arguments: [0, 4_096, 2_000_000])
  func largeOutput(bytes: Int) throws {
    let result = try shell(
      "yes error | head -c \(bytes) >&2; yes output | head -c \(bytes); "
        + "yes error | head -c \(bytes) >&2"
    ).run()
    let output = Data(String(repeating: "output\n", count: bytes / 7 + 1).utf8.prefix(bytes))
    #expect(result.status == 0)
    #expect(result.standardOutput == output)
    #expect(result.standardError.count == 2 * bytes)
    #expect(!result.timedOut)
  }

  @Test(
    "Standard input is written while output is read, however much there is",
    arguments: [0, 1, 65_537, 3_000_000])
  func standardInput(bytes: Int) throws {
    let input = Data((0..<bytes).map { UInt8(truncatingIfNeeded: $0 % 251) })
    var cat = shell("cat; cat >&2 </dev/null")
    cat.standardInput = .bytes(input)
    let result = try cat.run()
    #expect(result.status == 0)
    #expect(result.standardOutput == input)
  }

  @Test("A program that reads no input reads its end at once")
  func noInput() throws {
    let result = try shell("cat; echo done").run()
    #expect(result == RunResult(status: 0, stdout: "done\n"))
  }

  @Test(
    "A program that ends without reading its input leaves this process running",
    arguments: 0..<20)
  func unreadInput(round: Int) throws {
    var quitter = shell("exit 64")
    quitter.standardInput = .bytes(Data(repeating: 0x61, count: 1 << 20))
    #expect(try quitter.run().status == 64)
  }

  @Test("Standard error joined to standard output keeps the order they were written in")
  func joined() throws {
    var both = shell("echo a; echo b >&2; echo c")
    both.standardError = .toStandardOutput
    #expect(try both.run() == RunResult(status: 0, stdout: "a\nb\nc\n"))
  }

  @Test("Discarded output is not kept")
  func discarded() throws {
    var quiet = shell("echo a; echo b >&2; exit 2")
    quiet.standardOutput = .discarded
    quiet.standardError = .discarded
    #expect(try quiet.run() == RunResult(status: 2))
  }

  @Test("onOutput receives standard output as it is read")
  func onOutput() throws {
    let pieces = Locked<[Data]>([])
    let result = try shell("echo one; sleep 0.1; echo two").run { piece in
      pieces.withLock { $0.append(piece) }
    }
    #expect(pieces.withLock { $0.reduce(Data(), +) } == result.standardOutput)
    #expect(result.stdout == "one\ntwo\n")
  }

  @Test("The program runs in its folder with its environment")
  func folderAndEnvironment() throws {
    try withFolder(holding: "marker.txt", "in the folder\n") { folder in
      let run = ChildProcess(
        "/bin/sh", ["-c", "cat marker.txt; echo \"$GREETING\"; echo \"${HOME:-no home}\""],
        environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"], workingDirectory: folder)
      let result = try run.run()
      #expect(result == RunResult(status: 0, stdout: "in the folder\nhello\nno home\n"))
    }
  }

  @Test("Run from a task, the program runs on a thread of its own")
  func async() async throws {
    let result = try await shell("echo from a task").run()
    #expect(result.stdout == "from a task\n")
  }

  @Test("A missing program is a clear error")
  func missingProgram() throws {
    let error = try #require(throws: ChildProcessError.self) {
      try ChildProcess("/no/such/program").run()
    }
    #expect(error == .noSuchProgram("/no/such/program"))
    #expect(error.description == "cannot run /no/such/program: there is no such file")
  }

  @Test("A file that is not a program is a clear error")
  func notAProgram() throws {
    try withFolder(holding: "notes.txt", "just text\n") { folder in
      let path = folder.appendingPathComponent("notes.txt").path
      let error = try #require(throws: ChildProcessError.self) { try ChildProcess(path).run() }
      #expect(error == .cannotStart(path, reason: SystemReason.describe(code: EACCES)))
      #expect(error.description == "cannot run \(path): Permission denied")
    }
  }

  @Test("A missing folder is a clear error")
  func missingFolder() throws {
    let run = ChildProcess("/bin/sh", workingDirectory: URL(fileURLWithPath: "/no/such/folder"))
    #expect(throws: ChildProcessError.noSuchFolder("/no/such/folder")) { try run.run() }
  }

  @Test(
    "Text no program can be given is refused before anything starts",
    arguments: [
      (
        ChildProcess("/bin/sh", ["-c", "echo\0hidden"]), ChildProcessError.zeroByte("echo\0hidden")
      ),
      (ChildProcess("/bin/sh", environment: ["A": "b\0c"]), .zeroByte("b\0c")),
      (ChildProcess("/bin/sh", environment: ["": "b"]), .badVariableName("")),
      (ChildProcess("/bin/sh", environment: ["A=B": "c"]), .badVariableName("A=B")),
    ])
  func refusedText(process: ChildProcess, error: ChildProcessError) {
    #expect(throws: error) { try process.run() }
  }
}
