/// Shows two screens next to each other, marking rows that differ with `>`.
enum SideBySide {
  static func text(reference: [TextLine], actual: [TextLine]) -> String {
    let left = reference.map { VisibleCharacters.show($0.text) }
    let right = actual.map { VisibleCharacters.show($0.text) }
    let width = max(left.map(\.count).max() ?? 0, "reference".count)
    func padded(_ text: String) -> String {
      text + String(repeating: " ", count: width - text.count)
    }
    var output = "  \(padded("reference")) | actual\n"
    for row in 0..<max(left.count, right.count) {
      let referenceRow = row < left.count ? left[row] : ""
      let actualRow = row < right.count ? right[row] : ""
      let differs =
        row >= reference.count || row >= actual.count
        || reference[row] != actual[row]
      output += "\(differs ? ">" : " ") \(padded(referenceRow)) | \(actualRow)\n"
    }
    return output
  }
}
