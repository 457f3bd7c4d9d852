/// Computes a minimal edit script between two sequences with Myers' O(ND) algorithm.
///
/// The search uses the linear-space "middle snake" refinement: each level finds a point
/// on an optimal path, then recurses on both halves. Common prefixes and suffixes are
/// trimmed first, so screens with long identical borders and blank rows cost almost
/// nothing beyond the changed rows.
///
/// - Complexity: O((N + M) · D) time and O(N + M) space, where D is the edit count.
package enum MyersDiff {
  /// The edits that turn `reference` into `actual`, in order; the non-equal ones are minimal.
  package static func edits<Element: Hashable>(from reference: [Element], to actual: [Element])
    -> [DiffEdit]
  {
    // Interning makes every comparison in the inner loop an integer compare.
    var ids: [Element: Int] = [:]
    func intern(_ element: Element) -> Int {
      if let id = ids[element] { return id }
      let id = ids.count
      ids[element] = id
      return id
    }
    var solver = Solver(a: reference.map(intern), b: actual.map(intern))
    solver.solve(aLow: 0, aHigh: reference.count, bLow: 0, bHigh: actual.count)
    return solver.edits
  }

  private struct Solver {
    let a: [Int]
    let b: [Int]
    var edits: [DiffEdit] = []

    init(a: [Int], b: [Int]) {
      self.a = a
      self.b = b
      edits.reserveCapacity(max(a.count, b.count))
    }

    mutating func solve(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) {
      var aLow = aLow
      var bLow = bLow
      while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
        edits.append(.equal(reference: aLow, actual: bLow))
        aLow += 1
        bLow += 1
      }
      var suffix = 0
      while aHigh - suffix > aLow, bHigh - suffix > bLow,
        a[aHigh - suffix - 1] == b[bHigh - suffix - 1]
      {
        suffix += 1
      }
      let aEnd = aHigh - suffix
      let bEnd = bHigh - suffix
      if aLow == aEnd {
        for index in bLow..<bEnd { edits.append(.insert(actual: index)) }
      } else if bLow == bEnd {
        for index in aLow..<aEnd { edits.append(.delete(reference: index)) }
      } else if let (x, y) = middleSnake(aLow: aLow, aEnd: aEnd, bLow: bLow, bEnd: bEnd),
        (x, y) != (aLow, bLow), (x, y) != (aEnd, bEnd)
      {
        solve(aLow: aLow, aHigh: x, bLow: bLow, bHigh: y)
        solve(aLow: x, aHigh: aEnd, bLow: y, bHigh: bEnd)
      } else {
        // Nothing in common: every line is replaced, which is already minimal.
        for index in aLow..<aEnd { edits.append(.delete(reference: index)) }
        for index in bLow..<bEnd { edits.append(.insert(actual: index)) }
      }
      for offset in 0..<suffix {
        edits.append(.equal(reference: aEnd + offset, actual: bEnd + offset))
      }
    }

    /// Returns a point on an optimal path, searching forwards and backwards at once.
    private func middleSnake(aLow: Int, aEnd: Int, bLow: Int, bEnd: Int) -> (Int, Int)? {
      let n = aEnd - aLow
      let m = bEnd - bLow
      let maxD = (n + m + 1) / 2
      let offset = maxD
      let length = 2 * maxD + 2
      var forward = [Int](repeating: -1, count: length)
      var backward = [Int](repeating: -1, count: length)
      forward[offset + 1] = 0
      backward[offset + 1] = 0
      let delta = n - m
      let checkOnForward = delta % 2 != 0
      var bounds = (forwardStart: 0, forwardEnd: 0, backwardStart: 0, backwardEnd: 0)
      for d in 0..<maxD {
        var k = -d + bounds.forwardStart
        while k <= d - bounds.forwardEnd {
          let index = offset + k
          var x =
            (k == -d || (k != d && forward[index - 1] < forward[index + 1]))
            ? forward[index + 1] : forward[index - 1] + 1
          var y = x - k
          while x < n, y < m, a[aLow + x] == b[bLow + y] {
            x += 1
            y += 1
          }
          forward[index] = x
          if x > n {
            bounds.forwardEnd += 2
          } else if y > m {
            bounds.forwardStart += 2
          } else if checkOnForward {
            let other = offset + delta - k
            if other >= 0, other < length, backward[other] != -1, x >= n - backward[other] {
              return (aLow + x, bLow + y)
            }
          }
          k += 2
        }
        k = -d + bounds.backwardStart
        while k <= d - bounds.backwardEnd {
          let index = offset + k
          var x =
            (k == -d || (k != d && backward[index - 1] < backward[index + 1]))
            ? backward[index + 1] : backward[index - 1] + 1
          var y = x - k
          while x < n, y < m, a[aEnd - x - 1] == b[bEnd - y - 1] {
            x += 1
            y += 1
          }
          backward[index] = x
          if x > n {
            bounds.backwardEnd += 2
          } else if y > m {
            bounds.backwardStart += 2
          } else if !checkOnForward {
            let other = offset + delta - k
            if other >= 0, other < length, forward[other] != -1 {
              let forwardX = forward[other]
              let forwardY = offset + forwardX - other
              if forwardX >= n - x { return (aLow + forwardX, bLow + forwardY) }
            }
          }
          k += 2
        }
      }
      return nil
    }
  }
}
