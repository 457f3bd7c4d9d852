// swift-tools-version: 6.0
// A package of inline snapshot helpers that `InlinePackage` depends on by path: a helper
// the calls in that package's tests resolve to, declared where the library, which reads
// only the calling package's files, never looks.
import PackageDescription

let package = Package(
  name: "PairHelpersPackage",
  products: [.library(name: "PairHelpers", targets: ["PairHelpers"])],
  dependencies: [.package(name: "calc-kit", path: "../../..")],
  targets: [
    .target(
      name: "PairHelpers",
      dependencies: [.product(name: "InlineTextSnapshots", package: "calc-kit")])
  ]
)
