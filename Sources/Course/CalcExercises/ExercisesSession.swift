import CommandLineSupport
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of an exercises command over the exercises folder: `calc-render
/// exercises`, `check`, `hint`, `watch`, `reset`, `solution` or `quiz`.
///
/// The exercises are a package of their own in `Lessons/Exercises`; `check`
/// builds one exercise's check program there and reports what it found, so
/// an unfinished exercise never breaks the kit's own build. Tests replace the
/// processes it runs, its stopwatch and its pauses.
@MainActor
package struct ExercisesSession {
  let folder: ExerciseFolder
  let console: Console
  /// The folder the command was run from; the paths it prints are relative to it.
  var workingDirectory: URL
  /// Runs `swift build` and the check programs.
  var process = CheckProcess.system
  /// Starts a stopwatch that says how long a check took; tests pass a fixed one.
  var stopwatch: @Sendable () -> @Sendable () -> Duration = {
    let clock = ContinuousClock()
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
  /// What `watch` does between two looks at the files; a real sleep, never a busy loop.
  var pause: @Sendable () async -> Void = { try? await Task.sleep(for: .milliseconds(250)) }
  /// How many times `watch` looks at the files before it returns; `nil` is until Ctrl-C.
  var watchRounds: Int?
  /// Whether `watch` clears the screen before each verdict, so only the latest shows: on a
  /// terminal, where keys can be read; never into a pipe or a file.
  var clearsScreen: Bool
  /// The seed of the order `quiz` offers the answers in: drawn at random for each run, so an
  /// order cannot be learnt, unless `CALC_KIT_QUIZ_SEED` names one, as tests do.
  var quizSeed: UInt64

  /// How long a check program may run: every check guards its own waits, so only code that
  /// never ends (an endless loop in an exercise) reaches it.
  static let checkLimit = Duration.seconds(30)

  /// A session over the exercises folder, writing to `console`.
  init(folder: ExerciseFolder, console: Console) {
    self.folder = folder
    self.console = console
    workingDirectory = console.workingDirectory
    clearsScreen = console.readKey != nil
    quizSeed =
      console.environment["CALC_KIT_QUIZ_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: .min ... .max)
  }

  /// A session over the exercises of the kit found at or above one of `starts`.
  package init(searchingFrom starts: [URL], console: Console) throws(ExerciseError) {
    self.init(folder: try ExerciseFolder.locate(from: starts), console: console)
  }

  /// Paths as the learner can open them from where they ran the command.
  var paths: PathDisplay { PathDisplay(package: folder.root, workingDirectory: workingDirectory) }

  /// Shows how far the learner is, the next thing to do, and the exercises, drills and
  /// quizzes, each done or to do.
  package func list() throws(ExerciseError) -> ExitCode {
    let list = try folder.list()
    let quizzes = try folder.quizzes().map(\.quiz)
    console.write(
      CheckText.list(
        list, quizzes: quizzes, path: LearningPath(exercises: list.exercises, quizzes: quizzes),
        progress: folder.progress()))
    return .success
  }

  /// The learning path over the exercises and the quizzes that can be read.
  func path(_ list: ExerciseList) -> LearningPath {
    LearningPath(exercises: list.exercises, quizzes: ((try? folder.quizzes()) ?? []).map(\.quiz))
  }

  /// Checks exercise `number`, or the first not done; 0 when it passes, 1 when it does not.
  package func check(_ number: Int?) async throws(ExerciseError) -> ExitCode {
    let list = try folder.list()
    return try await check(exercise(number, in: list), list: list)
  }

  /// Shows the next hint for exercise `number`, or the first not done.
  package func hint(_ number: Int?) throws(ExerciseError) -> ExitCode {
    try hint(exercise(number, in: folder.list()))
  }

  /// Puts exercise `number`, or the first not done, back as it started, after asking
  /// unless `yes`.
  package func reset(_ number: Int?, yes: Bool) throws(ExerciseError) -> ExitCode {
    try reset(exercise(number, in: folder.list()), yes: yes)
  }

  /// Checks exercise `number`, or the first not done, each time its files change.
  package func watch(_ number: Int?) async throws(ExerciseError) -> ExitCode {
    let list = try folder.list()
    return try await watch(exercise(number, in: list), list: list)
  }

  /// The exercise a command names, or the first not done.
  func exercise(_ number: Int?, in list: ExerciseList) throws(ExerciseError) -> Exercise {
    guard let number else {
      guard let current = list.current(done: folder.progress().done) else { throw .allDone }
      return current
    }
    guard let exercise = list.exercise(number) else {
      throw .noSuchExercise(number, count: list.exercises.count)
    }
    return exercise
  }

  /// Builds and runs one exercise's check, reports it, and records the outcome.
  func check(_ exercise: Exercise, list: ExerciseList) async throws(ExerciseError) -> ExitCode {
    let elapsed = stopwatch()
    let binary = folder.root.appendingPathComponent(".build/debug/\(exercise.checkProduct)")
    let console = console
    let buildProgress = BuildProgress()
    let build = await process.run(
      "swift", ["build", "--product", exercise.checkProduct], folder.root, nil
    ) { line in
      for shown in buildProgress.shown(line) { console.write(shown) }
    }
    var progress = folder.progress()
    guard build.status == 0 else {
      progress.record(exercise.number, passed: false)
      try folder.save(progress)
      console.write(
        CheckText.doesNotCompile(
          exercise, errors: CompilerErrors(output: build.stdout), seconds: seconds(elapsed()),
          paths: paths))
      return .failure
    }
    let run = await process.run(binary.path, [], folder.root, Self.checkLimit) { _ in }
    let report = CheckReport(output: run.stdout)
    progress.record(exercise.number, passed: report.isPass)
    try folder.save(progress)
    var text = CheckText.report(
      report, of: exercise, seconds: seconds(elapsed()),
      next: path(list).next(progress: progress), paths: paths,
      exitDescription: CheckText.ending(of: run, limit: Self.checkLimit))
    if report.interrupted != nil || (report.failure == nil && !report.isPass) {
      text = unreported(run.stdout) + text
    }
    console.write(text)
    return report.isPass ? .success : .failure
  }

  /// Shows the next hint, or says there are no more.
  func hint(_ exercise: Exercise) throws(ExerciseError) -> ExitCode {
    var progress = folder.progress()
    guard let hint = progress.nextHint(of: exercise) else {
      console.write(CheckText.noMoreHints(exercise, paths: paths))
      return .success
    }
    try folder.save(progress)
    console.write(CheckText.hint(hint.index, of: exercise, text: hint.text))
    return .success
  }

  /// Restores the starter after asking, or at once with `--yes`.
  func reset(_ exercise: Exercise, yes: Bool) throws(ExerciseError) -> ExitCode {
    if !yes {
      guard console.isInteractive else { throw .resetNeedsConfirmation(exercise.number) }
      console.write(CheckText.resetQuestion(exercise, paths: paths))
      let answer = (console.readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        console.write(CheckText.reset(exercise, done: false))
        return .success
      }
    }
    try folder.restore(exercise)
    var progress = folder.progress()
    progress.forget(exercise.number)
    try folder.save(progress)
    console.write(CheckText.reset(exercise, done: true))
    return .success
  }

  /// Checks an exercise, then again each time one of its files changes; after a pass, moves on.
  func watch(_ start: Exercise, list: ExerciseList) async throws(ExerciseError) -> ExitCode {
    let interrupt = stopOnInterrupt()
    defer { interrupt?.cancel() }
    var exercise = start
    var status = try await watchRound(exercise, list: list)
    var stamps = folder.stamps(of: exercise)
    var rounds = 0
    while watchRounds.map({ rounds < $0 }) ?? true {
      rounds += 1
      await pause()
      let now = folder.stamps(of: exercise)
      guard now != stamps else { continue }
      status = try await watchRound(exercise, list: list)
      if status == .success, let next = path(list).nextExercise(progress: folder.progress()),
        next != exercise
      {
        exercise = next
        console.write(CheckText.watching(exercise))
      }
      stamps = folder.stamps(of: exercise)
    }
    return status
  }

  /// One verdict of `watch`, alone on a cleared screen under the line saying what is watched.
  private func watchRound(_ exercise: Exercise, list: ExerciseList) async throws(ExerciseError)
    -> ExitCode
  {
    if clearsScreen { console.write(CheckText.clearScreen) }
    console.write(CheckText.watching(exercise))
    return try await check(exercise, list: list)
  }

  /// Ends the process with status 130 and a message on Ctrl-C; only outside tests.
  private func stopOnInterrupt() -> (any DispatchSourceSignal)? {
    guard watchRounds == nil else { return nil }
    return interruptSource(console: console)
  }

  private func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// What a check that stopped without a verdict said about it: the runtime's own
  /// verdict (`Program crashed: …`, `Fatal error: …`) and the places in the learner's
  /// code it names, or else its last lines.
  func unreported(_ output: String) -> String {
    let lines = output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("@@") }
    let verdicts = lines.filter {
      $0.contains("runtime failure") || $0.contains("Fatal error") || $0.contains("Program crashed")
    }
    let root = paths.path(absolute: folder.root.path)
    let shownRoot = root == "." ? "" : root + "/"
    let places = lines.filter {
      $0.range(of: "/Sources/Exercise[0-9]", options: .regularExpression) != nil
    }.prefix(3).map { line in
      let frame =
        line.range(of: #"0x[0-9a-f]+ "#, options: .regularExpression)
        .map { String(line[$0.upperBound...]) } ?? line
      return frame.replacingOccurrences(of: folder.root.path + "/", with: shownRoot)
    }
    let shown = verdicts.isEmpty ? Array(lines.suffix(8)) : verdicts + places
    return shown.map { "  | \($0.trimmingCharacters(in: CharacterSet(charactersIn: "* ")))\n" }
      .joined()
  }
}

/// A signal source that ends the process on Ctrl-C, with a message and status 130.
///
/// It is made outside the main actor: its handler runs on a dispatch queue,
/// and a handler that inherited the main actor's isolation would trap there.
nonisolated private func interruptSource(console: Console) -> any DispatchSourceSignal {
  signal(SIGINT, SIG_IGN)
  let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
  source.setEventHandler {
    console.write(CheckText.stoppedWatching)
    exit(ExitCode.signalled(SIGINT).rawValue)
  }
  source.resume()
  return source
}
