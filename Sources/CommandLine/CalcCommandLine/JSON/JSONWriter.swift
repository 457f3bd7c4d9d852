import CalcCore

/// Writes calculator data as one line of JSON with the seed's field names.
///
/// The output reads back through ``StateReader``, so you can pipe one
/// `calc-render --format json` into another's `--state -`.
enum JSONWriter {
  /// The data as a JSON object on one line, fields in the seed's order.
  static func object(_ data: CalculatorData) -> String {
    let numbers = data.numbers.map(String.init).joined(separator: ",")
    return "{\"isLoadingOnStart\":\(data.isLoadingOnStart),\"numbers\":[\(numbers)],"
      + "\"result\":\(string(data.result)),\"isCalculating\":\(data.isCalculating)}"
  }

  /// A JSON string literal, escaping quotes, backslashes, control characters
  /// (C0, DEL and C1 such as U+009B, a terminal's one-byte escape), format
  /// characters (such as U+202E, which reverses text) and line separators, so
  /// nothing invisible or terminal-controlling is printed raw.
  ///
  /// - Complexity: O(*n*) in the text's length.
  static func string(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where escapesAsHex(scalar):
        // Past U+FFFF (tag characters are format characters) JSON needs a surrogate pair.
        UTF16.encode(scalar) { unit in
          let hex = String(unit, radix: 16, uppercase: true)
          escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }

  private static func escapesAsHex(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
