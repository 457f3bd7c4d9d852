// swift-tools-version: 6.2
import PackageDescription

// The tree says who each part is for:
//
//   Sources/App          the calculator being taught: its data and view model (CalcCore), its
//                        screen (CalcScreens), the clock, scenarios and storyboards its tests
//                        drive (CalcScenarios) and the harness for its tests (CalcTesting);
//                        each imports only those before it
//   Sources/Renderer     TextUI, the SwiftUI-shaped view language the screen is written in
//   Sources/Library      TextSnapshots and the `snapshots` tool, for your own package
//   Sources/Course       reading the lessons, the exercises and quizzes, the DocC tutorials,
//                        the benchmarks
//   Sources/CommandLine  calc-render, which draws, plays and runs the course
//   Sources/Shared       small pieces several of those share
//
// Tests mirror that tree; Tests/Support holds what only tests link.

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
    .library(name: "CalcCore", targets: ["CalcCore"]),
    .library(name: "CalcScenarios", targets: ["CalcScenarios"]),
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "CalcScreens", targets: ["CalcScreens"]),
    .library(name: "CalcTesting", targets: ["CalcTesting"]),
    .library(name: "TextSnapshots", targets: ["TextSnapshots"]),
    .executable(name: "calc-render", targets: ["calc-render"]),
    .executable(name: "snapshots", targets: ["snapshots"]),
  ],
  targets: [
    // The app: the calculator's data, its view model, its strings and timing, and the seed's
    // view model, kept as the lessons' "before".
    module("CalcCore", in: "App"),
    // The calculator's screen in TextUI.
    module("CalcScreens", in: "App", ["CalcCore", "TextUI"]),
    // The manual clock, steps and step scripts, the scenario catalog, the runner and
    // explorer that play them against either view model, and storyboards that draw each
    // step with the screen.
    module("CalcScenarios", in: "App", ["CalcCore", "CalcScreens", "TextUI", "KitSupport"]),
    // An exhaustive harness for view-model tests, built on TextSnapshots' change assertions.
    module("CalcTesting", in: "App", ["CalcCore", "CalcScenarios", "TextSnapshots"]),

    // The renderer: a SwiftUI-like view language and the layout engine that draws it into a
    // character grid; it knows nothing of the calculator.
    module("TextUI", in: "Renderer", ["KitSupport"]),

    // The library: text snapshots for Swift Testing, and the tool that reviews them.
    module("TextSnapshots", in: "Library", ["KitSupport"]),
    module("SnapshotReview", in: "Library", ["TextSnapshots", "CommandLineSupport", "KitSupport"]),
    tool("snapshots", in: "Library", ["SnapshotReview", "CommandLineSupport"]),

    // The course: reading the lessons' Markdown and resolving each block to the code it
    // quotes; the exercises, which the learner writes and `calc-render check` judges; the
    // lessons as DocC tutorials, for `Scripts/docs` (calc-render does not link them, nor
    // they calc-render: the lesson-docs executable hands them calc-render run in memory, for
    // the screens they show); and the benchmarks (`swift run -c release calc-bench`; no test
    // target depends on them).
    module("LessonReading", in: "Course", ["CommandLineSupport", "KitSupport"]),
    module("CalcExercises", in: "Course", ["CommandLineSupport", "KitSupport"]),
    module(
      "LessonTutorials", in: "Course",
      ["CalcExercises", "CommandLineSupport", "KitSupport", "LessonReading"]),
    tool(
      "lesson-docs", in: "Course", ["LessonTutorials", "CalcCommandLine", "CommandLineSupport"]),
    tool(
      "calc-bench", in: "Course",
      [
        "CalcCore", "CalcScenarios", "TextUI", "CalcScreens", "CalcCommandLine", "TextSnapshots",
        "KitSupport",
      ]),

    // The command line: calc-render, whose commands live in a library that tests run in
    // memory.
    module(
      "CalcCommandLine", in: "CommandLine",
      [
        "CalcCore", "CalcScenarios", "TextUI", "CalcScreens", "LessonReading", "CalcExercises",
        "CommandLineSupport", "KitSupport",
      ]),
    tool("calc-render", in: "CommandLine", ["CalcCommandLine", "CommandLineSupport"]),

    // Shared: a lock box, finding the package root, terminal column widths, "did you mean",
    // typed input quoted safely, the diff, the one process runner, and reading just enough
    // Swift to find calls and declarations (KitSupport); and what every tool shares: commands
    // as types, the reader, one console, one voice, the raw terminal (CommandLineSupport).
    module("KitSupport", in: "Shared"),
    module("CommandLineSupport", in: "Shared", ["KitSupport"]),

    // Test support: finding and running the built tools in end-to-end tests, a console that
    // keeps what a command writes, the package folder and the doc-example harness; and the
    // lesson checker, which holds every block of the lessons and the README, and every
    // example in a doc comment, to the code.
    testSupport("TestSupport", ["CommandLineSupport", "KitSupport"]),
    testSupport("LessonChecking", ["LessonReading", "KitSupport"]),

    // Tests, mirroring the sources.
    tests(
      "CalcCoreTests", in: "App",
      ["CalcCore", "CalcScenarios", "CalcTesting", "KitSupport", "TestSupport", "TextSnapshots"]),
    tests(
      "CalcScreensTests", in: "App",
      ["CalcScreens", "CalcCore", "CalcTesting", "KitSupport", "TestSupport", "TextSnapshots"]),
    tests(
      "CalcScenariosTests", in: "App",
      [
        "CalcScenarios", "CalcCore", "CalcScreens", "KitSupport", "TestSupport", "TextSnapshots",
        "TextUI",
      ]),
    tests(
      "CalcTestingTests", in: "App", ["CalcTesting", "CalcCore", "TestSupport", "TextSnapshots"]),
    tests("TextUITests", in: "Renderer", ["TextUI", "KitSupport", "TestSupport", "TextSnapshots"]),
    tests(
      "TextSnapshotsTests", in: "Library",
      ["TextSnapshots", "KitSupport", "TestSupport", "snapshots"]),
    tests(
      "SnapshotReviewTests", in: "Library",
      [
        "SnapshotReview", "CommandLineSupport", "TextSnapshots", "snapshots", "KitSupport",
        "TestSupport",
      ]),
    tests("LessonReadingTests", in: "Course", ["LessonReading"]),
    tests(
      "LessonCheckingTests", in: "Course",
      [
        "LessonChecking", "LessonReading", "CalcCommandLine", "CommandLineSupport", "KitSupport",
        "TestSupport", "TextSnapshots",
      ]),
    tests(
      "CalcExercisesTests", in: "Course",
      ["CalcExercises", "CommandLineSupport", "KitSupport", "TestSupport", "TextSnapshots"]),
    tests(
      "LessonTutorialsTests", in: "Course",
      [
        "LessonTutorials", "LessonReading", "CalcCommandLine", "CalcExercises",
        "CommandLineSupport", "KitSupport", "lesson-docs", "TestSupport",
      ]),
    tests(
      "CalcCommandLineTests", in: "CommandLine",
      [
        "CalcCommandLine", "CalcCore", "CalcExercises", "CalcScenarios", "CommandLineSupport",
        "KitSupport", "LessonReading", "calc-render", "TestSupport", "snapshots",
      ]),
    tests("KitSupportTests", in: "Shared", ["KitSupport", "TestSupport"]),
    tests(
      "CommandLineSupportTests", in: "Shared", ["CommandLineSupport", "KitSupport", "TestSupport"]),
    tests("TestSupportTests", in: "Support", ["CommandLineSupport", "KitSupport", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
