/// Every sentence `check` prints about a check's outcome, built in one place.
enum CheckText {
  /// Said when a check's build starts compiling the kit's shared modules, which takes long.
  static let sharedBuild =
    "Building the parts of the kit the exercises use: the first time, about a minute on 2 cores; "
    + "later checks build only what changed.\n"

  /// The full report of one check.
  ///
  /// - Parameters:
  ///   - report: What the check said.
  ///   - exercise: The exercise checked.
  ///   - seconds: How long building and checking took.
  ///   - next: The exercise to do next, after a pass.
  ///   - paths: Where the learner ran the command, for the paths it names.
  ///   - exitDescription: How the check program ended, when it stopped without reporting.
  /// - Returns: The report, one line per expectation, then the time and what to do next.
  static func report(
    _ report: CheckReport, of exercise: Exercise, seconds: Double, next: Exercise?,
    paths: PathDisplay, exitDescription: String = ""
  ) -> String {
    var text = "\(exercise.heading) (\(exercise.lessonText))\n"
    if !report.isPass { text += files(of: exercise, paths: paths) }
    for name in report.passed { text += "  ✓ \(name)\n" }
    if let failure = report.failure {
      text += "  ✗ \(failure.name)\n    \(failure.message)\n"
      text += failure.details.map { "    \($0)\n" }.joined()
      if !failure.lesson.isEmpty { text += "  What the lesson says: \(failure.lesson)\n" }
    } else if let name = report.interrupted {
      text += "  ✗ \(name)\n    The check stopped here\(exitDescription). "
      text +=
        exitDescription.contains("stopped after")
        ? "Something in your code never ends: a loop, or an await on something that never happens.\n"
        : "Your code stopped the program: Swift stops a program on an arithmetic overflow, a force "
          + "unwrap of nil or an index out of range; the lines above say which.\n"
    } else if !report.isPass {
      text += "  ✗ The check ended without a verdict\(exitDescription); its last lines are above.\n"
    }
    let count = Self.count(report)
    let time = "\(formatted(seconds)) s"
    guard report.isPass else {
      return text
        + "  \(count) · \(time)\n"
        + "  Stuck? swift run calc-render hint \(exercise.number)\n"
    }
    text += "  Done: \(count) · \(time)\n"
    if let next, next.number != exercise.number {
      text += "  Next: \(next.heading) — \(next.summary)\n"
      text += "        swift run calc-render check \(next.number)\n"
    } else {
      text += "  That was the last exercise to do: every exercise is done.\n"
    }
    return text
  }

  /// How many expectations held, and of the rest how many failed or never ran.
  ///
  /// A check stops at its first failure, so "0 of 4 hold" with one failure
  /// listed means three were never tried: the count says so.
  static func count(_ report: CheckReport) -> String {
    guard let total = report.total else { return "\(report.passed.count) expectations hold" }
    var text = "\(report.passed.count) of \(total) expectations hold"
    let stopped =
      report.failure != nil ? "1 fails" : report.interrupted != nil ? "1 stopped the check" : nil
    switch (stopped, report.notRun) {
    case (let stopped?, 0): text += "; \(stopped)"
    case (let stopped?, let notRun):
      text += "; \(stopped), and \(notRun) after it did not run: a check stops at its first failure"
    case (nil, 0): break
    case (nil, let notRun): text += "; \(notRun) did not run"
    }
    return text
  }

  /// How a check program ended, as the report puts it: ` (signal 4)`, ` (exit status 1)`.
  static func ending(of run: ProcessResult, limit: Duration) -> String {
    if run.timedOut { return " (stopped after \(limit.components.seconds) s)" }
    return run.signalled ? " (signal \(run.status))" : " (exit status \(run.status))"
  }

  /// Said when the exercise does not compile; `errors` are the compiler's errors, shown whole.
  static func doesNotCompile(
    _ exercise: Exercise, errors: CompilerErrors, seconds: Double, paths: PathDisplay
  ) -> String {
    "\(exercise.heading) (\(exercise.lessonText))\n" + files(of: exercise, paths: paths)
      + "  ✗ Your code does not compile yet:\n"
      + errors.lines(paths: paths).map { "    \($0)\n" }.joined()
      + "  \(formatted(seconds)) s · Stuck? swift run calc-render hint \(exercise.number)\n"
  }

  /// The line naming the Swift files the learner edits, as paths they can open from where they are.
  static func files(of exercise: Exercise, paths: PathDisplay) -> String {
    let sources = exercise.files.filter { $0.hasPrefix("Sources/") }
      .map { paths.path(inPackage: $0) }
    return "  Edit: \(sources.joined(separator: ", "))\n"
  }

  /// One hint, numbered.
  static func hint(_ index: Int, of exercise: Exercise, text: String) -> String {
    "\(exercise.heading), hint \(index + 1) of \(exercise.hints.count):\n  \(text)\n"
      + (index + 1 < exercise.hints.count
        ? "  Another hint: swift run calc-render hint \(exercise.number)\n" : "")
  }

  /// Said when every hint has been shown.
  static func noMoreHints(_ exercise: Exercise, paths: PathDisplay) -> String {
    let solution = paths.path(inPackage: "Solutions/Sources/Exercise\(exercise.paddedNumber)")
    return "\(exercise.heading): you have seen all \(exercise.hints.count) hints. "
      + "The reference solution is in \(solution)/.\n"
  }

  /// The question `reset` asks.
  static func resetQuestion(_ exercise: Exercise, paths: PathDisplay) -> String {
    let files = exercise.files.map { paths.path(inPackage: $0) }
    return "Reset \(exercise.heading)? Your changes to \(files.joined(separator: ", ")) "
      + "will be lost. [y/N] "
  }

  /// Said after a reset, or after the learner says no.
  static func reset(_ exercise: Exercise, done: Bool) -> String {
    done
      ? "\(exercise.heading) is back as it started; its hints start over.\n"
      : "Nothing changed.\n"
  }

  /// The list `exercises` prints.
  static func list(_ list: ExerciseList, progress: ExerciseProgress) -> String {
    let width = list.exercises.map(\.title.count).max() ?? 0
    let rows = list.exercises.map { exercise in
      let number = exercise.number < 10 ? " \(exercise.number)" : "\(exercise.number)"
      let title = exercise.title + String(repeating: " ", count: width - exercise.title.count)
      let status = progress.done.contains(exercise.number) ? "done" : "to do"
      let lesson =
        exercise.lessonText + String(repeating: " ", count: max(0, 12 - exercise.lessonText.count))
      return "  \(number)  \(title)  \(lesson)  \(status)\n"
    }
    let done = list.exercises.filter { progress.done.contains($0.number) }.count
    return "Exercises (\(done) of \(list.exercises.count) done; check one with "
      + "'swift run calc-render check N'):\n" + rows.joined()
  }

  /// Watch's first line.
  static func watching(_ exercise: Exercise) -> String {
    "Watching \(exercise.heading): save a file to check it again; Ctrl-C stops.\n"
  }

  /// Said when Ctrl-C stops `watch`.
  static let stoppedWatching = "\nStopped watching.\n"

  /// Seconds with one decimal: `3.2`.
  static func formatted(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
