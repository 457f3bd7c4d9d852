import Foundation

/// A stable, readable text of any value, read through `Mirror`.
///
/// Structs and classes print as `Type(label: value, …)`, one child a line; enums as
/// `.case` or `.case(…)`; optionals as the value or `nil`; strings quoted. Dictionary
/// entries and set elements are sorted by their text, so the output never depends on
/// hashing. UUIDs, dates and URLs print as their text. A class instance is numbered (`Node#1`) by the order it is first met, and an
/// instance met again inside itself prints as `Node#1 (cycle)`.
struct ValueDump {
  private var objectNumbers: [ObjectIdentifier: Int] = [:]
  private var open: Set<ObjectIdentifier> = []

  /// The dump of `value`, ending in a newline.
  static func text(of value: Any) -> String {
    var dump = ValueDump()
    return dump.lines(of: value).joined(separator: "\n") + "\n"
  }

  /// The value's lines; the first has no indentation, the rest are indented beneath it.
  private mutating func lines(of value: Any) -> [String] {
    if let leaf = Self.foundationLeaf(value) { return [leaf] }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return ["nil"] }
      return lines(of: wrapped.value)
    case .collection:
      return block("[", mirror.children.map { lines(of: $0.value) }, "]")
    case .set:
      return block("Set([", sorted(mirror.children.map { lines(of: $0.value) }), "])")
    case .dictionary:
      let entries = mirror.children.map { entry in
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { return lines(of: entry.value) }
        return joined(lines(of: pair[0].value), ": ", lines(of: pair[1].value))
      }
      return entries.isEmpty ? ["[:]"] : block("[", sorted(entries), "]")
    case .tuple:
      return block("(", labelled(mirror), ")")
    case .enum:
      return enumLines(value, mirror)
    case .class:
      return classLines(value, mirror)
    case .struct:
      return block("\(typeName(value))(", labelled(mirror), ")")
    default:
      if let text = value as? String { return [text.debugDescription] }
      if let character = value as? Character { return [String(character).debugDescription] }
      guard mirror.children.isEmpty else {
        return block("\(typeName(value))(", labelled(mirror), ")")
      }
      return [String(describing: value)]
    }
  }

  /// Foundation values whose stored properties say less than their text: a UUID's
  /// string, a date in ISO 8601 (so ``Redaction/iso8601Dates`` finds it), a URL.
  private static func foundationLeaf(_ value: Any) -> String? {
    switch value {
    case let uuid as UUID: return uuid.uuidString
    case let date as Date: return date.formatted(.iso8601)
    case let url as URL: return url.absoluteString.debugDescription
    default: return nil
    }
  }

  private mutating func enumLines(_ value: Any, _ mirror: Mirror) -> [String] {
    guard let payload = mirror.children.first else { return [".\(value)"] }
    let name = "." + (payload.label ?? "\(value)")
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      return block(name + "(", labelled(inner), ")")
    }
    return block(name + "(", [lines(of: payload.value)], ")")
  }

  private mutating func classLines(_ value: Any, _ mirror: Mirror) -> [String] {
    let object = ObjectIdentifier(value as AnyObject)
    let number = objectNumbers[object] ?? (objectNumbers.count + 1)
    objectNumbers[object] = number
    let name = "\(typeName(value))#\(number)"
    guard !open.contains(object) else { return [name + " (cycle)"] }
    open.insert(object)
    defer { open.remove(object) }
    var children = labelled(mirror)
    var superclass = mirror.superclassMirror
    while let parent = superclass {
      children = labelled(parent) + children
      superclass = parent.superclassMirror
    }
    return block(name + "(", children, ")")
  }

  private mutating func labelled(_ mirror: Mirror) -> [[String]] {
    mirror.children.map { child in
      // Unlabelled tuple elements are labelled `.0`, `.1`, … by `Mirror`.
      let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? ""
      let value = lines(of: child.value)
      return label.isEmpty || Int(label) != nil ? value : joined([label], ": ", value)
    }
  }

  private func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
  }

  /// Items between an opening and a closing line, one item a line, each ending in `,`.
  private func block(_ opening: String, _ items: [[String]], _ closing: String) -> [String] {
    guard !items.isEmpty else { return [opening + closing] }
    var result = [opening]
    for item in items {
      for (index, line) in item.enumerated() {
        result.append("  " + line + (index == item.count - 1 ? "," : ""))
      }
    }
    return result + [closing]
  }

  private func joined(_ head: [String], _ separator: String, _ tail: [String]) -> [String] {
    guard let first = tail.first else { return head }
    let prefix = head.dropLast() + [(head.last ?? "") + separator + first]
    return Array(prefix) + tail.dropFirst()
  }

  private func sorted(_ items: [[String]]) -> [[String]] {
    items.sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
  }
}
