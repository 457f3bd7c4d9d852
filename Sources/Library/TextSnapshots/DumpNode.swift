/// A value as ``Snapshotting/dump`` prints it, before it becomes lines: one line, or a
/// block of items between an opening and a closing line.
///
/// `expectDifference` compares two of these field by field, so the dump and the change
/// diff read a value the same way.
indirect enum DumpNode: Hashable, Sendable {
  /// A value that prints as one line: `1`, `"text"`, `nil`, `.case`.
  case line(String)
  /// `Type(`, `[` or `.case(` and the items inside, one a line, then `)` or `]`.
  case block(opening: String, items: [DumpItem], closing: String)

  /// The node's lines; the first has no indentation, the rest are indented beneath it.
  var lines: [String] {
    switch self {
    case .line(let text):
      return [text]
    case .block(let opening, let items, let closing):
      guard !items.isEmpty else { return [opening + closing] }
      var result = [opening]
      for item in items {
        let lines = item.lines
        for (index, line) in lines.enumerated() {
          result.append("  " + line + (index == lines.count - 1 ? "," : ""))
        }
      }
      return result + [closing]
    }
  }
}

/// One item of a block: a value, and the label or key that names it.
struct DumpItem: Hashable, Sendable {
  /// A property's label or a dictionary entry's key; `nil` for an element of a list.
  var label: DumpNode?
  /// The value.
  var value: DumpNode

  /// The item's lines: the label's, then `: ` and the value's.
  var lines: [String] {
    guard let label else { return value.lines }
    let head = label.lines
    let tail = value.lines
    guard let first = tail.first else { return head }
    return head.dropLast() + [(head.last ?? "") + ": " + first] + tail.dropFirst()
  }

  /// The item as one text, the order sorted dictionaries and sets follow.
  var text: String { lines.joined(separator: "\n") }
}
