// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "calc-kit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CalcCore", targets: ["CalcCore"]),
    .library(name: "CalcRendering", targets: ["CalcRendering"]),
  ],
  targets: [
    // Core: the calculator's state, view model and the clock it waits on.
    .target(name: "CalcCore"),

    // Rendering: a SwiftUI-like view language drawn into a character grid.
    .target(name: "CalcRendering", dependencies: ["CalcCore"]),

    // Tests
    .testTarget(name: "CalcCoreTests", dependencies: ["CalcCore"]),
    .testTarget(name: "CalcRenderingTests", dependencies: ["CalcRendering"]),
  ],
  swiftLanguageModes: [.v6]
)
