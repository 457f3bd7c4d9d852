// swift-tools-version: 6.0
// A fixture package of the support module's own, in a folder the module excludes: no
// module of InlinePackage compiles this file, so its `expectGreeting`, which takes
// `matches` after `loud`, is not a declaration a call of the package can mean.
import PackageDescription

let package = Package(name: "Decoy")

func expectGreeting(for name: String, loud: Bool = false, matches: (() -> String)? = nil) {}
