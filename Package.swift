// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "calc-kit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CalcCore", targets: ["CalcCore"])
  ],
  targets: [
    // Core: the calculator's state, view model and the clock it waits on.
    .target(name: "CalcCore"),

    // Tests
    .testTarget(name: "CalcCoreTests", dependencies: ["CalcCore"]),
  ],
  swiftLanguageModes: [.v6]
)
