/// Every string the calculator shows, in one table.
///
/// The Russian table holds the seed's strings exactly; the English one is a
/// translation for readers who do not read Russian.
///
/// ```swift
/// let strings = CalculatorStrings.english
/// print(strings.sum(6))
/// // Prints "Sum of numbers: 6"
/// ```
public struct CalculatorStrings: Equatable, Hashable, Sendable {
  /// The language this table is written in, as a short code (`ru`, `en`).
  public let code: String
  /// The message under the spinner while the calculator switches on.
  public let loading: String
  /// The prompt shown as the result before any digit is entered.
  public let enterNumbers: String
  /// The line that says what the calculator does.
  public let title: String
  /// The result after a submit with no digits entered.
  public let noNumbers: String
  /// The text before the sum in a result, including its trailing space.
  public let sumPrefix: String
  /// The result when the sum does not fit in `Int`.
  public let sumTooLarge: String
  /// The label of the button that calculates the sum.
  public let submit: String
  /// The label of the button that clears the entry.
  public let reset: String

  /// Creates a table of your own, such as a copy of ``russian`` with one label changed.
  ///
  /// - Parameters:
  ///   - code: The language, as a short code (`ru`, `en`).
  ///   - loading: The message under the spinner while the calculator switches on.
  ///   - enterNumbers: The prompt before any digit is entered.
  ///   - title: The line that says what the calculator does.
  ///   - noNumbers: The result after a submit with no digits.
  ///   - sumPrefix: The text before the sum, with its trailing space.
  ///   - sumTooLarge: The result when the sum does not fit in `Int`.
  ///   - submit: The label of the button that calculates the sum.
  ///   - reset: The label of the button that clears the entry.
  public init(
    code: String, loading: String, enterNumbers: String, title: String, noNumbers: String,
    sumPrefix: String, sumTooLarge: String, submit: String, reset: String
  ) {
    self.code = code
    self.loading = loading
    self.enterNumbers = enterNumbers
    self.title = title
    self.noNumbers = noNumbers
    self.sumPrefix = sumPrefix
    self.sumTooLarge = sumTooLarge
    self.submit = submit
    self.reset = reset
  }

  /// The seed's strings, in Russian.
  public static let russian = CalculatorStrings(
    code: "ru",
    loading: "Пожалуйста, подождите, калькулятор включается...",
    enterNumbers: "Введите числа",
    title: "Калькулятор считает сумму чисел",
    noNumbers: "Числа не вводились",
    sumPrefix: "Сумма чисел: ",
    sumTooLarge: "Сумма слишком велика",
    submit: "Посчитать сумму",
    reset: "Сброс"
  )

  /// The same strings in English.
  public static let english = CalculatorStrings(
    code: "en",
    loading: "Please wait, the calculator is switching on...",
    enterNumbers: "Enter numbers",
    title: "The calculator adds numbers up",
    noNumbers: "No numbers were entered",
    sumPrefix: "Sum of numbers: ",
    sumTooLarge: "The sum is too large",
    submit: "Calculate the sum",
    reset: "Reset"
  )

  /// Every table the kit ships, Russian first.
  public static let all: [CalculatorStrings] = [.russian, .english]

  /// Finds a table by its language code, such as `ru` or `en`.
  ///
  /// - Parameter code: A language code, compared without regard to case.
  /// - Returns: The table, or `nil` when the kit has none for that code.
  public static func named(_ code: String) -> CalculatorStrings? {
    all.first { $0.code == code.lowercased() }
  }

  /// The result text for a sum.
  public func sum(_ value: Int) -> String {
    sumPrefix + String(value)
  }

  /// The result text while digits are entered: `1 + 2 + 3`, or the prompt when
  /// there are none.
  public func entry(_ numbers: [Int]) -> String {
    guard !numbers.isEmpty else { return enterNumbers }
    return numbers.map(String.init).joined(separator: " + ")
  }
}
