// swift-tools-version: 6.0
// A separate package with two test targets whose suites share a name, depending on calc kit
// by path; `TargetsPackageTests` in the kit writes their tests into the hidden `.generated`
// folder and checks, as a user's package would see it: a folder per test target, the move
// from the earlier layout, CRLF values, names that differ only in case, a record trait on
// CI, a helper in another module that makes the assertion, and `swift run snapshots` run
// from this package's own folder.
import PackageDescription

let package = Package(
  name: "TargetsPackage",
  dependencies: [.package(name: "calc-kit", path: "../../..")],
  targets: [
    .target(
      name: "Helpers", dependencies: [.product(name: "InlineTextSnapshots", package: "calc-kit")],
      path: ".generated/Helpers"),
    .testTarget(
      name: "ATests",
      dependencies: ["Helpers", .product(name: "InlineTextSnapshots", package: "calc-kit")],
      path: ".generated/ATests"),
    .testTarget(
      name: "BTests", dependencies: [.product(name: "InlineTextSnapshots", package: "calc-kit")],
      path: ".generated/BTests"),
  ]
)
