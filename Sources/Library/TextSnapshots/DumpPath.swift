/// Where two dumps of one value first differ: a path from the value's top, such as
/// `.ref.x`, `[2]` or `["k"]`, and the class instance nearest above that place.
///
/// `expectDifference` names it when a copy of the value changed, which only a class
/// instance the copy shares with the value under test can do.
struct DumpPath: Equatable {
  /// A class instance on the way to the difference, as the dump names it.
  struct Instance: Equatable {
    /// The instance's name in the dump, such as `Ref#1`.
    var name: String
    /// Where it is, as ``DumpPath/path`` says; empty at the value's top.
    var path: String
  }

  /// `.label` for a property, `[index]` for an element, `[key]` for a dictionary's
  /// entry, one after another from the value's top; empty when the tops differ.
  var path = ""
  /// The class instance nearest above the difference, or `nil` when none holds it.
  var instance: Instance?

  /// Where `old` and `new` first differ, or `nil` when they are equal.
  static func firstDifference(_ old: DumpNode, _ new: DumpNode) -> DumpPath? {
    guard old != new else { return nil }
    var place = DumpPath()
    var (old, new) = (old, new)
    while case .block(let opening, let oldItems, let closing) = old,
      case .block(let newOpening, let newItems, let newClosing) = new,
      opening == newOpening, closing == newClosing
    {
      if let name = instanceName(opening) {
        place.instance = Instance(name: name, path: place.path)
      }
      let count = max(oldItems.count, newItems.count)
      let index =
        (0..<count).first { index in
          index >= oldItems.count || index >= newItems.count || oldItems[index] != newItems[index]
        } ?? count
      guard index < count else { return place }
      let item = index < oldItems.count ? oldItems[index] : newItems[index]
      place.path += component(item, index: index, isDictionary: opening == "[")
      guard index < oldItems.count, index < newItems.count,
        oldItems[index].label == newItems[index].label
      else { return place }
      (old, new) = (oldItems[index].value, newItems[index].value)
    }
    return place
  }

  /// An item's step in a path: `.label`, `[key]` or `[index]`.
  private static func component(_ item: DumpItem, index: Int, isDictionary: Bool) -> String {
    guard let label = item.label else { return "[\(index)]" }
    let text = label.lines.joined(separator: " ")
    return isDictionary ? "[\(text)]" : "." + text
  }

  /// The instance a block's opening names, `Ref#1` for `Ref#1(`, or `nil` when it opens
  /// something else.
  private static func instanceName(_ opening: String) -> String? {
    guard opening.hasSuffix("(") else { return nil }
    let name = opening.dropLast()
    guard let hash = name.lastIndex(of: "#") else { return nil }
    let number = name[name.index(after: hash)...]
    guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) else {
      return nil
    }
    return String(name)
  }
}
