// swift-tools-version: 6.0
// A separate package that depends on calc kit by path, whose tests are written by
// `InlineSnapshotsEndToEndTests` in the kit: inline snapshots recorded, reviewed and
// accepted as in a user's package. The tests live in the hidden `.generated` folder,
// which the kit's own source checks skip; a helper they may call is in another package,
// and another in the support module `InlineSupport` of this package, whose excluded folder
// `Support/Decoy` declares a decoy of it that no module compiles.
import PackageDescription

let package = Package(
  name: "InlinePackage",
  dependencies: [
    .package(name: "calc-kit", path: "../../.."), .package(path: "../PairHelpersPackage"),
  ],
  targets: [
    .target(
      name: "InlineSupport",
      dependencies: [.product(name: "InlineTextSnapshots", package: "calc-kit")],
      path: "Support", exclude: ["Decoy"]),
    .testTarget(
      name: "InlineTests",
      dependencies: [
        "InlineSupport",
        .product(name: "InlineTextSnapshots", package: "calc-kit"),
        .product(name: "PairHelpers", package: "PairHelpersPackage"),
      ],
      path: ".generated/InlineTests"),
  ]
)
