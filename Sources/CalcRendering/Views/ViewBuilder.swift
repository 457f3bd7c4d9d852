/// Builds a list of views from a closure, as SwiftUI's `@ViewBuilder` does.
///
/// It supports several views in a row, `if`, `if`/`else`, `switch` and `for`
/// loops. The views are kept in an array of `any View`, so a long `body`
/// type-checks quickly.
@resultBuilder
public enum ViewBuilder {
  /// Lists one view.
  public static func buildExpression(_ view: some View) -> [any View] { [view] }

  /// Joins the views of consecutive statements.
  public static func buildBlock(_ parts: [any View]...) -> [any View] { joined(parts) }

  /// Lists the views of an `if` without `else`, or nothing.
  public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }

  /// Lists the views of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first: [any View]) -> [any View] { first }

  /// Lists the views of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second: [any View]) -> [any View] { second }

  /// Lists the views of every pass of a `for` loop.
  public static func buildArray(_ parts: [[any View]]) -> [any View] { joined(parts) }

  /// Lists the views inside an `if #available` check.
  public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }

  /// The views of `parts` in one array, allocated once at its final size.
  private static func joined(_ parts: [[any View]]) -> [any View] {
    if parts.count == 1, let only = parts.first { return only }
    var views: [any View] = []
    views.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { views += part }
    return views
  }

  /// Wraps the list into a single view.
  public static func buildFinalResult(_ parts: [any View]) -> ViewList { ViewList(parts) }
}
