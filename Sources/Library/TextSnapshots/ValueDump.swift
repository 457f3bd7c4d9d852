import Foundation

/// A stable, readable text of any value, read through `Mirror`.
///
/// Structs and classes print as `Type(label: value, …)`, one child a line; enums as
/// `.case` or `.case(…)`; optionals as the value or `nil`; strings quoted. Dictionary
/// entries and set elements are sorted by their text, so the output never depends on
/// hashing. UUIDs, dates and URLs print as their text. A class instance is numbered
/// (`Node#1`) by the order it is first met, and an instance met again inside itself
/// prints as `Node#1 (cycle)`. A ``CustomSnapshotReflectable`` value is read through
/// its own mirror.
///
/// The dump has a depth limit rather than an unbounded recursion: a value nested more
/// than ``depthLimit`` levels deep (a long linked list of classes or of an indirect
/// enum) prints ``tooDeep`` in place of what lies below, so the text says where it
/// stops and a 100,000-node list dumps in moments instead of exhausting the stack.
struct ValueDump {
  /// How many levels of nesting a dump shows below the value itself.
  static let depthLimit = 100
  /// What stands for a value below ``depthLimit`` levels.
  static let tooDeep = "… (nested more than \(depthLimit) levels deep: not shown)"

  private var objectNumbers: [ObjectIdentifier: Int] = [:]
  private var open: Set<ObjectIdentifier> = []
  /// How deep the value being read is nested.
  private var depth = 0

  /// The dump of `value`, ending in a newline.
  static func text(of value: Any) -> String {
    node(of: value).lines.joined(separator: "\n") + "\n"
  }

  /// The dump of `value`, before it becomes lines.
  static func node(of value: Any) -> DumpNode {
    var dump = ValueDump()
    return dump.node(of: value)
  }

  /// The mirror the dump reads for `value`: its own, or the one it chooses for snapshots.
  static func mirror(of value: Any) -> Mirror {
    (value as? any CustomSnapshotReflectable)?.customSnapshotMirror ?? Mirror(reflecting: value)
  }

  private mutating func node(of value: Any) -> DumpNode {
    if let leaf = Self.foundationLeaf(value) { return .line(leaf) }
    let mirror = Self.mirror(of: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .line("nil") }
      return node(of: wrapped.value)
    case .collection:
      return .block(opening: "[", items: mirror.children.map { element($0) }, closing: "]")
    case .set:
      return .block(
        opening: "Set([", items: sorted(mirror.children.map { element($0) }), closing: "])")
    case .dictionary:
      let entries = mirror.children.map { entry in
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { return element(entry) }
        return DumpItem(label: nested(pair[0].value), value: nested(pair[1].value))
      }
      return entries.isEmpty
        ? .line("[:]") : .block(opening: "[", items: sorted(entries), closing: "]")
    case .tuple:
      return .block(opening: "(", items: labelled(mirror), closing: ")")
    case .enum:
      return enumNode(value, mirror)
    case .class:
      return classNode(value, mirror)
    case .struct:
      return .block(opening: "\(typeName(value))(", items: labelled(mirror), closing: ")")
    default:
      if let text = value as? String { return .line(text.debugDescription) }
      if let character = value as? Character { return .line(String(character).debugDescription) }
      guard mirror.children.isEmpty, !(value is any CustomSnapshotReflectable) else {
        return .block(opening: "\(typeName(value))(", items: labelled(mirror), closing: ")")
      }
      return .line(String(describing: value))
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

  private mutating func enumNode(_ value: Any, _ mirror: Mirror) -> DumpNode {
    guard let payload = mirror.children.first else { return .line(".\(value)") }
    let name = "." + (payload.label ?? "\(value)")
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      return .block(opening: name + "(", items: labelled(inner), closing: ")")
    }
    return .block(opening: name + "(", items: [element(payload)], closing: ")")
  }

  private mutating func classNode(_ value: Any, _ mirror: Mirror) -> DumpNode {
    let object = ObjectIdentifier(value as AnyObject)
    let number = objectNumbers[object] ?? (objectNumbers.count + 1)
    objectNumbers[object] = number
    let name = "\(typeName(value))#\(number)"
    guard !open.contains(object) else { return .line(name + " (cycle)") }
    open.insert(object)
    defer { open.remove(object) }
    return .block(opening: name + "(", items: labelled(Self.lineage(of: mirror)), closing: ")")
  }

  /// A class's mirror and its superclasses', the furthest first, as one list of
  /// children: an inherited class shows its superclasses' properties first.
  static func lineage(of mirror: Mirror) -> [Mirror.Child] {
    var children = Array(mirror.children)
    var superclass = mirror.superclassMirror
    while let parent = superclass {
      children = Array(parent.children) + children
      superclass = parent.superclassMirror
    }
    return children
  }

  private mutating func labelled(_ mirror: Mirror) -> [DumpItem] {
    labelled(Array(mirror.children))
  }

  private mutating func labelled(_ children: [Mirror.Child]) -> [DumpItem] {
    children.map { child in
      // Unlabelled tuple elements are labelled `.0`, `.1`, … by `Mirror`.
      let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? ""
      let value = nested(child.value)
      return label.isEmpty || Int(label) != nil
        ? DumpItem(label: nil, value: value) : DumpItem(label: .line(label), value: value)
    }
  }

  private mutating func element(_ child: Mirror.Child) -> DumpItem {
    DumpItem(label: nil, value: nested(child.value))
  }

  /// The node of a value one level deeper than the one being read, or ``tooDeep``.
  private mutating func nested(_ value: Any) -> DumpNode {
    guard depth < Self.depthLimit else { return .line(Self.tooDeep) }
    depth += 1
    defer { depth -= 1 }
    return node(of: value)
  }

  private func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
  }

  private func sorted(_ items: [DumpItem]) -> [DumpItem] {
    items.sorted { $0.text < $1.text }
  }
}
