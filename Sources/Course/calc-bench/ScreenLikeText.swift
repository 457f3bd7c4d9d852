import KitSupport

/// Long texts that look like rendered screens: borders, blank rows, keypads,
/// sums; many lines repeat, which is what makes diffing screens hard.
struct ScreenLikeText {
  /// The original lines.
  let reference: [String]
  /// The lines after some were replaced, deleted or inserted.
  let actual: [String]

  /// Makes `count` lines and changes `percent` % of them.
  init(count: Int, percent: Int, seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let border = "+" + String(repeating: "-", count: 38) + "+"
    let blank = "|" + String(repeating: " ", count: 38) + "|"
    let keypad = ["[ 1 ]    [ 2 ]    [ 3 ]", "[ 4 ]    [ 5 ]    [ 6 ]", "[ 7 ]    [ 8 ]    [ 9 ]"]
    func line() -> String {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: border
      case 1, 2, 3: blank
      case 4, 5, 6: "|       " + keypad[Int.random(in: 0..<3, using: &random)] + "        |"
      default: "|   Сумма чисел: \(Int.random(in: 0..<500, using: &random))"
      }
    }
    let reference = (0..<count).map { _ in line() }
    var actual = reference
    let changes = count * percent / 100
    for _ in 0..<changes {
      let index = Int.random(in: 0..<actual.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: actual[index] = line()
      case 1: actual.remove(at: index)
      default: actual.insert(line(), at: index)
      }
    }
    self.reference = reference
    self.actual = actual
  }
}
