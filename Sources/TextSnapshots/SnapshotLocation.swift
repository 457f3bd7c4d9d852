import Foundation
import Testing

/// Where one assertion's reference lives: `<directory>/<suite>/<test>[.<name>].txt`.
struct SnapshotLocation: Equatable, Sendable {
  /// The absolute folder holding suite folders.
  var directory: String
  /// How `directory` is shown in messages: `Snapshots` by default, else absolute.
  var displayDirectory: String
  /// The suite folder and file stem, such as `CalculatorTests/addsDigits.empty`.
  var name: String

  var referencePath: String { "\(directory)/\(name).txt" }
  var pendingPath: String { referencePath + ".new" }
  var displayReference: String { "\(displayDirectory)/\(name).txt" }
  var displayPending: String { displayReference + ".new" }

  /// Finds the snapshots folder: the explicit setting, then `SNAPSHOT_DIRECTORY`, then
  /// `Snapshots` beside the nearest `Package.swift` above `filePath`.
  static func directory(
    setting: String?, environment: SnapshotEnvironment, filePath: String
  ) -> Result<(path: String, display: String), SnapshotMessage> {
    if let explicit = setting ?? environment.directory { return .success((explicit, explicit)) }
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      let manifest = folder.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) {
        return .success((folder.appendingPathComponent("Snapshots").path, "Snapshots"))
      }
      folder.deleteLastPathComponent()
    }
    return .failure(.packageRootNotFound(searchedFrom: filePath))
  }

  /// The `<suite>/<test>[.<name>]` part, from the running test's identity.
  static func name(
    test: Test?, isParameterised: Bool, named: String?, fileID: String
  ) -> Result<String, SnapshotMessage> {
    guard let test else { return .failure(.outsideTest) }
    let function = sanitised(String(test.name.prefix { $0 != "(" }))
    if isParameterised && named == nil {
      return .failure(.parameterisedNeedsName(test: function))
    }
    let suites = test.id.nameComponents.dropLast()
    let suite =
      suites.isEmpty
      ? String(fileID.split(separator: "/").last?.split(separator: ".").first ?? "Tests")
      : suites.joined(separator: ".")
    let stem = named.map { "\(function).\(sanitised($0))" } ?? function
    return .success("\(sanitised(suite))/\(stem)")
  }

  /// Keeps letters, digits, `-`, `_` and `.`; anything else becomes `_`.
  static func sanitised(_ text: String) -> String {
    String(
      text.map { character in
        character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
          ? character : "_"
      })
  }
}
