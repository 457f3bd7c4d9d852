// swift-tools-version: 6.0
import PackageDescription

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
    // Support: small pieces several modules share: a lock box, finding the package root,
    // terminal column widths, "did you mean", typed input quoted safely, and the diff.
    .target(name: "KitSupport"),

    // Core: the app: the calculator's data, its view model, its strings and timing, and
    // the seed's view model, kept as the lessons' "before".
    .target(name: "CalcCore"),
    // Scenarios: the manual clock, steps and step scripts, the scenario catalog, and the
    // runner and explorer that play them against either view model.
    .target(name: "CalcScenarios", dependencies: ["CalcCore", "KitSupport"]),
    // Test support: an exhaustive harness for view-model tests, built on TextSnapshots'
    // change assertions.
    .target(name: "CalcTesting", dependencies: ["CalcCore", "CalcScenarios", "TextSnapshots"]),

    // Rendering: a SwiftUI-like view language and the layout engine that draws it
    // into a character grid; it knows nothing of the calculator.
    .target(name: "TextUI", dependencies: ["KitSupport"]),
    // Screens: the calculator's screen in that language, and storyboards of scenarios.
    .target(
      name: "CalcScreens", dependencies: ["CalcCore", "CalcScenarios", "TextUI", "KitSupport"]),

    // Lessons: reading the lessons' Markdown and resolving each block to the code it
    // quotes, for calc-render to print them, the tests to check them and lesson-docs to
    // turn them into tutorials.
    .target(name: "LessonReading", dependencies: ["KitSupport"]),

    // Exercises: the learner writes the code, `calc-render check` builds and judges it.
    .target(name: "CalcExercises", dependencies: ["CommandLineSupport", "KitSupport"]),

    // Command line: what every tool shares (commands as types, the reader, one console, one
    // voice), and calc-render, whose commands live in a library that tests run in memory.
    .target(name: "CommandLineSupport", dependencies: ["KitSupport"]),
    .target(
      name: "CalcCommandLine",
      dependencies: [
        "CalcCore", "CalcScenarios", "TextUI", "CalcScreens", "LessonReading", "CalcExercises",
        "CommandLineSupport", "KitSupport",
      ]),
    .executableTarget(
      name: "calc-render", dependencies: ["CalcCommandLine", "CommandLineSupport"]),

    // Documentation: the lessons as DocC tutorials, for `Scripts/docs`; calc-render does
    // not link them.
    .target(
      name: "LessonTutorials",
      dependencies: ["CalcCommandLine", "CalcExercises", "CommandLineSupport", "LessonReading"]),
    .executableTarget(
      name: "lesson-docs", dependencies: ["LessonTutorials", "CommandLineSupport"]),

    // Snapshot testing: text snapshots for Swift Testing, and the tool that reviews them.
    .target(name: "TextSnapshots", dependencies: ["KitSupport"]),
    .target(
      name: "SnapshotReview", dependencies: ["TextSnapshots", "CommandLineSupport", "KitSupport"]),
    .executableTarget(name: "snapshots", dependencies: ["SnapshotReview", "CommandLineSupport"]),

    // Benchmarks: `swift run -c release calc-bench`; no test target depends on it.
    .executableTarget(
      name: "calc-bench",
      dependencies: [
        "CalcCore", "CalcScenarios", "TextUI", "CalcScreens", "CalcCommandLine", "TextSnapshots",
        "KitSupport",
      ]),

    // Test support: what several test targets share: finding and running the built tools
    // in end-to-end tests, a console that keeps what a command writes, the package folder,
    // and the doc-example harness.
    .target(
      name: "TestSupport", dependencies: ["CommandLineSupport", "KitSupport", "LessonReading"]),
    // Test support: the lesson checker, which holds every block of the lessons and the
    // README to what the code gives now; only tests depend on it.
    .target(name: "LessonChecking", dependencies: ["LessonReading", "KitSupport"]),

    // Tests
    .testTarget(name: "KitSupportTests", dependencies: ["KitSupport", "TestSupport"]),
    .testTarget(
      name: "CalcCoreTests",
      dependencies: [
        "CalcCore", "CalcScenarios", "CalcTesting", "KitSupport", "TestSupport", "TextSnapshots",
      ]),
    .testTarget(
      name: "CalcScenariosTests", dependencies: ["CalcScenarios", "CalcCore", "TestSupport"]),
    .testTarget(
      name: "CalcTestingTests",
      dependencies: ["CalcTesting", "CalcCore", "TestSupport", "TextSnapshots"]),
    .testTarget(name: "TextUITests", dependencies: ["TextUI", "KitSupport", "TestSupport"]),
    .testTarget(
      name: "CalcScreensTests",
      dependencies: [
        "CalcScreens", "CalcCore", "CalcScenarios", "CalcTesting", "KitSupport", "TestSupport",
        "TextSnapshots",
      ]),
    .testTarget(
      name: "CommandLineSupportTests",
      dependencies: ["CommandLineSupport", "KitSupport", "TestSupport"]),
    .testTarget(
      name: "CalcCommandLineTests",
      dependencies: [
        "CalcCommandLine", "CalcCore", "CalcScenarios", "CommandLineSupport", "KitSupport",
        "LessonReading", "calc-render", "TestSupport", "snapshots",
      ]),
    .testTarget(name: "LessonReadingTests", dependencies: ["LessonReading"]),
    .testTarget(
      name: "LessonCheckingTests",
      dependencies: [
        "LessonChecking", "LessonReading", "CalcCommandLine", "KitSupport", "TestSupport",
        "TextSnapshots",
      ]),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    .testTarget(
      name: "LessonTutorialsTests",
      dependencies: [
        "LessonTutorials", "LessonReading", "CalcCommandLine", "CalcExercises", "TestSupport",
      ]),
    .testTarget(
      name: "TextSnapshotsTests",
      dependencies: ["TextSnapshots", "KitSupport", "TestSupport", "snapshots"]),
    .testTarget(
      name: "CalcExercisesTests",
      dependencies: ["CalcExercises", "CommandLineSupport", "KitSupport", "TestSupport"]),
    .testTarget(
      name: "SnapshotReviewTests",
      dependencies: ["SnapshotReview", "TextSnapshots", "snapshots", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
