// lesson:doc-greeting begin
/// A greeting card, the value the fixture's tests snapshot.
public struct Greeting: Sendable {
  /// Who the card is for.
  public var name: String
  /// The lines printed on the card.
  public var lines: [String] { ["Hello, \(name)!", "Сумма чисел: 6"] }

  /// Creates a card for `name`.
  public init(name: String) {
    self.name = name
  }
}
// lesson:doc-greeting end
