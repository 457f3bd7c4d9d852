// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "calc-kit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CalcCore", targets: ["CalcCore"]),
    .library(name: "TextSnapshots", targets: ["TextSnapshots"]),
    .executable(name: "snapshots", targets: ["snapshots"]),
  ],
  targets: [
    // Core: the calculator's state, view model and the clock it waits on.
    .target(name: "CalcCore"),

    // Snapshot testing: text snapshots for Swift Testing, and the tool that reviews them.
    .target(name: "TextSnapshots"),
    .target(name: "SnapshotReview", dependencies: ["TextSnapshots"]),
    .executableTarget(name: "snapshots", dependencies: ["SnapshotReview"]),

    // Tests
    .testTarget(name: "CalcCoreTests", dependencies: ["CalcCore"]),
    .testTarget(name: "TextSnapshotsTests", dependencies: ["TextSnapshots"]),
    .testTarget(
      name: "SnapshotReviewTests", dependencies: ["SnapshotReview", "TextSnapshots", "snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
