/// Finds the word a person probably meant, for "did you mean" hints.
///
/// Shared by every module that reads what a person typed.
package enum Suggestion {
  /// The candidate closest to `word`, when it is close enough to be a typo.
  ///
  /// Close enough means an edit distance of at most a third of the longer
  /// word, and at least 1; comparison ignores case.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = max(1, max(word.count, best.0.count) / 3)
    return best.1 <= limit ? best.0 : nil
  }

  /// The edit distance, counting a swap of two neighbouring letters as one
  /// edit (optimal string alignment): how many insertions, deletions,
  /// substitutions and swaps turn one word into the other.
  package static func distance(_ a: String, _ b: String) -> Int {
    // Typos are short; a long word is compared by its start, so hostile input stays cheap.
    let a = Array(a.prefix(64))
    let b = Array(b.prefix(64))
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var older = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], older[j - 2] + 1)
        }
      }
      older = previous
      previous = current
    }
    return previous[b.count]
  }
}
