import CalcCore
import CalcScenarios

extension DrillApp {
  /// How many moves a path may have: switching on, a tap, a submit and the sum's end.
  public static let depth = 5

  /// Two runners' data and pending sleeps after a path: paths that reach the same pair
  /// behave the same from then on, so only the first is extended.
  private struct Pair: Hashable {
    let wanted: CalculatorData
    let wantedPending: [Duration]
    let yours: CalculatorData
    let yoursPending: [Duration]
  }

  /// Compares this app with the wanted one over every path of events; `nil` when they agree
  /// everywhere, or the failure naming the shortest path that shows a difference.
  ///
  /// Every table is explored from the loading screen on both apps' runners, breadth first:
  /// the screen appears, disappears or is replaced, 1 is tapped, the entry is submitted or
  /// reset, a calculation is cancelled, and the clock moves by 1 ms and to each duration of
  /// either app, 1 ms before it and 1 ms after it. After every move the data must agree, and
  /// so must every screen each app draws for it: its text, its buttons and its layout in
  /// points. Then long walks (``LongWalk``) take entries of every length up to 40 digits,
  /// with each event after each, compared the same way. A difference no path reaches, such
  /// as a string only a sum too large for `Int` shows, is named by its field.
  ///
  /// - Parameters:
  ///   - wanted: The reference with exactly the wanted change applied.
  ///   - depth: How many moves a path may have.
  /// - Returns: `nil`, or the failure the drill's check reports.
  public func failure(against wanted: DrillApp, depth: Int = DrillApp.depth) async -> Failure? {
    let codes = tables.map(\.code)
    let wantedCodes = wanted.tables.map(\.code)
    guard codes == wantedCodes else {
      return Failure(
        "Your app keeps the string tables \(codes.joined(separator: ", ")), where the wanted "
          + "change keeps \(wantedCodes.joined(separator: ", ")), in that order: the "
          + "requirement adds no language and drops none.")
    }
    let moves = Equivalence.moves(
      digits: [1],
      durations: [
        timing.loading, timing.calculation, wanted.timing.loading, wanted.timing.calculation,
      ])
    for (yours, table) in zip(tables, wanted.tables) {
      if let failure = await explore(yours, against: wanted, table, moves: moves, depth: depth) {
        return failure
      }
    }
    for (yours, table) in zip(tables, wanted.tables) {
      if let failure = await walk(yours, against: wanted, table, moves: moves, depth: depth) {
        return failure
      }
    }
    return unreached(against: wanted, depth: depth)
  }

  /// The long walks (``LongWalk``) of one table: the data compared after each move whose
  /// outcome no earlier walk has shown, and every screen too when the two data are new, since
  /// the same data draw the same screens.
  private func walk(
    _ yours: CalculatorStrings, against wanted: DrillApp, _ table: CalculatorStrings,
    moves: [Move], depth: Int
  ) async -> Failure? {
    let why = "the exploration of every path of \(depth) events stops short of such a long entry"
    var drawn: Set<[CalculatorData]> = []
    for walk in LongWalk.walks(moves: moves, start: CalculatorData(strings: table)) {
      let expected = ScenarioRunner(
        state: CalculatorData(strings: table), strings: table, timing: wanted.timing)
      let actual = ScenarioRunner(
        state: CalculatorData(strings: yours), strings: yours, timing: timing)
      for (index, move) in walk.moves.enumerated() {
        await expected.perform(move)
        await actual.perform(move)
        guard index >= walk.newFrom else { continue }
        let words = { walk.words(upTo: index) }
        if let failure = dataFailure(
          words(), wanted: wanted, expected.state, yours: actual.state, why: why)
        {
          return failure
        }
        guard drawn.insert([expected.state, actual.state]).inserted else { continue }
        if let failure = screenFailure(
          words(), wanted: wanted, expected.state, yours: actual.state, why: why)
        {
          return failure
        }
      }
      // Ends the work still asleep on the runners' clocks; nothing else would wake it.
      await expected.send(.waitUntilIdle)
      await actual.send(.waitUntilIdle)
    }
    return nil
  }

  /// Breadth first over the paths of one table, the shortest first.
  private func explore(
    _ yours: CalculatorStrings, against wanted: DrillApp, _ table: CalculatorStrings,
    moves: [Move], depth: Int
  ) async -> Failure? {
    var seen: Set<Pair> = []
    var frontier: [[Move]] = [[]]
    let (start, startFailure) = await replay([], yours, against: wanted, table)
    if let startFailure { return startFailure }
    seen.insert(start)
    for _ in 0..<depth {
      var next: [[Move]] = []
      for path in frontier {
        for move in moves {
          let (pair, failure) = await replay(
            path + [move], yours, against: wanted, table, isNew: { !seen.contains($0) })
          if let failure { return failure }
          if seen.insert(pair).inserted { next.append(path + [move]) }
        }
      }
      frontier = next
    }
    return nil
  }

  /// Runs a path on both apps and compares what they reach; the screens only when the pair
  /// is new, since a pair seen before drew the same screens.
  private func replay(
    _ path: [Move], _ yours: CalculatorStrings, against wanted: DrillApp,
    _ table: CalculatorStrings, isNew: (Pair) -> Bool = { _ in true }
  ) async -> (Pair, Failure?) {
    let expected = ScenarioRunner(
      state: CalculatorData(strings: table), strings: table, timing: wanted.timing)
    let actual = ScenarioRunner(
      state: CalculatorData(strings: yours), strings: yours, timing: timing)
    for move in path {
      await expected.perform(move)
      await actual.perform(move)
    }
    let pair = Pair(
      wanted: expected.state, wantedPending: Self.pending(expected), yours: actual.state,
      yoursPending: Self.pending(actual))
    let words = path.map(\.description).joined(separator: ", ")
    var failure = dataFailure(words, wanted: wanted, expected.state, yours: actual.state)
    if failure == nil, isNew(pair) {
      failure = screenFailure(words, wanted: wanted, expected.state, yours: actual.state)
    }
    // Ends the work still asleep on the runners' clocks; nothing else would wake it.
    await expected.send(.waitUntilIdle)
    await actual.send(.waitUntilIdle)
    return (pair, failure)
  }

  private static func pending(_ runner: ScenarioRunner) -> [Duration] {
    let now = runner.clock.now
    return runner.clock.pending.map { now.duration(to: $0.deadline) }
  }

  /// Where a path leads, as a message begins: `After appear, wait 3 s` or the first screen.
  private static func after(_ events: String, on state: CalculatorData) -> String {
    let language = languageName(state.strings.code)
    return events.isEmpty
      ? "On the first \(language) screen, before any event"
      : "After \(events), on the \(language) screen"
  }

  private static func languageName(_ code: String) -> String {
    switch code {
    case "ru": "Russian"
    case "en": "English"
    default: "`\(code)`"
    }
  }

  private static let shortest = "no shorter path of events shows a difference"

  /// The data of both apps after a path, field by field; with the timings when they differ.
  private func dataFailure(
    _ path: String, wanted: DrillApp, _ state: CalculatorData, yours: CalculatorData,
    why: String = Self.shortest
  ) -> Failure? {
    let fields = zip(state.printedFields, yours.printedFields).filter { $0.value != $1.value }
    guard let first = fields.first else { return nil }
    let timings =
      timing == wanted.timing
      ? []
      : [
        "Your app switches on in \(Step.format(timing.loading)) and adds up in "
          + "\(Step.format(timing.calculation)); the wanted change, in "
          + "\(Step.format(wanted.timing.loading)) and \(Step.format(wanted.timing.calculation))."
      ]
    return Failure(
      "\(Self.after(path, on: state)), your app's `\(first.0.field)` is \(first.1.value) where "
        + "the wanted change has \(first.0.value); \(why).",
      details: fields.map { wanted, got in
        "\(wanted.field): the wanted change \(wanted.value), yours \(got.value)"
      } + timings)
  }

  private func screenFailure(
    _ path: String, wanted: DrillApp, _ state: CalculatorData, yours: CalculatorData,
    why: String = Self.shortest
  ) -> Failure? {
    let where_ = Self.after(path, on: state)
    for (mine, theirs) in zip(draw(yours), wanted.draw(state)) {
      if mine.text != theirs.text {
        return Failure(
          "\(where_), \(theirs.name) is drawn otherwise than the wanted change draws it; "
            + "\(why). The wanted screen, beside yours:",
          details: DrillJudge.difference(theirs.text, mine.text))
      }
      if let (was, now) = Self.firstDifference(theirs.buttons, mine.buttons) {
        return Failure(
          "\(where_), \(theirs.name) has the button \(now) where the wanted change has \(was): "
            + "the same text, but not the same key; \(why).")
      }
      if let what = Self.pointsDifference(theirs.points, mine.points) {
        return Failure(
          "\(where_), \(theirs.name) \(what): the text port draws both alike, a device does "
            + "not; \(why).",
          details: ["Your layout in points, beside the wanted one:"]
            + DrillJudge.difference(
              theirs.points.joined(separator: "\n"), mine.points.joined(separator: "\n")))
      }
    }
    return nil
  }

  /// How a layout in points differs, as a phrase: facts added, facts dropped, or the first
  /// fact written otherwise.
  private static func pointsDifference(_ wanted: [String], _ yours: [String]) -> String? {
    guard wanted != yours else { return nil }
    let index =
      zip(wanted, yours).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(wanted.count, yours.count)
    let quoted = { (facts: ArraySlice<String>) in facts.map { "`\($0)`" }.joined(separator: ", ") }
    let extra = yours.count - wanted.count
    if extra > 0, yours[(index + extra)...].elementsEqual(wanted[index...]) {
      return "adds \(quoted(yours[index..<(index + extra)])), which the wanted change does not have"
    }
    if extra < 0, wanted[(index - extra)...].elementsEqual(yours[index...]) {
      return "lacks \(quoted(wanted[index..<(index - extra)])), which the wanted change has"
    }
    let was = index < wanted.count ? "`\(wanted[index])`" : "nothing"
    let now = index < yours.count ? "`\(yours[index])`" : "nothing"
    return "is written with \(now) where the wanted change has \(was)"
  }

  /// The first place two lists differ: one entry each, or `nothing` for a missing one.
  private static func firstDifference(_ wanted: [String], _ yours: [String]) -> (String, String)? {
    guard wanted != yours else { return nil }
    let index =
      zip(wanted, yours).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(wanted.count, yours.count)
    let was = index < wanted.count ? wanted[index] : "nothing"
    let now = index < yours.count ? yours[index] : "nothing"
    return (was, now)
  }

  /// A string or duration no path of `depth` moves shows, named by its field.
  private func unreached(against wanted: DrillApp, depth: Int) -> Failure? {
    for (yours, table) in zip(tables, wanted.tables) {
      let fields = Self.fields(of: yours)
      let wantedFields = Self.fields(of: table)
      if let index = zip(fields, wantedFields).enumerated().first(where: {
        $0.element.0.1 != $0.element.1.1
      })?.offset {
        let (name, mine) = fields[index]
        return Failure(
          "Your \(Self.languageName(table.code)) `\(name)` is \(mine.debugDescription) where "
            + "the wanted change has \(wantedFields[index].1.debugDescription): no path of "
            + "\(depth) events shows it, but the app shows it when \(Self.when(name)).")
      }
    }
    if timing != wanted.timing {
      return Failure(
        "Your timing is \(timing) where the wanted change has \(wanted.timing): no path of "
          + "\(depth) events shows it.")
    }
    return nil
  }

  private static func fields(of table: CalculatorStrings) -> [(String, String)] {
    [
      ("loading", table.loading), ("enterNumbers", table.enterNumbers), ("title", table.title),
      ("noNumbers", table.noNumbers), ("sumPrefix", table.sumPrefix),
      ("sumTooLarge", table.sumTooLarge), ("submit", table.submit), ("reset", table.reset),
    ]
  }

  /// When the app shows a string: what a path would need.
  private static func when(_ field: String) -> String {
    switch field {
    case "sumTooLarge": "a sum does not fit in `Int`"
    default: "its screen is drawn"
    }
  }
}
