import Foundation
import KitSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process ``ChildProcess`` started, with this process's ends of its pipes.
///
/// It is started with `posix_spawn` rather than Foundation's `Process`, whose wait turns the
/// run loop in 50 ms steps (a run of `true` took 35 to 50 ms through it, 3 ms here), and
/// whose child keeps the signals this thread blocks or ignores. Here the child gets no
/// descriptor but its three streams, its signals at their defaults and none blocked, and its
/// folder without this process's own changing. ``finish(onOutput:)`` then serves the pipes
/// with `poll` on the calling thread until the child ends.
struct SpawnedProcess {
  /// What was started.
  let process: ChildProcess
  /// The child's process ID.
  let pid: pid_t
  /// This process's end of the child's standard input, while there is input to write.
  var input: Int32?
  /// This process's end of the child's standard output, while it is open.
  var output: Int32?
  /// This process's end of the child's standard error, while it is open.
  var errors: Int32?

  /// Starts `process`.
  ///
  /// - Throws: ``ChildProcessError`` when its description is unusable or the system will not
  ///   start it; no descriptor is left open then.
  static func start(_ process: ChildProcess) throws(ChildProcessError) -> SpawnedProcess {
    let environment = process.environment ?? ProcessInfo.processInfo.environment
    try check(process, environment: environment)
    var pipes = PipeEnds()
    defer { pipes.closeChildEnds() }
    var actions = FileActions()
    defer { actions.destroy() }
    do throws(ChildProcessError) {
      try pipes.make(for: process)
      actions.connect(process, to: pipes)
      if let folder = process.workingDirectory { actions.changeDirectory(to: folder.path) }
      actions.closeOthers()
      if let code = actions.failure {
        throw ChildProcessError.cannotStart(
          process.executable, reason: SystemReason.describe(code: code))
      }
      let pid = try spawn(process, environment: environment, actions: &actions)
      return SpawnedProcess(
        process: process, pid: pid, input: pipes.input, output: pipes.output,
        errors: pipes.errors)
    } catch {
      pipes.closeParentEnds()
      throw error
    }
  }

  /// Refuses text no program can be given, and a folder that is not there.
  private static func check(_ process: ChildProcess, environment: [String: String])
    throws(ChildProcessError)
  {
    for text in [process.executable] + process.arguments where text.utf8.contains(0) {
      throw .zeroByte(text)
    }
    for (name, value) in environment {
      guard !name.isEmpty, !name.contains("=") else { throw .badVariableName(name) }
      if name.utf8.contains(0) { throw .zeroByte(name) }
      if value.utf8.contains(0) { throw .zeroByte(value) }
    }
    guard let folder = process.workingDirectory?.path else { return }
    if folder.utf8.contains(0) { throw .zeroByte(folder) }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else { throw .noSuchFolder(folder) }
  }

  /// Spawns the program with its signals reset, once its descriptors are arranged.
  private static func spawn(
    _ process: ChildProcess, environment: [String: String], actions: inout FileActions
  ) throws(ChildProcessError) -> pid_t {
    let argv = ([process.executable] + process.arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { (argv + envp).forEach { free($0) } }
    guard !(argv + envp).contains(where: { $0 == nil }) else {
      throw .cannotStart(process.executable, reason: SystemReason.describe(code: ENOMEM))
    }
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A test or a terminal program may block or ignore signals on the thread that runs this;
    // a child keeps an ignored signal and the blocked ones across exec, so both are reset.
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))
    var pid = pid_t()
    let code = posix_spawn(
      &pid, process.executable, &actions.raw, &attributes, argv + [nil], envp + [nil])
    guard code == 0 else {
      if code == ENOENT && !FileManager.default.fileExists(atPath: process.executable) {
        throw .noSuchProgram(process.executable)
      }
      throw .cannotStart(process.executable, reason: SystemReason.describe(code: code))
    }
    return pid
  }
}
