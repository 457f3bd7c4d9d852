// swift-tools-version: 6.2
import PackageDescription

// calc kit is MIT-licensed: see LICENSE.
//
// The modules, from the bottom up; each imports only modules above it in this list, and
// exactly the ones its target names (ModuleGraphTests compares them with the imports):
//
//   Sources/Shared     small modules, each one job: KitSupport (a lock box, finding the
//                      package folder, "did you mean", quoting input, errno text, seeded
//                      random numbers), TextWidth (columns a text takes in a terminal),
//                      LineDiff (the Myers and unified diff), SwiftSource (reading just
//                      enough Swift to find calls and declarations), ProcessRunner (the one
//                      way to run another program), CommandLineSupport (commands as types,
//                      the console, the raw terminal and its keys)
//   Sources/Renderer   TextUI, the SwiftUI-shaped view language; TextWidth only
//   Sources/Library    TextSnapshots (file snapshots), InlineTextSnapshots (inline snapshots,
//                      the only part that edits Swift source), SnapshotReview and the
//                      `snapshots` tool over it, for your own package
//   Sources/App        the calculator being taught: CalcCore (the app and nothing else: its
//                      data, view model, strings, timing and sum) <- CalcScreens (its
//                      screen, in TextUI) <- CalcScenarios (clock, scenarios, the runner
//                      that plays any view model, storyboards) <- CalcTesting (the harness
//                      for its tests, on TextSnapshots)
//   Sources/Course     CalcSeed (the seed's view model, the lessons' "before", played by
//                      the runner), LessonReading (the lessons' blocks), CalcExercises
//                      (exercises and quizzes), LessonTutorials (the DocC tutorials)
//   Sources/CommandLine  CalcCommandLine and calc-render, which draws, plays and runs the
//                      course; then the two tools of Sources/Course that use it:
//                      lesson-docs and calc-bench
//
// Products are the modules a user may depend on; every other module declares `package`,
// not `public`. Tests mirror the tree (TextSnapshotsTests also holds InlineTextSnapshots'
// tests, which share its fixtures); Tests/Support holds what only tests link.

/// A library target in `Sources/<group>/<name>`.
func module(
  _ name: String, in group: String, _ dependencies: [Target.Dependency] = []
) -> Target {
  .target(name: name, dependencies: dependencies, path: "Sources/\(group)/\(name)")
}

/// An executable target in `Sources/<group>/<name>`.
func tool(_ name: String, in group: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(name: name, dependencies: dependencies, path: "Sources/\(group)/\(name)")
}

/// A test target in `Tests/<group>/<name>`.
func tests(_ name: String, in group: String, _ dependencies: [Target.Dependency]) -> Target {
  .testTarget(name: name, dependencies: dependencies, path: "Tests/\(group)/\(name)")
}

/// A library only tests link, in `Tests/Support/<name>`.
func testSupport(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .target(name: name, dependencies: dependencies, path: "Tests/Support/\(name)")
}

let package = Package(
  name: "calc-kit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "TextSnapshots", targets: ["TextSnapshots"]),
    .library(name: "InlineTextSnapshots", targets: ["InlineTextSnapshots"]),
    .executable(name: "snapshots", targets: ["snapshots"]),
    .library(name: "CalcCore", targets: ["CalcCore"]),
    .library(name: "CalcScreens", targets: ["CalcScreens"]),
    .library(name: "CalcScenarios", targets: ["CalcScenarios"]),
    .library(name: "CalcTesting", targets: ["CalcTesting"]),
    .executable(name: "calc-render", targets: ["calc-render"]),
  ],
  targets: [
    // Shared: small modules, each one job, that the rest build on.
    module("KitSupport", in: "Shared"),
    module("TextWidth", in: "Shared"),
    module("LineDiff", in: "Shared"),
    module("SwiftSource", in: "Shared", ["KitSupport"]),
    module("ProcessRunner", in: "Shared", ["KitSupport"]),
    module("CommandLineSupport", in: "Shared", ["KitSupport"]),

    // The renderer: a SwiftUI-like view language and the layout engine that draws it into a
    // character grid; it knows nothing of the calculator.
    module("TextUI", in: "Renderer", ["TextWidth"]),

    // The library: file snapshots for Swift Testing (TextSnapshots runs no compiler, reads
    // no build files and rewrites no source), inline snapshots, which edit the test's source
    // (InlineTextSnapshots), and the tool that reviews both.
    module("TextSnapshots", in: "Library", ["KitSupport", "LineDiff", "SwiftSource", "TextWidth"]),
    module(
      "InlineTextSnapshots", in: "Library",
      ["TextSnapshots", "KitSupport", "LineDiff", "ProcessRunner", "SwiftSource"]),
    module(
      "SnapshotReview", in: "Library",
      [
        "TextSnapshots", "InlineTextSnapshots", "CommandLineSupport", "KitSupport", "ProcessRunner",
        "SwiftSource",
      ]),
    tool("snapshots", in: "Library", ["SnapshotReview", "CommandLineSupport"]),

    // The app: the calculator's data, its view model, its strings and timing; nothing else.
    module("CalcCore", in: "App"),
    // The calculator's screen in TextUI.
    module("CalcScreens", in: "App", ["CalcCore", "TextUI"]),
    // The manual clock, steps and step scripts, the scenario catalog, the runner and
    // explorer that play them against either view model, and storyboards that draw each
    // step with the screen.
    module("CalcScenarios", in: "App", ["CalcCore", "CalcScreens", "TextUI", "KitSupport"]),
    // An exhaustive harness for view-model tests, built on TextSnapshots' change assertions.
    module("CalcTesting", in: "App", ["CalcCore", "CalcScenarios", "TextSnapshots"]),

    // The course: the seed's view model, the lessons' "before", which the scenario runner
    // plays through its model protocol; reading the lessons' Markdown and resolving each block
    // to the code it quotes; the exercises, which the learner writes and `calc-render check`
    // judges; the lessons as DocC tutorials, for `Scripts/docs` (calc-render does not link
    // them, nor they calc-render: the lesson-docs executable hands them calc-render run in
    // memory, for the screens they show).
    module("CalcSeed", in: "Course", ["CalcCore", "CalcScenarios"]),
    module("LessonReading", in: "Course", ["CommandLineSupport", "KitSupport", "SwiftSource"]),
    module(
      "CalcExercises", in: "Course",
      ["CommandLineSupport", "KitSupport", "LineDiff", "ProcessRunner", "TextWidth"]),
    module(
      "LessonTutorials", in: "Course",
      ["CalcExercises", "CommandLineSupport", "LessonReading", "LineDiff"]),

    // The command line: calc-render, whose commands live in a library that tests run in
    // memory.
    module(
      "CalcCommandLine", in: "CommandLine",
      [
        "CalcCore", "CalcScenarios", "CalcSeed", "TextUI", "CalcScreens", "LessonReading",
        "CalcExercises", "CommandLineSupport", "KitSupport",
      ]),
    tool("calc-render", in: "CommandLine", ["CalcCommandLine", "CommandLineSupport"]),

    // The course's tools that use the command line: lesson-docs writes the tutorials, and
    // calc-bench runs the benchmarks (`swift run -c release calc-bench`; no test target
    // depends on it).
    tool(
      "lesson-docs", in: "Course", ["LessonTutorials", "CalcCommandLine", "CommandLineSupport"]),
    tool(
      "calc-bench", in: "Course",
      [
        "CalcCore", "CalcScenarios", "TextUI", "CalcScreens", "CalcCommandLine", "TextSnapshots",
        "KitSupport", "LineDiff", "ProcessRunner",
      ]),

    // Test support: finding and running the built tools in end-to-end tests, a console that
    // keeps what a command writes, the package folder and the doc-example harness; and the
    // lesson checker, which holds every block of the lessons and the README, and every
    // example in a doc comment, to the code.
    testSupport("TestSupport", ["CommandLineSupport", "KitSupport", "ProcessRunner"]),
    testSupport("LessonChecking", ["LessonReading", "LineDiff"]),

    // Tests, mirroring the sources.
    tests("KitSupportTests", in: "Shared", ["KitSupport", "TestSupport"]),
    tests("TextWidthTests", in: "Shared", ["TextWidth", "TestSupport"]),
    tests("LineDiffTests", in: "Shared", ["LineDiff", "KitSupport", "TestSupport"]),
    tests("SwiftSourceTests", in: "Shared", ["SwiftSource", "TestSupport"]),
    tests("ProcessRunnerTests", in: "Shared", ["ProcessRunner", "KitSupport", "TestSupport"]),
    tests(
      "CommandLineSupportTests", in: "Shared", ["CommandLineSupport", "KitSupport", "TestSupport"]),
    tests(
      "TextUITests", in: "Renderer",
      ["TextUI", "TextWidth", "TestSupport", "TextSnapshots", "InlineTextSnapshots"]),
    tests(
      "TextSnapshotsTests", in: "Library",
      [
        "TextSnapshots", "InlineTextSnapshots", "KitSupport", "LineDiff", "ProcessRunner",
        "SwiftSource", "TestSupport",
        "snapshots",
      ]),
    tests(
      "SnapshotReviewTests", in: "Library",
      [
        "SnapshotReview", "CommandLineSupport", "TextSnapshots", "InlineTextSnapshots", "snapshots",
        "KitSupport",
        "ProcessRunner", "TestSupport",
      ]),
    tests(
      "CalcCoreTests", in: "App",
      [
        "CalcCore", "CalcScenarios", "CalcTesting", "KitSupport", "TestSupport", "TextSnapshots",
      ]),
    tests(
      "CalcScreensTests", in: "App",
      [
        "CalcScreens", "CalcCore", "CalcTesting", "TestSupport", "TextSnapshots", "TextUI",
        "TextWidth",
      ]),
    tests(
      "CalcScenariosTests", in: "App",
      [
        "CalcScenarios", "CalcCore", "CalcScreens", "CalcSeed", "TestSupport", "TextSnapshots",
        "TextUI", "TextWidth",
      ]),
    tests(
      "CalcTestingTests", in: "App", ["CalcTesting", "CalcCore", "TestSupport", "TextSnapshots"]),
    tests(
      "CalcSeedTests", in: "Course", ["CalcSeed", "CalcCore", "CalcScenarios", "TestSupport"]),
    tests("LessonReadingTests", in: "Course", ["LessonReading"]),
    tests(
      "LessonCheckingTests", in: "Course",
      [
        "LessonChecking", "LessonReading", "CalcCommandLine", "CommandLineSupport",
        "ProcessRunner", "TestSupport", "TextSnapshots",
      ]),
    tests(
      "CalcExercisesTests", in: "Course",
      [
        "CalcExercises", "CommandLineSupport", "KitSupport", "ProcessRunner", "TestSupport",
        "TextSnapshots", "InlineTextSnapshots",
      ]),
    tests(
      "LessonTutorialsTests", in: "Course",
      [
        "LessonTutorials", "LessonReading", "CalcCommandLine", "CalcExercises",
        "CommandLineSupport", "ProcessRunner", "lesson-docs", "TestSupport",
      ]),
    tests(
      "CalcCommandLineTests", in: "CommandLine",
      [
        "CalcCommandLine", "CalcCore", "CalcExercises", "CalcScenarios", "CalcScreens",
        "CommandLineSupport", "KitSupport", "LessonReading", "ProcessRunner", "TextUI",
        "TextWidth", "calc-render", "TestSupport", "snapshots",
      ]),
    tests("TestSupportTests", in: "Support", ["ProcessRunner", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
