import Foundation
import TextUI

/// The structure judge: a screen's keys compared with the buttons TextUI placed on it.
///
/// A screen's text alone cannot tell a key from a `Text` typed to look like one, `[ 0 ]`. The
/// renderer knows which of its cells are buttons (``ScreenRenderer/buttons(in:)``), so the
/// judge asks, for every bracketed label of the expected screen, for a `Button` with that
/// label whose opening bracket is in the same cell, and names every key that is drawn but
/// no button, every button drawn elsewhere, and every button the screen does not have.
///
/// ```swift
/// let failure = Structure.failure(
///   expected: recorded, named: "the recorded screen",
///   buttons: ScreenRenderer().buttons(in: Keypad()))
/// ```
public enum Structure {
  /// A key as a screen draws it: its label, and where its opening bracket is.
  public struct Key: Equatable {
    /// The label between the brackets, without the spaces around it.
    public let label: String
    /// The screen line, from 0 at the top border.
    public let line: Int
    /// The screen column of the opening bracket, from 0 at the left border.
    public let column: Int
  }

  /// Every bracketed label of a screen, `[ 1 ]` or `[Сброс]`, top to bottom, left to right.
  public static func keys(in screen: String) -> [Key] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    var keys: [Key] = []
    for (number, line) in lines.enumerated() {
      let characters = Array(line)
      var column = 0
      while column < characters.count {
        guard characters[column] == "[", let close = characters[column...].firstIndex(of: "]")
        else {
          column += 1
          continue
        }
        let label = String(characters[(column + 1)..<close]).trimmingCharacters(in: .whitespaces)
        keys.append(Key(label: label, line: number, column: column))
        column = close + 1
      }
    }
    return keys
  }

  /// `nil` when every key of `expected` is a button in its cell and every button is a key of
  /// it, or the failure that names each key, button or place that is wrong.
  ///
  /// - Parameters:
  ///   - expected: The screen whose keys the buttons must be, as `render(_:)` prints it.
  ///   - name: What the messages call that screen: `the recorded screen`.
  ///   - buttons: The buttons of the learner's screen, as `buttons(in:)` lists them.
  /// - Returns: `nil`, or the failure: its first problem, then one detail line for each other.
  public static func failure(expected: String, named name: String, buttons: [PlacedButton])
    -> Failure?
  {
    var unmatched = buttons
    var problems: [String] = []
    for key in keys(in: expected) {
      let place = "line \(key.line + 1), column \(key.column + 1)"
      if let index = unmatched.firstIndex(where: {
        $0.label == key.label && $0.line == key.line && $0.column == key.column
      }) {
        unmatched.remove(at: index)
      } else if let moved = unmatched.firstIndex(where: { $0.label == key.label }) {
        let button = unmatched.remove(at: moved)
        problems.append(
          "The key `\(key.label)` is a `Button`, but drawn at line \(button.line + 1), column "
            + "\(button.column + 1), where \(name) has it at \(place).")
      } else {
        problems.append(
          "The key `\(key.label)` at \(place) is no `Button`: a `Text` drawn to look like a key "
            + "shows the same characters, but nothing can tap it. Make it "
            + "`Button(\"\(key.label)\") {}`.")
      }
    }
    for button in unmatched {
      problems.append(
        "The button `\(button.label)` at line \(button.line + 1), column \(button.column + 1) "
          + "is no key of \(name).")
    }
    guard let first = problems.first else { return nil }
    return Failure(first, details: Array(problems.dropFirst()))
  }
}
