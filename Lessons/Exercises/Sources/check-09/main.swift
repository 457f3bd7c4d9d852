import CalcCore
import CalcScenarios
import CalcScreens
import ExerciseChecking
import TextUI

@testable import Exercise09

let lesson =
  "Lessons/00-roles.md: the view draws and forwards events, the state holds the data, the view model decides; Lessons/11-proofs.md: a scenario and a test prove the feature."

/// A delete that removes the first digit: the bug your test must catch.
final class DeletesFirst: DeletingViewModel {
  override func onDeleteLast() {
    guard !state.numbers.isEmpty else { return }
    let rest = Array(state.numbers.dropFirst())
    onReset()
    for digit in rest { onAddNumber(digit) }
  }
}

/// A delete that does nothing: another bug your test must catch.
final class DeletesNothing: DeletingViewModel {
  override func onDeleteLast() {}
}

/// A delete that removes the last digit but leaves the result showing it: the third bug.
final class KeepsResult: DeletingViewModel {
  /// What the screen shows after a delete: the new digits, the old result.
  private var shown: CalculatorData?

  override var state: CalculatorData { shown ?? super.state }

  override func onAddNumber(_ number: Int) {
    shown = nil
    super.onAddNumber(number)
  }

  override func onDeleteLast() {
    let result = super.state.result
    super.onDeleteLast()
    var stale = super.state
    stale.result = result
    shown = stale
  }
}

/// A delete that clears the whole entry, as reset does: the fourth bug.
final class DeletesAll: DeletingViewModel {
  override func onDeleteLast() { onReset() }
}

/// Which digits a wrong delete removes: one axis of the family of wrong deletes.
enum Removal: Equatable {
  /// The last digit, as a right delete does.
  case last
  case first
  /// The digit at this index from the start, when it is neither the first nor the last;
  /// otherwise the last, as a right delete does.
  case middle(Int)
  case lastTwo
  case none
  case all

  /// Every removal the judge tries: the middle ones up to an entry of ten digits.
  static let family: [Removal] =
    [.last, .first] + (1...8).map(Removal.middle) + [
      .lastTwo, .none, .all,
    ]

  /// The digits left when this removal deletes from `numbers`.
  func apply(to numbers: [Int]) -> [Int] {
    var left = numbers
    switch self {
    case .last: left.removeLast()
    case .first: left.removeFirst()
    case .middle(let index):
      if index > 0, index < numbers.count - 1 { left.remove(at: index) } else { left.removeLast() }
    case .lastTwo: left.removeLast(min(2, left.count))
    case .none: break
    case .all: left = []
    }
    return left
  }

  /// What it does, in the lesson's words.
  var name: String {
    switch self {
    case .last: "removes the last digit"
    case .first: "removes the first digit"
    case .middle(let index): "removes the \(Self.ordinals[index]) digit when it is not the last"
    case .lastTwo: "removes the last two digits"
    case .none: "removes no digit"
    case .all: "removes every digit"
    }
  }

  /// The digits' places, as the messages name them.
  static let ordinals = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
  ]

  /// The kind of removal a test's path must tell from the right one.
  var kind: String {
    switch self {
    case .middle: "removes a middle digit"
    default: name
    }
  }
}

/// What a wrong delete shows as the result: the other axis of the family.
enum Shown: CaseIterable {
  /// The entry of the digits it left, or the prompt when none is left, as a right delete does.
  case entry
  case stale
  case prompt
  /// The entry a right delete leaves, whatever digits this one left.
  case rightEntry
  /// The entry without its first digit, whatever digits this one left.
  case withoutFirst

  /// The result shown after a delete from `before` that left `numbers`.
  func result(before: CalculatorData, left numbers: [Int]) -> String {
    let strings = before.strings
    return switch self {
    case .entry: strings.entry(numbers)
    case .stale: before.result
    case .prompt: strings.enterNumbers
    case .rightEntry: strings.entry(Array(before.numbers.dropLast()))
    case .withoutFirst: strings.entry(Array(before.numbers.dropFirst()))
    }
  }

  /// What it shows, in the lesson's words.
  var name: String {
    switch self {
    case .entry: "shows the digits it left"
    case .stale: "leaves the old result on screen"
    case .prompt: "shows the prompt"
    case .rightEntry: "shows the entry a right delete leaves"
    case .withoutFirst: "shows the entry without its first digit"
    }
  }
}

/// One thing a test did to a view model.
enum Event: Equatable, CustomStringConvertible {
  case tap(Int)
  case delete
  case reset

  var description: String {
    switch self {
    case .tap(let digit): "\(digit)"
    case .delete: "delete"
    case .reset: "reset"
    }
  }
}

/// What a test did to each view model it made, in order: the path the judge compares on.
@MainActor
final class Paths {
  /// Each model's events, with its data after each.
  var models: [[(event: Event, after: CalculatorData)]] = []
}

/// A delete from the family: your view model, with a delete of its own.
///
/// Its delete removes the digits `removal` names and shows the result `shown` names, made with
/// your own reset and taps. With `.last` and `.entry` it is a right delete, which records the
/// path a test takes.
final class FamilyDelete: DeletingViewModel {
  var removal = Removal.last
  var shown = Shown.entry
  /// Where this model records the test's events, and its index there.
  var paths: Paths?
  var index = 0
  /// What the screen shows after a wrong delete, when it is not what your model holds.
  private var shownState: CalculatorData?

  override var state: CalculatorData { shownState ?? super.state }

  /// A fresh model of this kind, recording into `paths`.
  static func make(_ removal: Removal, _ shown: Shown, recordingInto paths: Paths)
    -> FamilyDelete
  {
    let model = FamilyDelete()
    model.removal = removal
    model.shown = shown
    model.paths = paths
    model.index = paths.models.count
    paths.models.append([])
    return model
  }

  private func record(_ event: Event) {
    paths?.models[index].append((event, state))
  }

  override func onAddNumber(_ number: Int) {
    shownState = nil
    super.onAddNumber(number)
    record(.tap(number))
  }

  override func onReset() {
    shownState = nil
    super.onReset()
    record(.reset)
  }

  override func onDeleteLast() {
    let before = state
    guard !before.isCalculating, !before.numbers.isEmpty else {
      super.onDeleteLast()
      record(.delete)
      return
    }
    let left = removal.apply(to: before.numbers)
    shownState = nil
    super.onReset()
    for digit in left { super.onAddNumber(digit) }
    var wanted = super.state
    wanted.result = shown.result(before: before, left: left)
    shownState = wanted == super.state ? nil : wanted
    record(.delete)
  }

  /// The wrong delete's name, in the lesson's words.
  static func name(_ removal: Removal, _ shown: Shown) -> String {
    "a delete that \(removal.name) and \(shown.name)"
  }
}

/// A path's events as the messages name them: "1, 2, 3, delete".
func named(_ events: [Event]) -> String {
  events.map(\.description).joined(separator: ", ")
}

/// Data as the messages name it: `[1, 2] showing "1 + 2"`.
func shows(_ data: CalculatorData) -> String {
  "\(data.numbers) showing \"\(data.result)\""
}

/// Where a recorded path first shows other data than your view model shows on the same
/// events: the events up to there, and the two data; `nil` when it never does.
@MainActor
func firstDifference(in path: [(event: Event, after: CalculatorData)])
  -> (events: [Event], wrong: CalculatorData, right: CalculatorData)?
{
  let right = DeletingViewModel()
  for (step, recorded) in path.enumerated() {
    switch recorded.event {
    case .tap(let digit): right.onAddNumber(digit)
    case .delete: right.onDeleteLast()
    case .reset: right.onReset()
    }
    if recorded.after != right.state {
      return (path[...step].map(\.event), recorded.after, right.state)
    }
  }
  return nil
}

/// Replays `events` on a fresh wrong delete: its path, to compare with your model's.
@MainActor
func replay(_ events: [Event], on removal: Removal, _ shown: Shown)
  -> [(event: Event, after: CalculatorData)]
{
  let paths = Paths()
  let model = FamilyDelete.make(removal, shown, recordingInto: paths)
  for event in events {
    switch event {
    case .tap(let digit): model.onAddNumber(digit)
    case .delete: model.onDeleteLast()
    case .reset: model.onReset()
    }
  }
  return paths.models[0]
}

/// Every wrong delete of the family: each removal with each result, but the right delete.
let wrongDeletes: [(removal: Removal, shown: Shown)] = Removal.family.flatMap { removal in
  Shown.allCases.map { (removal, $0) }
}.filter { !($0.removal == .last && $0.shown == .entry) }

/// The kinds of wrong delete a test's path must tell from the right one, each with the wrong
/// deletes of that kind: every removal that shows the digits it left, and every result of a
/// delete that removes the last digit.
let kinds: [(name: String, members: [(removal: Removal, shown: Shown)])] =
  [Removal.first, .middle(1), .lastTwo, .none, .all].map { kind in
    (
      "\(kind.kind) and \(Shown.entry.name)",
      Removal.family.filter { $0.kind == kind.kind }.map { ($0, Shown.entry) }
    )
  }
  + [Shown.stale, .prompt, .withoutFirst].map { shown in
    ("\(Removal.last.name) and \(shown.name)", [(Removal.last, shown)])
  }

/// The path your test takes on your view model: each model it makes, with the events it sends.
@MainActor
func yourPaths() -> [[Event]]? {
  let paths = Paths()
  do {
    try deleteRemovesTheLastDigit { FamilyDelete.make(.last, .entry, recordingInto: paths) }
  } catch {
    return nil
  }
  return paths.models.map { $0.map(\.event) }
}

/// The first kind of wrong delete that leaves the same data as yours all along your test's
/// path, or `nil` when the path tells every kind from the right delete.
@MainActor
func kindYourPathMisses() -> Failure? {
  guard let paths = yourPaths() else { return nil }
  for kind in kinds {
    let told = kind.members.contains { member in
      paths.contains { firstDifference(in: replay($0, on: member.removal, member.shown)) != nil }
    }
    if !told {
      let path = paths.map(named).map { "(\($0))" }.joined(separator: " and ")
      return Failure(
        "Your test's path \(path) leaves the same data after every step whether a delete "
          + "\(kind.name), or removes the last digit and shows the digits left: no "
          + "expectation could tell them apart. Tap at least three different digits, so that "
          + "removing the first, a middle or the last two digits each leaves other data than "
          + "removing the last one, then delete.")
    }
  }
  return nil
}

/// The first wrong delete that leaves other data than yours on the path your test takes with it,
/// and which your test still passes; `nil` when your test fails against every such one.
@MainActor
func wrongDeleteSurviving() -> Failure? {
  for wrong in wrongDeletes {
    let paths = Paths()
    do {
      try deleteRemovesTheLastDigit {
        FamilyDelete.make(wrong.removal, wrong.shown, recordingInto: paths)
      }
    } catch {
      continue
    }
    for path in paths.models {
      guard let difference = firstDifference(in: path) else { continue }
      return Failure(
        "Your test passed against \(FamilyDelete.name(wrong.removal, wrong.shown)): after "
          + "\(named(difference.events)) it holds \(shows(difference.wrong)), where a right delete "
          + "holds \(shows(difference.right)), and your test did not check it then. After each "
          + "delete, state the whole change it makes, the numbers and the result, with "
          + "`expectDifference`.")
    }
  }
  return nil
}

/// Your view model as the kit's runner drives it: its keys send its events.
@MainActor
final class Yours: CalculatorModel {
  let model: DeletingViewModel

  init(_ model: DeletingViewModel) { self.model = model }

  var data: CalculatorData { model.state }
  var appearance: Appearance { .task {} }
  func tap(_ digit: Int) { model.onAddNumber(digit) }
  func submit() -> Task<Void, Never>? { nil }
  func reset() { model.onReset() }
  func delete() { model.onDeleteLast() }
}

/// The reference: the kit's view model, whose delete is made of its own events, a reset and
/// then every digit but the last tapped again; with nothing entered, it does nothing.
@MainActor
final class Reference: CalculatorModel {
  let model: CalculatorViewModel

  init(_ model: CalculatorViewModel) { self.model = model }

  var data: CalculatorData { model.state }
  var appearance: Appearance { .task {} }
  func tap(_ digit: Int) { model.onAddNumber(digit) }
  func submit() -> Task<Void, Never>? { nil }
  func reset() { model.onReset() }
  func delete() {
    let numbers = model.state.numbers
    guard !numbers.isEmpty else { return }
    model.onReset()
    for digit in numbers.dropLast() { model.onAddNumber(digit) }
  }
}

/// Your view model beside the reference over every path of five taps, deletes and resets, from
/// the keypad and from a calculation under way, when every key is ignored.
let judge = Equivalence(
  subject: "your view model", reference: "the reference",
  moves: [.step(.tap(1)), .step(.tap(2)), .delete, .step(.reset)], depth: 5)

@MainActor
func model(_ numbers: [Int], calculating: Bool = false) -> DeletingViewModel {
  DeletingViewModel(
    state: CalculatorData(isLoadingOnStart: false, numbers: numbers, isCalculating: calculating))
}

@MainActor
func testFails(
  against makeModel: () -> DeletingViewModel, named name: String,
  advice: String = "State the whole change one delete makes after 1, 2, 3, the numbers and "
    + "the result, with `expectDifference`."
) -> Failure? {
  do {
    try deleteRemovesTheLastDigit(makeModel)
    return Failure(
      "Your test passed against a delete that \(name): it never checks what that delete gets "
        + "wrong. " + advice)
  } catch {
    return nil
  }
}

let strings = CalculatorStrings.russian

/// Delete with nothing entered, loaded and calculating, in a child process: `removeLast()` on
/// an empty entry stops the program, and the check must survive it to say so.
let deleteOnEmpty = Probe("delete-on-empty") {
  for calculating in [false, true] {
    let empty = model([], calculating: calculating)
    let before = empty.state
    empty.onDeleteLast()
    Probe.say(empty.state == before ? "unchanged" : "\(empty.state)")
  }
}

/// What is wrong with where a drawn screen puts ⌫, or `nil` when it is after the 0 key on
/// the 0 key's row: the brief asks for "a ⌫ button after the 0 key".
func deleteKeyMisplaced(in lines: [String]) -> String? {
  guard let row = lines.first(where: { $0.contains("⌫") }) else { return "has no ⌫ button" }
  // The 0 key's label: a 0 that is no part of a longer number.
  let zero = #"(?<![0-9])0(?![0-9])"#
  guard let zeroAt = row.range(of: zero, options: .regularExpression) else {
    return "draws ⌫ on a row without the 0 key; the brief puts it after the 0 key, on its row"
  }
  guard let deleteAt = row.range(of: "⌫"), zeroAt.lowerBound < deleteAt.lowerBound else {
    return "draws ⌫ before the 0 key; the brief asks for it after the 0 key, to its right"
  }
  return nil
}

/// An early exit written with `if`: it passes, but the lessons write it as a `guard`.
let ifExit = #"\bif\b[^{\n]*\{[^{}]*\breturn\b[^{}]*\}"#
let viewModel = ExerciseSource.withoutComments(
  ExerciseSource.text("Sources/Exercise09/DeletingViewModel.swift"))

let notes = [
  Note(
    "Line \(ExerciseSource.line(matching: ifExit, in: viewModel) ?? 0) of "
      + "DeletingViewModel.swift leaves early with `if … { return }`. It passes, but lesson 2 writes an early exit as a "
      + "`guard`: `guard !state.isCalculating, !state.numbers.isEmpty else { return }` states "
      + "what must hold to go on, and the compiler holds the `else` to leaving."
  ) { ExerciseSource.matches(viewModel, ifExit) }
]

/// The reference's screen: the solution's, whose keys forward their taps.
struct ReferenceScreen: View {
  let state: CalculatorData
  let layout: CalculatorLayout
  /// What a digit key sends: the view model's `onAddNumber`.
  var tapDigit: (Int) -> Void = { _ in }
  /// What the ⌫ key sends: the view model's `onDeleteLast`.
  var deleteLast: () -> Void = {}

  var body: some View {
    switch layout {
    case .grid: gridLayout
    case .seed: seedLayout
    }
  }

  @ViewBuilder var gridLayout: some View {
    VStack(spacing: 10) {
      Text(state.result)
        .font(.title)
      Grid(horizontalSpacing: 20, verticalSpacing: 10) {
        GridRow {
          key(1)
          key(2)
          key(3)
        }
        GridRow {
          key(0)
            .gridCellColumns(2)
          deleteKey
        }
      }
    }
  }

  @ViewBuilder var seedLayout: some View {
    VStack {
      Text(state.result)
        .font(.title)
      Spacer().frame(height: 20)
      HStack(spacing: 20) {
        key(1).frame(width: 30)
        key(2).frame(width: 30)
        key(3).frame(width: 30)
      }
      Spacer().frame(height: 20)
      HStack(spacing: 20) {
        key(0).frame(width: 30)
        deleteKey.frame(width: 30)
      }
    }
  }

  var deleteKey: some View {
    Button("⌫") { deleteLast() }
      .font(.title)
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) { tapDigit(number) }
      .font(.title)
  }
}

/// What a key sent when the judge tapped it.
enum Sent: Equatable, CustomStringConvertible {
  case tap(Int)
  case delete

  var description: String {
    switch self {
    case .tap(let digit): "`tapDigit(\(digit))`"
    case .delete: "`deleteLast()`"
    }
  }
}

/// What the keys of a screen sent, in order.
@MainActor
final class Sends {
  var sent: [Sent] = []
}

/// The states the screens are compared on, in both languages: the prompt, an entry, an entry
/// wider than the keypad, and a calculation under way.
let screenStates: [CalculatorData] = CalculatorStrings.all.flatMap { strings in
  [[], [1, 2, 3], [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]].map {
    CalculatorData(isLoadingOnStart: false, numbers: $0, strings: strings)
  } + [
    CalculatorData(isLoadingOnStart: false, numbers: [1, 2], isCalculating: true, strings: strings)
  ]
}

/// A state as the messages name it.
func named(_ state: CalculatorData) -> String {
  let language = state.strings.code == "en" ? "English" : "Russian"
  let entry = state.numbers.isEmpty ? "nothing entered" : "\(state.numbers) entered"
  return "\(language), \(entry)\(state.isCalculating ? ", calculating" : "")"
}

/// Your screen beside the reference's, in both layouts, on every state of ``screenStates``.
///
/// It must have the same text, every key a `Button` in the reference's cell, and each key, tapped, sending
/// the event the reference's key in that cell sends. `nil` when they agree everywhere.
@MainActor
func screenDifference() -> Failure? {
  let renderer = ScreenRenderer()
  for layout in CalculatorLayout.allCases {
    for state in screenStates {
      let yours = Sends()
      let theirs = Sends()
      let screen = DeleteScreen(
        state: state, layout: layout, tapDigit: { yours.sent.append(.tap($0)) },
        deleteLast: { yours.sent.append(.delete) })
      let reference = ReferenceScreen(
        state: state, layout: layout, tapDigit: { theirs.sent.append(.tap($0)) },
        deleteLast: { theirs.sent.append(.delete) })
      let place = "The \(layout) layout (\(named(state)))"
      let expected = renderer.render(reference)
      if let failure = Failure.unlessSameScreen(expected: expected, actual: renderer.render(screen))
      {
        return Failure(
          "\(place) differs from the reference's: " + failure.message, details: failure.details)
      }
      let buttons = renderer.buttons(in: screen)
      if let failure = Structure.failure(
        expected: expected, named: "the reference's screen", buttons: buttons)
      {
        return Failure("\(place): " + failure.message, details: failure.details)
      }
      for key in renderer.buttons(in: reference) {
        guard let button = buttons.first(where: { $0.line == key.line && $0.column == key.column })
        else { continue }
        yours.sent = []
        theirs.sent = []
        key.tap()
        button.tap()
        if yours.sent != theirs.sent {
          let sent =
            yours.sent.isEmpty ? "nothing" : yours.sent.map(\.description).joined(separator: ", ")
          return Failure(
            "\(place): your key `\(button.label)` sends \(sent) where the reference's sends "
              + theirs.sent.map(\.description).joined(separator: ", ")
              + ": a view only forwards each tap, `tapDigit(number)` for a digit and "
              + "`deleteLast()` for ⌫, and the view model decides.")
        }
      }
    }
  }
  return nil
}

await runChecks(
  [
    Expectation(
      "1. Delete removes the last digit and shows the entry", judge: .equivalence, lesson: lesson
    ) {
      let three = model([1, 2, 3])
      three.onDeleteLast()
      if three.state.numbers != [1, 2] || three.state.result != "1 + 2" {
        return Failure(
          "After 1, 2, 3 and delete the data is \(three.state); expected [1, 2] showing \"1 + 2\".")
      }
      let one = model([7])
      one.onDeleteLast()
      if one.state.numbers != [] || one.state.result != strings.enterNumbers {
        return Failure(
          "Deleting the only digit should show the prompt \"\(strings.enterNumbers)\"; it shows \"\(one.state.result)\"."
        )
      }
      let busy = model([1, 2], calculating: true)
      busy.onDeleteLast()
      if busy.state.numbers != [1, 2] {
        return Failure("Delete changed the entry while calculating.")
      }
      let empty = deleteOnEmpty.run()
      if empty.timedOut {
        return Failure(
          "Delete with nothing entered did not return within \(Int(Probe.limit)) s: a loop that never ends?"
        )
      }
      if empty.trapped && empty.lines.isEmpty {
        return Failure(
          "Delete with nothing entered stopped the program: `removeLast()` traps on an empty "
            + "array. Leave early when there is nothing to delete: "
            + "`guard !state.isCalculating, !state.numbers.isEmpty else { return }`.")
      }
      if empty.trapped {
        return Failure(
          "Delete with nothing entered, while calculating, stopped the program: check "
            + "`isCalculating` in the same `guard` as the empty entry, before `removeLast()`.")
      }
      if let changed = empty.lines.first(where: { $0 != "unchanged" }) {
        return Failure(
          "Delete with nothing entered changed the data to \(changed); with nothing to delete, "
            + "it must change nothing.")
      }
      return nil
    },
    Expectation(
      "2. Both layouts show a ⌫ button after the 0 key, on its row", judge: .structure,
      lesson: lesson
    ) {
      for layout in CalculatorLayout.allCases {
        let screen = ScreenRenderer().render(
          DeleteScreen(state: model([1, 2, 3]).state, layout: layout))
        let lines = screen.split(separator: "\n").map(String.init)
        if let wrong = deleteKeyMisplaced(in: lines) {
          return Failure("The \(layout) layout \(wrong):", details: lines)
        }
      }
      return nil
    },
    Expectation("3. Both layouts match their recorded snapshots", judge: .structure, lesson: lesson)
    {
      RecordedScreen.compareAll(
        CalculatorLayout.allCases.map { layout in
          (
            RecordedScreen(folder: "Snapshots/Exercise09/Screens", name: layout.rawValue),
            ScreenRenderer().render(DeleteScreen(state: model([1, 2, 3]).state, layout: layout))
          )
        })
    },
    Expectation(
      "4. Your scenario taps digits, deletes one, and ends with the right entry", judge: .mutant,
      lesson: lesson
    ) {
      guard let delete = deleteScenario.firstIndex(of: .delete), delete > 0 else {
        return Failure("`deleteScenario` has no `.delete` after a tap.")
      }
      let yours = model([])
      var expected: [Int] = []
      for step in deleteScenario {
        switch step {
        case .tap(let digit):
          yours.onAddNumber(digit)
          expected.append(digit)
        case .delete:
          yours.onDeleteLast()
          if !expected.isEmpty { expected.removeLast() }
        }
      }
      if yours.state.numbers != expected {
        return Failure(
          "After your scenario the numbers are \(yours.state.numbers); expected \(expected).")
      }
      // A scenario proves the feature only if it tells the right delete from each wrong one:
      // played on each of the wrong deletes the test must catch, some step shows other data.
      let start = CalculatorData(isLoadingOnStart: false)
      let play = { (model: DeletingViewModel) -> [CalculatorData] in
        deleteScenario.map { step in
          switch step {
          case .tap(let digit): model.onAddNumber(digit)
          case .delete: model.onDeleteLast()
          }
          return model.state
        }
      }
      let right = play(DeletingViewModel(state: start))
      let wrongs: [(name: String, model: DeletingViewModel)] = [
        ("removes the first digit", DeletesFirst(state: start)),
        ("does nothing", DeletesNothing(state: start)),
        ("leaves the old result on screen", KeepsResult(state: start)),
        ("clears the whole entry", DeletesAll(state: start)),
      ]
      for wrong in wrongs where play(wrong.model) == right {
        return Failure(
          "Your scenario plays the same on a delete that \(wrong.name) as on yours, so its "
            + "storyboard cannot show what delete does: tap at least two different digits "
            + "before the delete, so one goes and the others stay.")
      }
      return nil
    },
    Expectation("5. Your test passes against your view model", judge: .mutant, lesson: lesson) {
      do {
        try deleteRemovesTheLastDigit { DeletingViewModel() }
        return nil
      } catch let failure as Failure {
        return Failure(
          "Your test failed against your view model: " + failure.message, details: failure.details)
      } catch {
        return Failure("Your test failed against your view model: \(error)")
      }
    },
    Expectation(
      "6. Your test fails against a delete that removes the first digit", judge: .mutant,
      lesson: lesson
    ) {
      testFails(against: { DeletesFirst() }, named: "removes the first digit")
    },
    Expectation(
      "7. Your test fails against a delete that does nothing", judge: .mutant, lesson: lesson
    ) {
      testFails(against: { DeletesNothing() }, named: "does nothing")
    },
    Expectation(
      "8. Your test fails against a delete that leaves the old result on screen", judge: .mutant,
      lesson: lesson
    ) {
      testFails(
        against: { KeepsResult() }, named: "leaves the old result on screen",
        advice: "State what a delete changes in the result too, not only in the numbers.")
    },
    Expectation(
      "9. Your test fails against a delete that clears the whole entry", judge: .mutant,
      lesson: lesson
    ) {
      testFails(against: { DeletesAll() }, named: "clears the whole entry")
    },
    Expectation(
      "10. Over every path of taps, deletes and resets, your data is the reference's after every step",
      judge: .equivalence, lesson: lesson
    ) {
      for start in [
        CalculatorData(isLoadingOnStart: false),
        CalculatorData(isLoadingOnStart: false, numbers: [1, 2], isCalculating: true),
      ] {
        let failure = await judge.failure(start: start) { state, _ in
          Yours(DeletingViewModel(state: state ?? start))
        } reference: { state, clock in
          Reference(CalculatorViewModel(state: state, clock: clock))
        }
        if let failure { return failure }
      }
      return nil
    },
    Expectation(
      "11. Every key drawn on both layouts is a `Button`", judge: .structure, lesson: lesson
    ) {
      for layout in CalculatorLayout.allCases {
        let screen = DeleteScreen(state: model([1, 2, 3]).state, layout: layout)
        if let failure = Structure.failure(
          expected: ScreenRenderer().render(screen), named: "the \(layout) layout",
          buttons: ScreenRenderer().buttons(in: screen))
        {
          return Failure("The \(layout) layout: " + failure.message, details: failure.details)
        }
      }
      return nil
    },
    Expectation(
      "12. In both languages and both layouts your screen is the reference's, and each key sends the reference's event",
      judge: .structure, lesson: lesson
    ) {
      screenDifference()
    },
    Expectation(
      "13. Your test's path tells every kind of wrong delete from the right one", judge: .mutant,
      lesson: lesson
    ) {
      kindYourPathMisses()
    },
    Expectation(
      "14. Your test fails against every wrong delete that leaves other data on its path",
      judge: .mutant, lesson: lesson
    ) {
      wrongDeleteSurviving()
    },
  ], notes: notes, probes: [deleteOnEmpty])
