/// The textbook longest-common-subsequence table, O(N·M) time and space: the
/// baseline that Myers' O((N+M)·D) search is measured against.
enum LCSTable {
  /// How many lines a minimal diff deletes or inserts.
  static func editCount(_ a: [String], _ b: [String]) -> Int {
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in 1...max(a.count, 1) where i <= a.count {
      for j in 1...max(b.count, 1) where j <= b.count {
        table[i * width + j] =
          a[i - 1] == b[j - 1]
          ? table[(i - 1) * width + j - 1] + 1
          : max(table[(i - 1) * width + j], table[i * width + j - 1])
      }
    }
    return a.count + b.count - 2 * table[a.count * width + b.count]
  }
}
