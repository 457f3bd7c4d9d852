/// A parsed JSON value that keeps what a state file needs to be checked strictly.
///
/// Numbers keep their source text, so a number too large for `Int` is reported
/// as written instead of being rounded through `Double`; objects keep their keys
/// in order, so errors name fields in the order a person wrote them.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }

  /// The kind of value, as error messages name it, such as `a string`.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
