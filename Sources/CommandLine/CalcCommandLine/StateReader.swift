import CalcCore
import KitSupport

/// Reads calculator data from JSON with the seed's field names.
///
/// ```json
/// {"isLoadingOnStart": false, "numbers": [1, 2], "result": "1 + 2", "isCalculating": false}
/// ```
///
/// Every field is optional and defaults to the seed's start screen; a missing
/// `result` is derived from `numbers` as the view model would. Anything else is
/// rejected with an error that names the field: an unknown or repeated field, a
/// value of the wrong type, or a number outside `Int`.
package struct StateReader {
  /// The fields a state may have, in the seed's order.
  static let fields = ["isLoadingOnStart", "numbers", "result", "isCalculating"]

  /// The language a missing result is derived in.
  package var strings: CalculatorStrings

  /// Creates a reader that derives a missing result in `strings`.
  package init(strings: CalculatorStrings) {
    self.strings = strings
  }

  /// Reads a state from JSON text; `source` names the input in errors.
  package func read(_ text: String, source: String) throws(CommandLineError) -> CalculatorData {
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw .invalidJSON(
        source: source, line: error.line, column: error.column, reason: error.reason)
    }
    return try decode(value, source: source)
  }

  /// Decodes a parsed JSON value; `source` names the input in errors.
  func decode(_ value: JSONValue, source: String) throws(CommandLineError) -> CalculatorData {
    guard case .object(let members) = value else {
      throw .invalidState(
        source: source, field: nil, reason: "expected an object, got \(value.kind)")
    }
    var data = CalculatorData(strings: strings)
    var seen: Set<String> = []
    var result: String?
    for (key, value) in members {
      guard Self.fields.contains(key) else {
        throw .unknownField(
          source: source, field: key, suggestion: Suggestion.closest(to: key, in: Self.fields))
      }
      guard seen.insert(key).inserted else {
        throw .invalidState(source: source, field: key, reason: "appears more than once")
      }
      switch key {
      case "isLoadingOnStart": data.isLoadingOnStart = try bool(value, field: key, source: source)
      case "isCalculating": data.isCalculating = try bool(value, field: key, source: source)
      case "result": result = try string(value, field: key, source: source)
      default: data.numbers = try numbers(value, source: source)
      }
    }
    data.result = result ?? strings.entry(data.numbers)
    return data
  }

  private func bool(_ value: JSONValue, field: String, source: String) throws(CommandLineError)
    -> Bool
  {
    guard case .bool(let flag) = value else {
      throw .invalidState(
        source: source, field: field, reason: "expected true or false, got \(value.kind)")
    }
    return flag
  }

  private func string(_ value: JSONValue, field: String, source: String) throws(CommandLineError)
    -> String
  {
    guard case .string(let text) = value else {
      throw .invalidState(
        source: source, field: field, reason: "expected a string, got \(value.kind)")
    }
    return text
  }

  private func numbers(_ value: JSONValue, source: String) throws(CommandLineError) -> [Int] {
    guard case .array(let elements) = value else {
      throw .invalidState(
        source: source, field: "numbers",
        reason: "expected an array of whole numbers, got \(value.kind)")
    }
    var numbers: [Int] = []
    for (position, element) in elements.enumerated() {
      let field = "numbers[\(position)]"
      guard case .number(let text) = element else {
        throw .invalidState(
          source: source, field: field, reason: "expected a whole number, got \(element.kind)")
      }
      guard let number = Int(text) else {
        let isWhole = text.allSatisfy { $0.isNumber || $0 == "-" }
        throw .invalidState(
          source: source, field: field,
          reason: isWhole
            ? "\(text) is outside Int (\(Int.min) to \(Int.max))"
            : "expected a whole number, got \(text)")
      }
      numbers.append(number)
    }
    return numbers
  }
}
