// swift-tools-version: 6.0
// A separate package that depends on calc kit by path and uses TextSnapshots as a
// user's package would; `ConsumerPackageTests` in the kit builds and tests it.
import PackageDescription

let package = Package(
  name: "ConsumerPackage",
  // lesson:readme-manifest begin
  dependencies: [.package(name: "calc-kit", path: "../../..")],
  targets: [
    .target(name: "Greeting"),
    .testTarget(
      name: "GreetingTests",
      dependencies: [
        "Greeting", .product(name: "TextSnapshots", package: "calc-kit"),
        .product(name: "InlineTextSnapshots", package: "calc-kit"),
      ]),
  ]
  // lesson:readme-manifest end
)
