// swift-tools-version: 6.2
// The exercises: a package of its own, so an unfinished exercise never breaks the kit.
//
// Each exercise NN has a target you edit (`Sources/ExerciseNN`) and a check
// (`Sources/check-NN`) that `swift run calc-render check NN` builds and runs.
// Each check is its own executable, so a broken exercise only breaks its own check.
// A review drill NN is the same, with a target `Sources/DrillNN`: a copy of part of
// the app with a change in it, whose check runs its snapshot suite.
import PackageDescription

let exercises: [(number: String, uses: [String], settings: [SwiftSetting])] = [
  ("01", [], []),
  ("02", ["CalcCore"], []),
  ("03", [], []),
  ("04", [], []),
  ("05", ["CalcCore"], []),
  ("06", ["TextUI"], []),
  ("07", ["CalcCore", "CalcScenarios", "ExerciseChecking"], []),
  ("08", ["CalcCore", "TextUI", "CalcScreens"], []),
  ("09", ["CalcCore", "TextUI", "CalcScreens", "ExerciseChecking"], []),
  // The seed-style model builds in Swift 5 mode; its check compiles it again in Swift 6,
  // with strict memory safety checking. Exercise 4's check compiles its file that way too.
  ("10", [], [.swiftLanguageMode(.v5)]),
]

/// The review drills, after the exercises: the kit's products each one's copy of the app uses.
let drills: [(number: String, uses: [String])] = [
  ("11", ["CalcCore"]),
  ("12", ["CalcCore", "TextUI"]),
  ("13", ["CalcCore", "TextUI"]),
  ("14", ["CalcCore"]),
  ("15", ["CalcCore"]),
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

/// Each exercise's target and its check.
let exerciseTargets: [Target] = exercises.flatMap { exercise -> [Target] in
  [
    .target(
      name: "Exercise\(exercise.number)", dependencies: kitProducts(exercise.uses),
      swiftSettings: exercise.settings),
    .executableTarget(
      name: "check-\(exercise.number)",
      dependencies: ["ExerciseChecking", .target(name: "Exercise\(exercise.number)")] + kit),
  ]
}

/// Each drill's copy of the app and its check.
let drillTargets: [Target] = drills.flatMap { drill -> [Target] in
  [
    .target(name: "Drill\(drill.number)", dependencies: kitProducts(drill.uses)),
    .executableTarget(
      name: "check-\(drill.number)",
      dependencies: ["ExerciseChecking", .target(name: "Drill\(drill.number)")] + kit),
  ]
}

let package = Package(
  name: "calc-kit-exercises",
  // macOS 15: exercise 10's check runs loading on a task executor it drives (SE-0417), which
  // macOS 15 brings; Xcode 26, which the exercises need, runs on macOS 15.6 or later.
  platforms: [.macOS(.v15)],
  products: (exercises.map(\.number) + drills.map(\.number)).map {
    .executable(name: "check-\($0)", targets: ["check-\($0)"])
  },
  dependencies: [.package(name: "calc-kit", path: "../..")],
  targets: [
    // What every check shares: expectations, the lines calc-render reads, the sources,
    // and the drills' judge.
    .target(name: "ExerciseChecking", dependencies: kit)
  ] + exerciseTargets + drillTargets,
  swiftLanguageModes: [.v6]
)
