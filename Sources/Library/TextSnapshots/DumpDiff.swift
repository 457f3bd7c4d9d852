import LineDiff

/// A field diff of two dumps: what differs, inside the blocks that hold it, and each run
/// of unchanged items collapsed into one line.
///
/// ```
///  Cart(
///    … (1 unchanged)
/// -  total: 3,
/// +  total: 7,
///  )
/// ```
///
/// Each line starts with `-` for the expected side, `+` for the actual one, or a space.
/// Blocks that open and close alike are compared item by item: a struct's fields by
/// position, a list's elements by the shortest edit between them, so one element added
/// to a list shows as one `+`.
enum DumpDiff {
  /// The diff's lines, or an empty list when the two dumps are equal.
  static func lines(expected: DumpNode, actual: DumpNode) -> [String] {
    guard expected != actual else { return [] }
    return diff(expected, actual, head: "", tail: "", indent: "")
  }

  /// The lines of two nodes that differ, the first prefixed with `head` (a label and
  /// `: `), the last followed by `tail` (a comma inside a block).
  private static func diff(
    _ expected: DumpNode, _ actual: DumpNode, head: String, tail: String, indent: String
  ) -> [String] {
    guard
      case .block(let opening, let expectedItems, let closing) = expected,
      case .block(let actualOpening, let actualItems, let actualClosing) = actual,
      opening == actualOpening, closing == actualClosing
    else {
      return marked("-", expected, head: head, tail: tail, indent: indent)
        + marked("+", actual, head: head, tail: tail, indent: indent)
    }
    let inner = indent + "  "
    return [" " + indent + head + opening]
      + items(expectedItems, actualItems, indent: inner)
      + [" " + indent + closing + tail]
  }

  /// The items of two blocks: the pairs that differ, and the runs that do not, collapsed.
  private static func items(_ expected: [DumpItem], _ actual: [DumpItem], indent: String)
    -> [String]
  {
    var lines: [String] = []
    var unchanged = 0
    func flush() {
      if unchanged > 0 { lines.append(" " + indent + "… (\(unchanged) unchanged)") }
      unchanged = 0
    }
    for step in steps(expected, actual) {
      switch step {
      case .same:
        unchanged += 1
      case .changed(let old, let new):
        flush()
        lines += diff(
          old.value, new.value, head: old.label.map(labelText).map { $0 + ": " } ?? "",
          tail: ",", indent: indent)
      case .removed(let item):
        flush()
        lines += marked("-", item, indent: indent)
      case .added(let item):
        flush()
        lines += marked("+", item, indent: indent)
      }
    }
    flush()
    return lines
  }

  /// How one item of a block compares.
  private enum Step {
    case same
    case changed(DumpItem, DumpItem)
    case removed(DumpItem)
    case added(DumpItem)
  }

  /// Pairs the items of two blocks: by position when they carry the same labels (a
  /// struct's fields), else by the shortest edit between them, where a change of as many
  /// items on each side pairs them up, so a changed element shows its own diff.
  private static func steps(_ expected: [DumpItem], _ actual: [DumpItem]) -> [Step] {
    if expected.count == actual.count, expected.map(\.label) == actual.map(\.label),
      expected.allSatisfy({ $0.label != nil })
    {
      return zip(expected, actual).map { $0 == $1 ? .same : .changed($0, $1) }
    }
    var steps: [Step] = []
    var removed: [DumpItem] = []
    var added: [DumpItem] = []
    func flush() {
      if removed.count == added.count {
        steps += zip(removed, added).map { .changed($0, $1) }
      } else {
        steps += removed.map { .removed($0) } + added.map { .added($0) }
      }
      removed = []
      added = []
    }
    for edit in MyersDiff.edits(from: expected.map(\.text), to: actual.map(\.text)) {
      switch edit {
      case .equal:
        flush()
        steps.append(.same)
      case .delete(let index): removed.append(expected[index])
      case .insert(let index): added.append(actual[index])
      }
    }
    flush()
    return steps
  }

  private static func labelText(_ label: DumpNode) -> String {
    label.lines.joined(separator: " ")
  }

  private static func marked(_ marker: String, _ item: DumpItem, indent: String) -> [String] {
    let lines = item.lines
    return lines.enumerated().map { index, line in
      marker + indent + line + (index == lines.count - 1 ? "," : "")
    }
  }

  private static func marked(
    _ marker: String, _ node: DumpNode, head: String, tail: String, indent: String
  ) -> [String] {
    let lines = node.lines
    return lines.enumerated().map { index, line in
      marker + indent + (index == 0 ? head : "") + line + (index == lines.count - 1 ? tail : "")
    }
  }
}
