import CalcCore
import Foundation
import Testing

/// A string table names its language in test results.
///
/// A test that takes `CalculatorStrings.all` as its arguments then reads
/// `strings → Russian` in its failure header, instead of every string of the
/// table before the point.
extension CalculatorStrings: CustomTestStringConvertible {
  /// The language's name in English, such as `Russian`, or its code when it has none.
  public var testDescription: String {
    Locale(identifier: "en").localizedString(forLanguageCode: code) ?? code
  }
}
