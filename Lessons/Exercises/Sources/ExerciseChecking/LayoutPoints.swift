import TextUI

/// A view's layout as written, in points: what the text port rounds away.
///
/// The port draws 10 points as a line and 5 as a column, so `verticalSpacing: 24` draws as
/// `20` does, and a font draws as any other. A screen's text cannot show such a change; the
/// view's values can. Each fact is one value the view was given, named by the type that
/// holds it, in the order the views are drawn: `Grid.verticalSpacing = 20`,
/// `FontModifier.font = title`, `Button.label = 1`. Views of the learner's own types are
/// read through their `body`; actions are left out, since the structure judge taps them.
///
/// ```swift
/// let facts = LayoutPoints.facts(of: Keypad(strings: .russian))
/// print(facts.first ?? "")
/// // Prints "Grid.horizontalSpacing = 20"
/// ```
public enum LayoutPoints {
  /// Every value a view was given, as `Type.field = value`, in drawing order.
  public static func facts(of view: some View) -> [String] {
    var facts: [String] = []
    collect(view, into: &facts)
    return facts
  }

  private static func collect<V: View>(_ view: V, into facts: inout [String]) {
    guard V.Body.self == PrimitiveBody.self else {
      collect(view.body, into: &facts)
      return
    }
    visit(view, holder: typeName(of: view), label: "", into: &facts)
  }

  /// A value's own scalars first, then the views inside it.
  private static func visit(
    _ value: Any, holder: String, label: String, into facts: inout [String]
  ) {
    let mirror = Mirror(reflecting: value)
    var views: [any View] = []
    var nested: [(value: Any, holder: String, label: String)] = []
    for child in mirror.children {
      let name = child.label.map { label.isEmpty ? $0 : "\(label).\($0)" } ?? label
      if let view = child.value as? any View {
        views.append(view)
      } else if isAction(child.value) {
        continue
      } else if let inner = unwrapped(child.value), !Mirror(reflecting: inner).children.isEmpty {
        nested.append((inner, owner(of: inner, else: holder), name))
      } else {
        facts.append("\(holder).\(name) = \(printed(child.value))")
      }
    }
    for inner in nested {
      let isOwn = inner.holder != holder
      visit(inner.value, holder: inner.holder, label: isOwn ? "" : inner.label, into: &facts)
    }
    for view in views { collect(view, into: &facts) }
  }

  /// The type that holds a nested value's fields: a struct or class names itself; a tuple,
  /// an optional, an enum's payload or a collection stays in its holder's name.
  private static func owner(of value: Any, else holder: String) -> String {
    switch Mirror(reflecting: value).displayStyle {
    case .struct?, .class?: typeName(of: value)
    default: holder
    }
  }

  /// The value an optional holds, however deep, or `nil` when it holds none.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  private static func isAction(_ value: Any) -> Bool {
    Mirror(reflecting: value).displayStyle == nil && "\(type(of: value))".contains("->")
  }

  /// A value as the facts print it: `20` for a whole number of points, `nil` for none.
  private static func printed(_ value: Any) -> String {
    if let number = value as? Double {
      return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    }
    guard let inner = unwrapped(value) else { return "nil" }
    if let number = inner as? Double, !(value is Double) { return printed(number) }
    return "\(inner)"
  }

  /// A type's name without its module or generic arguments: `Grid`, `ModifiedContent`.
  private static func typeName(of value: Any) -> String {
    let full = "\(type(of: value))"
    let base = full.split(separator: "<").first.map(String.init) ?? full
    return base.split(separator: ".").last.map(String.init) ?? base
  }
}
