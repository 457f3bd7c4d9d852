import KitSupport

/// Reads steps from a script such as `1 2 submit wait 3s reset`.
///
/// A script is words separated by spaces or commas: a digit `0`–`9`, `submit`,
/// `reset`, `appear`, `disappear` (the screen is hidden), `replace` (the screen
/// is removed and a new one shown), `wait` followed by a duration (`3s`,
/// `1.5s`, `500ms`), or `wait` alone to wait until nothing is pending.
///
/// ```swift
/// let steps = try StepScript.parse("1, 2, submit, wait 3s")
/// print(steps.map(\.description))
/// // Prints "["1", "2", "submit", "wait 3s"]"
/// ```
public enum StepScript {
  /// The longest wait a script may ask for.
  public static let longestWait = Duration.seconds(86_400)

  /// Why a script could not be read; `message` says where and what was expected.
  public enum Failure: Error, Equatable, Sendable {
    /// A word that is not a step.
    case unknownStep(position: Int, word: String, suggestion: String?)
    /// A duration after `wait` that is not one.
    case invalidDuration(position: Int, word: String)

    /// The one-line message, naming the step's position and the word.
    public var message: String {
      switch self {
      case .unknownStep(let position, let word, let suggestion):
        "step \(position) '\(word)' is not a step"
          + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
          + "; expected a digit 0-9, submit, reset, appear, disappear, replace, or wait "
          + "[DURATION]"
      case .invalidDuration(let position, let word):
        "step \(position) 'wait \(word)' has an invalid duration; expected whole or decimal "
          + "seconds like 3s or 1.5s, or milliseconds like 500ms, up to 86400s"
      }
    }
  }

  static let words = ["submit", "reset", "appear", "disappear", "replace", "wait"]

  /// Parses a script into steps.
  public static func parse(_ script: String) throws(Failure) -> [Step] {
    let words = script.split { $0 == "," || $0.isWhitespace }.map(String.init)
    var steps: [Step] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      let position = steps.count + 1
      index += 1
      switch word.lowercased() {
      case "submit", "=": steps.append(.submit)
      case "reset": steps.append(.reset)
      case "appear": steps.append(.appear)
      case "disappear": steps.append(.disappear)
      case "replace": steps.append(.replace)
      case "wait":
        guard index < words.count, looksLikeDuration(words[index]) else {
          steps.append(.waitUntilIdle)
          continue
        }
        guard let duration = duration(words[index]) else {
          throw .invalidDuration(position: position, word: printable(words[index]))
        }
        steps.append(.wait(duration))
        index += 1
      default:
        guard word.count == 1, let digit = word.first?.wholeNumberValue, word.first?.isASCII == true
        else {
          throw .unknownStep(
            position: position, word: printable(word), suggestion: suggestion(for: word))
        }
        steps.append(.tap(digit))
      }
    }
    return steps
  }

  /// Reads `3s`, `1.5s` or `500ms`; `nil` when the text is not such a duration.
  public static func duration(_ text: String) -> Duration? {
    let lowered = text.lowercased()
    if lowered.hasSuffix("ms") {
      guard let milliseconds = digitsValue(lowered.dropLast(2)) else { return nil }
      return bounded(.milliseconds(milliseconds))
    }
    guard lowered.hasSuffix("s") else { return nil }
    let number = lowered.dropLast()
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let seconds = digitsValue(parts[0]) else { return nil }
    var milliseconds = 0
    if parts.count == 2 {
      guard (1...3).contains(parts[1].count), let fraction = digitsValue(parts[1]) else {
        return nil
      }
      milliseconds = fraction * [1, 100, 10, 1][parts[1].count]
    }
    guard seconds <= 86_400 else { return nil }
    return bounded(.seconds(seconds) + .milliseconds(milliseconds))
  }

  /// Whether a word after `wait` is meant as its duration.
  ///
  /// It is when it starts with a digit or a dot, so `wait 3` is an error (no
  /// unit) rather than a wait and a tap.
  private static func looksLikeDuration(_ word: String) -> Bool {
    guard let first = word.first else { return false }
    return (first.isASCII && first.isNumber) || first == "."
  }

  private static func digitsValue(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }

  private static func bounded(_ duration: Duration) -> Duration? {
    duration <= longestWait ? duration : nil
  }

  private static func suggestion(for word: String) -> String? {
    Suggestion.closest(to: word, in: words)
  }

  private static func printable(_ word: String) -> String {
    QuotedInput.shown(word, limit: 40)
  }
}
