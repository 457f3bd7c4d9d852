// swift-tools-version: 6.0
// A separate package that depends on calc kit by path, whose tests are written by
// `WorkflowPackageTests` in the kit: a failing run's attachments, `snapshots status
// --check` and `--json`, `snapshots diff NAME`, a table of a `CaseIterable` enum and
// `expectDifference`, as a user's package and its CI would see them. The tests live in the
// hidden `.generated` folder, which the kit's own source checks skip.
import PackageDescription

let package = Package(
  name: "WorkflowPackage",
  dependencies: [.package(name: "calc-kit", path: "../../..")],
  targets: [
    .testTarget(
      name: "WorkflowTests",
      dependencies: [.product(name: "InlineTextSnapshots", package: "calc-kit")],
      path: ".generated/WorkflowTests")
  ]
)
