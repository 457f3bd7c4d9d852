// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "calc-kit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CalcCore", targets: ["CalcCore"]),
    .library(name: "CalcTesting", targets: ["CalcTesting"]),
  ],
  targets: [
    // Core: the calculator's state, view model and the clock it waits on.
    .target(name: "CalcCore"),
    // Test support: an exhaustive harness for view-model tests.
    .target(name: "CalcTesting", dependencies: ["CalcCore"]),

    // Tests
    .testTarget(name: "CalcCoreTests", dependencies: ["CalcCore"]),
    .testTarget(name: "CalcTestingTests", dependencies: ["CalcTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
