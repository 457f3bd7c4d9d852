/// A running total that notices when it no longer fits in `Int`.
///
/// It keeps the review's `reduce(0, +)` shape while never trapping:
///
/// ```swift
/// let total = [Int.max, 1].reduce(CheckedSum.zero, +)
/// print(total.value as Any)
/// // Prints "nil"
/// ```
///
/// Each addition wraps and counts the carry, so a total that leaves `Int` and
/// comes back (`Int.max + 1 - 1`) is still exact.
struct CheckedSum: Equatable, Sendable {
  /// The low 64 bits of the total.
  private var wrapped = 0
  /// How many times the total went past `Int.max` (positive) or `Int.min` (negative).
  private var carry = 0

  /// The empty total.
  static let zero = CheckedSum()

  /// The total, or `nil` when it does not fit in `Int`.
  var value: Int? { carry == 0 ? wrapped : nil }

  static func + (total: CheckedSum, number: Int) -> CheckedSum {
    let (sum, overflow) = total.wrapped.addingReportingOverflow(number)
    var next = CheckedSum(wrapped: sum, carry: total.carry)
    if overflow { next.carry += number > 0 ? 1 : -1 }
    return next
  }
}
