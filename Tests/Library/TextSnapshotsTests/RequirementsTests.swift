import Foundation
import TestSupport
import Testing

/// The Swift minimum the kit states is one, and the one its APIs need: Swift Testing's
/// `Attachment`, public from Swift 6.2 (swift-testing's proposal ST-0009), which every
/// failing snapshot records; `TestScoping` (ST-0007) is from 6.1.
@Suite("The stated Swift minimum")
struct RequirementsTests {
  static let minimum = "6.2"

  @Test(
    "Package.swift, the exercises' manifest, the README and Getting started state the same minimum",
    arguments: [
      ("Package.swift", "// swift-tools-version: \(minimum)\n"),
      ("Lessons/Exercises/Package.swift", "// swift-tools-version: \(minimum)\n"),
      ("README.md", "Requirements: Swift \(minimum) or later"),
      (
        "Sources/Library/TextSnapshots/TextSnapshots.docc/GettingStarted.md",
        "TextSnapshots needs Swift \(minimum) or later"
      ),
    ])
  func stated(file: String, statement: String) throws {
    let text = try String(
      contentsOf: try TestPackage.root().appendingPathComponent(file), encoding: .utf8)
    #expect(text.contains(statement), "\(file) does not say '\(statement)'")
  }
}
