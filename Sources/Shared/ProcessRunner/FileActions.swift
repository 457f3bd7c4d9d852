import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `posix_spawn` does to a child's descriptors and folder before the program starts:
/// its three streams connected, its folder changed, every other descriptor closed.
///
/// A step the system refuses is kept as ``failure`` rather than thrown at once, so the
/// steps read in order; ``SpawnedProcess`` checks it before spawning.
struct FileActions {
  #if canImport(Darwin)
    /// The actions, as `posix_spawn` takes them.
    var raw: posix_spawn_file_actions_t? = nil
  #else
    /// The actions, as `posix_spawn` takes them.
    var raw = posix_spawn_file_actions_t()
  #endif

  /// The `errno` of the first step the system refused, if one was.
  private(set) var failure: Int32?

  /// Empty actions; destroy them with ``destroy()``.
  init() {
    record(posix_spawn_file_actions_init(&raw))
  }

  /// Frees the actions.
  mutating func destroy() {
    posix_spawn_file_actions_destroy(&raw)
  }

  /// Connects the child's standard input, output and error as `process` says: to the
  /// child's ends of `pipes`, to the null device, or left as this process's own.
  mutating func connect(_ process: ChildProcess, to pipes: PipeEnds) {
    if let end = pipes.childInput {
      record(posix_spawn_file_actions_adddup2(&raw, end, STDIN_FILENO))
    } else if process.standardInput == .inherited {
      inherit(STDIN_FILENO)
    } else {
      openNullDevice(as: STDIN_FILENO, O_RDONLY)
    }
    if let end = pipes.childOutput {
      record(posix_spawn_file_actions_adddup2(&raw, end, STDOUT_FILENO))
    } else if process.standardOutput == .inherited {
      inherit(STDOUT_FILENO)
    } else {
      openNullDevice(as: STDOUT_FILENO, O_WRONLY)
    }
    if let end = pipes.childErrors {
      record(posix_spawn_file_actions_adddup2(&raw, end, STDERR_FILENO))
    } else if process.standardError == .toStandardOutput {
      record(posix_spawn_file_actions_adddup2(&raw, STDOUT_FILENO, STDERR_FILENO))
    } else if process.standardError == .inherited {
      inherit(STDERR_FILENO)
    } else {
      openNullDevice(as: STDERR_FILENO, O_WRONLY)
    }
  }

  /// Makes the child start in `folder`, which the caller has checked is one.
  mutating func changeDirectory(to folder: String) {
    #if os(macOS)
      record(posix_spawn_file_actions_addchdir_np(&raw, folder))
    #elseif canImport(Darwin)
      // iOS and its kin declare it unavailable: no program there starts in another folder.
      record(ENOSYS)
    #else
      // glibc declares it only for _GNU_SOURCE, which Swift's Glibc module does not define,
      // so it is looked up by name; glibc has had it since 2.29.
      typealias AddChdir =
        @convention(c) (
          UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?
        ) -> Int32
      guard let library = dlopen(nil, RTLD_NOW) else { return record(ENOSYS) }
      defer { dlclose(library) }
      guard let symbol = dlsym(library, "posix_spawn_file_actions_addchdir_np") else {
        return record(ENOSYS)
      }
      record(unsafeBitCast(symbol, to: AddChdir.self)(&raw, folder))
    #endif
  }

  /// Makes the child close every descriptor but its three streams, so it holds open no
  /// pipe or file of this process's, which could then never reach its end.
  mutating func closeOthers() {
    #if !canImport(Darwin)
      // Darwin's spawn closes them itself (POSIX_SPAWN_CLOEXEC_DEFAULT). glibc's
      // `posix_spawn_file_actions_addclosefrom_np` would too, but it is declared only for
      // _GNU_SOURCE; so, as Foundation's `Process` does on Linux, the child is told to
      // close each descriptor open now. glibc ignores one closed again before the spawn.
      for descriptor in Self.openDescriptors() where descriptor > STDERR_FILENO {
        record(posix_spawn_file_actions_addclose(&raw, descriptor))
      }
    #endif
  }

  /// Keeps one of this process's descriptors as the child's own.
  private mutating func inherit(_ descriptor: Int32) {
    #if canImport(Darwin)
      record(posix_spawn_file_actions_addinherit_np(&raw, descriptor))
    #endif
  }

  /// Opens the null device as one of the child's streams.
  private mutating func openNullDevice(as descriptor: Int32, _ flags: Int32) {
    record(posix_spawn_file_actions_addopen(&raw, descriptor, "/dev/null", flags, 0))
  }

  /// Keeps the first nonzero result of a step.
  private mutating func record(_ code: Int32) {
    if code != 0 && failure == nil { failure = code }
  }

  #if !canImport(Darwin)
    /// The descriptors this process has open now, as Linux lists them in `/proc/self/fd`;
    /// the first thousand numbers when it cannot say.
    private static func openDescriptors() -> [Int32] {
      guard let listed = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
      else { return Array(0..<1024) }
      // The listing's own descriptor is listed, and closed by now.
      return listed.compactMap { Int32($0) }.filter { fcntl($0, F_GETFD) != -1 }
    }
  #endif
}
