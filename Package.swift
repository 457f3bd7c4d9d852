// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "calc-kit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CalcCore", targets: ["CalcCore"]),
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "CalcScreens", targets: ["CalcScreens"]),
    .library(name: "CalcTesting", targets: ["CalcTesting"]),
    .library(name: "TextSnapshots", targets: ["TextSnapshots"]),
    .executable(name: "calc-render", targets: ["calc-render"]),
    .executable(name: "snapshots", targets: ["snapshots"]),
  ],
  targets: [
    // Support: small pieces several modules share: a lock box, finding the package root,
    // terminal column widths.
    .target(name: "KitSupport"),

    // Core: the calculator's state, view model and the clock it waits on.
    .target(name: "CalcCore", dependencies: ["KitSupport"]),
    // Test support: an exhaustive harness for view-model tests.
    .target(name: "CalcTesting", dependencies: ["CalcCore"]),

    // Rendering: a SwiftUI-like view language and the layout engine that draws it
    // into a character grid; it knows nothing of the calculator.
    .target(name: "TextUI", dependencies: ["KitSupport"]),
    // Screens: the calculator's screen in that language, and storyboards of scenarios.
    .target(name: "CalcScreens", dependencies: ["CalcCore", "TextUI", "KitSupport"]),

    // Exercises: the learner writes the code, `calc-render check` builds and judges it.
    .target(name: "CalcExercises", dependencies: ["KitSupport"]),

    // Command line: the argument layer both tools share, and calc-render, thin over a
    // library that tests can run in memory.
    .target(name: "CommandLineSupport", dependencies: ["CalcCore", "KitSupport"]),
    .target(
      name: "CalcCommandLine",
      dependencies: [
        "CalcCore", "TextUI", "CalcScreens", "CalcExercises", "CommandLineSupport", "KitSupport",
      ]),
    .executableTarget(
      name: "calc-render", dependencies: ["CalcCommandLine", "CommandLineSupport"]),
    // Documentation: the lessons as DocC tutorials, for `Scripts/docs`.
    .executableTarget(name: "lesson-docs", dependencies: ["CalcCommandLine"]),

    // Snapshot testing: text snapshots for Swift Testing, and the tool that reviews them.
    .target(name: "TextSnapshots", dependencies: ["KitSupport"]),
    .target(
      name: "SnapshotReview", dependencies: ["TextSnapshots", "CommandLineSupport", "KitSupport"]),
    .executableTarget(name: "snapshots", dependencies: ["SnapshotReview", "CommandLineSupport"]),

    // Benchmarks: `swift run -c release calc-bench`; no test target depends on it.
    .executableTarget(
      name: "calc-bench",
      dependencies: [
        "CalcCore", "TextUI", "CalcScreens", "CalcCommandLine", "TextSnapshots", "KitSupport",
      ]),

    // Test support: finds and runs the built tools in end-to-end tests.
    .target(name: "ProcessTesting"),

    // Tests
    .testTarget(name: "KitSupportTests", dependencies: ["KitSupport"]),
    .testTarget(name: "CalcCoreTests", dependencies: ["CalcCore", "CalcTesting", "KitSupport"]),
    .testTarget(name: "CalcTestingTests", dependencies: ["CalcTesting"]),
    .testTarget(name: "TextUITests", dependencies: ["TextUI", "KitSupport"]),
    .testTarget(
      name: "CalcScreensTests",
      dependencies: ["CalcScreens", "CalcTesting", "KitSupport", "TextSnapshots"]),
    .testTarget(name: "CommandLineSupportTests", dependencies: ["CommandLineSupport"]),
    .testTarget(
      name: "CalcCommandLineTests",
      dependencies: [
        "CalcCommandLine", "CommandLineSupport", "KitSupport", "calc-render", "ProcessTesting",
        "TextSnapshots", "snapshots",
      ]),
    .testTarget(name: "TextSnapshotsTests", dependencies: ["TextSnapshots", "KitSupport"]),
    .testTarget(name: "CalcExercisesTests", dependencies: ["CalcExercises", "KitSupport"]),
    .testTarget(
      name: "SnapshotReviewTests",
      dependencies: ["SnapshotReview", "TextSnapshots", "snapshots", "ProcessTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
