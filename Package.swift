// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "calc-kit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CalcCore", targets: ["CalcCore"]),
    .library(name: "CalcRendering", targets: ["CalcRendering"]),
    .library(name: "CalcTesting", targets: ["CalcTesting"]),
    .executable(name: "calc-render", targets: ["calc-render"]),
  ],
  targets: [
    // Core: the calculator's state, view model and the clock it waits on.
    .target(name: "CalcCore"),
    // Test support: an exhaustive harness for view-model tests.
    .target(name: "CalcTesting", dependencies: ["CalcCore"]),

    // Rendering: a SwiftUI-like view language drawn into a character grid.
    .target(name: "CalcRendering", dependencies: ["CalcCore"]),

    // Command line: calc-render, thin over a library that tests can run in memory.
    .target(name: "CalcCommandLine", dependencies: ["CalcCore", "CalcRendering"]),
    .executableTarget(name: "calc-render", dependencies: ["CalcCommandLine"]),

    // Tests
    .testTarget(name: "CalcCoreTests", dependencies: ["CalcCore"]),
    .testTarget(name: "CalcTestingTests", dependencies: ["CalcTesting"]),
    .testTarget(
      name: "CalcCommandLineTests", dependencies: ["CalcCommandLine", "calc-render"]),
  ],
  swiftLanguageModes: [.v6]
)
