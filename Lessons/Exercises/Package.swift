// swift-tools-version: 6.0
// The exercises: a package of its own, so an unfinished exercise never breaks the kit.
//
// Each exercise NN has a target you edit (`Sources/ExerciseNN`) and a check
// (`Sources/check-NN`) that `swift run calc-render check NN` builds and runs.
// Each check is its own executable, so a broken exercise only breaks its own check.
import PackageDescription

let exercises: [(number: String, uses: [String], settings: [SwiftSetting])] = [
  ("01", [], []),
  ("02", ["CalcCore"], []),
  ("03", [], []),
  ("04", ["CalcCore"], []),
  ("05", [], []),
  ("06", ["TextUI"], []),
  ("07", ["CalcCore", "CalcScenarios", "ExerciseChecking"], []),
  ("08", ["CalcCore", "TextUI", "CalcScreens"], []),
  ("09", ["CalcCore", "TextUI", "CalcScreens", "ExerciseChecking"], []),
  // The seed-style model builds in Swift 5 mode; its check compiles it again in Swift 6.
  ("10", [], [.swiftLanguageMode(.v5)]),
]

let kit: [Target.Dependency] = [
  .product(name: "CalcCore", package: "calc-kit"),
  .product(name: "CalcScenarios", package: "calc-kit"),
  .product(name: "TextUI", package: "calc-kit"),
  .product(name: "CalcScreens", package: "calc-kit"),
  .product(name: "TextSnapshots", package: "calc-kit"),
]

func kitProducts(_ names: [String]) -> [Target.Dependency] {
  names.map { name in
    name == "ExerciseChecking"
      ? .target(name: name) : .product(name: name, package: "calc-kit")
  }
}

let package = Package(
  name: "calc-kit-exercises",
  platforms: [.macOS(.v14)],
  products: exercises.map {
    .executable(name: "check-\($0.number)", targets: ["check-\($0.number)"])
  },
  dependencies: [.package(name: "calc-kit", path: "../..")],
  targets: [
    // What every check shares: expectations, the lines calc-render reads, the sources.
    .target(name: "ExerciseChecking", dependencies: kit)
  ]
    + exercises.flatMap { exercise in
      [
        .target(
          name: "Exercise\(exercise.number)", dependencies: kitProducts(exercise.uses),
          swiftSettings: exercise.settings),
        .executableTarget(
          name: "check-\(exercise.number)",
          dependencies: ["ExerciseChecking", .target(name: "Exercise\(exercise.number)")] + kit),
      ]
    },
  swiftLanguageModes: [.v6]
)
