import ProcessRunner

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
  ///   - next: What to do next, after a pass.
  ///   - paths: Where the learner ran the command, for the paths it names.
  ///   - exitDescription: How the check program ended, when it stopped without reporting.
  /// - Returns: The report, one line per expectation, then the time and what to do next.
  static func report(
    _ report: CheckReport, of exercise: Exercise, seconds: Double, next: LearningPath.Item?,
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
    text += report.notes.map { "  Note: \($0)\n" }.joined()
    if let next, next != .exercise(exercise) {
      text += Self.next(next, indent: "  ")
    } else {
      text += "  That was the last thing to do: every exercise, drill and quiz is done.\n"
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
  static func ending(of run: RunResult, limit: Duration) -> String {
    if run.timedOut { return " (stopped after \(limit.components.seconds) s)" }
    switch run.termination {
    case .signal(let number): return " (signal \(number))"
    case .exit(let status): return " (exit status \(status))"
    }
  }

  /// Said when the exercise does not compile; `errors` are the compiler's errors, shown whole.
  static func doesNotCompile(
    _ exercise: Exercise, errors: CompilerErrors, seconds: Double, paths: PathDisplay
  ) -> String {
    "\(exercise.heading) (\(exercise.lessonText))\n" + files(of: exercise, paths: paths)
      + (errors.areAllInTheCheck
        ? "  ✗ Your code compiles, but the check cannot call it: it uses what the starter "
          + "declares, and a declaration changed shape (a class made an actor or a struct, a "
          + "name, a signature). Keep the starter's declarations and change what they do:\n"
        : "  ✗ Your code does not compile yet:\n")
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
    let solution = paths.path(inPackage: "Solutions/Sources/\(exercise.target)")
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

  /// What `exercises` prints: a progress bar, the next thing to do, then the exercises, the
  /// drills and the quizzes, each done or to do.
  static func list(
    _ list: ExerciseList, quizzes: [Quiz], path: LearningPath, progress: ExerciseProgress
  ) -> String {
    let exercises = list.exercises.filter { !$0.isDrill }
    let drills = list.exercises.filter(\.isDrill)
    func count(_ done: Int, _ total: Int, _ noun: String, _ nouns: String) -> String {
      "\(done) of \(total) \(total == 1 ? noun : nouns)"
    }
    let done = exercises.count(where: { progress.done.contains($0.number) })
    let drillsDone = drills.count(where: { progress.done.contains($0.number) })
    let quizzesDone = quizzes.count(where: { LearningPath.isDone(.quiz($0), progress: progress) })
    let parts = [
      count(done, exercises.count, "exercise", "exercises"),
      drills.isEmpty ? nil : count(drillsDone, drills.count, "drill", "drills"),
      quizzes.isEmpty ? nil : count(quizzesDone, quizzes.count, "quiz", "quizzes"),
    ].compactMap { $0 }
    var text =
      "Progress: \(path.bar(progress: progress)) \(path.doneCount(progress: progress)) of "
      + "\(path.items.count) done: \(parts.joined(separator: ", "))\n"
    text += path.next(progress: progress).map { next($0, indent: "") } ?? "Everything is done.\n"
    text += "\nExercises (check one with 'swift run calc-render check N'):\n"
    text += rows(exercises.map { ($0.number, $0.title, $0.lessonText, status($0, progress)) })
    if !drills.isEmpty {
      text += "\nDrills (review the diffs a change made; check, hint and reset as above):\n"
      text += rows(drills.map { ($0.number, $0.title, $0.lessonText, status($0, progress)) })
    }
    if !quizzes.isEmpty {
      text += "\nQuizzes (take one with 'swift run calc-render quiz N'):\n"
      text += rows(
        quizzes.map { quiz in
          let score = progress.quizScores[quiz.lesson]
          let status =
            score.map {
              $0 >= quiz.questions.count ? "done" : "\($0) of \(quiz.questions.count) right"
            }
            ?? "to do"
          return (quiz.lesson, quiz.title, "\(quiz.questions.count) questions", status)
        })
    }
    return text
  }

  private static func status(_ exercise: Exercise, _ progress: ExerciseProgress) -> String {
    progress.done.contains(exercise.number) ? "done" : "to do"
  }

  /// Rows of number, title, what it covers and status, the titles padded to one width.
  private static func rows(_ rows: [(Int, String, String, String)]) -> String {
    let width = rows.map(\.1.count).max() ?? 0
    return rows.map { number, title, covers, status in
      let shown = number < 10 ? " \(number)" : "\(number)"
      let padded = title + String(repeating: " ", count: width - title.count)
      let about = covers + String(repeating: " ", count: max(0, 12 - covers.count))
      return "  \(shown)  \(padded)  \(about)  \(status)\n"
    }.joined()
  }

  /// The next thing to do and the command that does it, on two lines.
  static func next(_ item: LearningPath.Item, indent: String) -> String {
    let command = String(repeating: " ", count: indent.count + 6)
    switch item {
    case .exercise(let exercise):
      return "\(indent)Next: \(exercise.heading) — \(exercise.summary)\n"
        + "\(command)swift run calc-render check \(exercise.number)\n"
    case .quiz(let quiz):
      return "\(indent)Next: Quiz \(quiz.lesson) · \(quiz.title) — \(quiz.questions.count) "
        + "questions on lesson \(quiz.lesson)\n"
        + "\(command)swift run calc-render quiz \(quiz.lesson)\n"
    }
  }

  /// The first line of `solution`.
  static func solutionHeading(_ exercise: Exercise) -> String {
    "\(exercise.heading): your code beside the reference solution (opening comments left out).\n"
  }

  /// Said of a file that is the reference's, line for line.
  static func sameAsReference(_ path: String) -> String {
    "\(path) is the reference solution, line for line.\n"
  }

  /// A drill's reference decision, as `Solutions/Decisions/DrillNN.txt` writes it: each
  /// round of review answers, and the fix between them.
  static func decision(_ text: String) -> String {
    var rounds: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let words = line.split(separator: " ")
      if words.first == "fix" {
        rounds.append("fix the code")
      } else if words.first == "review" {
        rounds.append(
          words.dropFirst().map { answer in
            let parts = answer.split(separator: "=")
            let verb = parts.last == "a" ? "accept" : "reject"
            return "\(verb) \(parts.first ?? "")"
          }.joined(separator: ", "))
      }
    }
    return "\nThe reference decision, round by round:\n"
      + rounds.enumerated().map { "  \($0 + 1). \($1)\n" }.joined()
  }

  /// The paragraph on why the reference is written as it is.
  static func why(_ exercise: Exercise) -> String {
    exercise.why.map { "\nWhy the reference is written this way: \($0)\n" } ?? ""
  }

  /// Watch's first line.
  static func watching(_ exercise: Exercise) -> String {
    "Watching \(exercise.heading): save a file to check it again; Ctrl-C stops.\n"
  }

  /// Moves the terminal's cursor home and clears the screen, before each verdict of `watch`.
  static let clearScreen = "\u{1B}[H\u{1B}[2J"

  /// Said when Ctrl-C stops `watch`.
  static let stoppedWatching = "\nStopped watching.\n"

  /// Seconds with one decimal: `3.2`.
  static func formatted(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
