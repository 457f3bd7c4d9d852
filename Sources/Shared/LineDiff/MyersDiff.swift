/// Computes an edit script between two sequences with Myers' O(ND) algorithm.
///
/// The search uses the linear-space "middle snake" refinement: each level finds a point
/// on an optimal path, then recurses on both halves. Elements that occur in only one of
/// the sequences can never be kept, so they are set aside first; common prefixes and
/// suffixes are trimmed at every level. Screens with long identical borders and blank
/// rows, and files with nothing in common, cost almost nothing beyond the changed rows.
///
/// Like GNU diff without `--minimal`, the search gives up on an optimal path once a level
/// has taken `costLimit` steps, and splits at the point that got furthest instead. The
/// script is then still correct but may not be minimal, and the result says so.
///
/// - Complexity: O((N + M) · D) time and O(N + M) space, where D is the edit count;
///   with a cost limit C, O((N + M) · C) time.
package enum MyersDiff {
  /// An edit script, and whether it is known to be minimal.
  package struct Result: Equatable, Sendable {
    /// The edits that turn the reference into the actual sequence, in order.
    package var edits: [DiffEdit]
    /// Whether the search found a shortest script, or gave up early on some part.
    package var isMinimal: Bool
  }

  /// The edits that turn `reference` into `actual`, in order; the non-equal ones are minimal.
  package static func edits<Element: Hashable>(from reference: [Element], to actual: [Element])
    -> [DiffEdit]
  {
    diff(from: reference, to: actual, costLimit: nil).edits
  }

  /// The default cost limit: the square root of the input size, and at least 256 steps.
  package static func defaultCostLimit(_ count: Int) -> Int {
    max(256, Int(Double(count).squareRoot()))
  }

  /// The edits that turn `reference` into `actual`, searching at most `costLimit` steps
  /// per level; `nil` searches until the script is minimal, however long that takes.
  package static func diff<Element: Hashable>(
    from reference: [Element], to actual: [Element], costLimit: Int?
  ) -> Result {
    // Interning makes every comparison in the inner loop an integer compare.
    var ids: [Element: Int] = [:]
    func intern(_ element: Element) -> Int {
      if let id = ids[element] { return id }
      let id = ids.count
      ids[element] = id
      return id
    }
    let a = reference.map(intern)
    let b = actual.map(intern)
    let matchable = Matchable(a: a, b: b, idCount: ids.count)
    var solver = Solver(a: matchable.a, b: matchable.b, costLimit: costLimit)
    solver.solve(aLow: 0, aHigh: matchable.a.count, bLow: 0, bHigh: matchable.b.count)
    let edits = deletionsFirst(matchable.restore(solver.edits))
    return Result(edits: edits, isMinimal: solver.isMinimal)
  }

  /// Reorders each run of changes so its deletions come before its insertions, as
  /// `diff -u` prints them; the script stays valid because a run keeps no element.
  package static func deletionsFirst(_ edits: [DiffEdit]) -> [DiffEdit] {
    var result: [DiffEdit] = []
    result.reserveCapacity(edits.count)
    var insertions: [DiffEdit] = []
    for edit in edits {
      switch edit {
      case .delete: result.append(edit)
      case .insert: insertions.append(edit)
      case .equal:
        result += insertions
        insertions.removeAll(keepingCapacity: true)
        result.append(edit)
      }
    }
    return result + insertions
  }

  /// The elements of both sequences that occur in the other, with their original indices.
  private struct Matchable {
    var a: [Int] = []
    var b: [Int] = []
    var aIndices: [Int] = []
    var bIndices: [Int] = []
    let aCount: Int
    let bCount: Int

    init(a fullA: [Int], b fullB: [Int], idCount: Int) {
      aCount = fullA.count
      bCount = fullB.count
      var inA = [Bool](repeating: false, count: idCount)
      var inB = [Bool](repeating: false, count: idCount)
      for id in fullA { inA[id] = true }
      for id in fullB { inB[id] = true }
      for (index, id) in fullA.enumerated() where inB[id] {
        a.append(id)
        aIndices.append(index)
      }
      for (index, id) in fullB.enumerated() where inA[id] {
        b.append(id)
        bIndices.append(index)
      }
    }

    /// Maps edits of the matchable elements back to the full sequences, deleting and
    /// inserting the set-aside elements where they stood.
    func restore(_ edits: [DiffEdit]) -> [DiffEdit] {
      var result: [DiffEdit] = []
      result.reserveCapacity(aCount + bCount)
      var nextA = 0
      var nextB = 0
      func deleteUpTo(_ end: Int) {
        while nextA < end {
          result.append(.delete(reference: nextA))
          nextA += 1
        }
      }
      func insertUpTo(_ end: Int) {
        while nextB < end {
          result.append(.insert(actual: nextB))
          nextB += 1
        }
      }
      for edit in edits {
        switch edit {
        case .equal(let reference, let actual):
          deleteUpTo(aIndices[reference])
          insertUpTo(bIndices[actual])
          result.append(.equal(reference: nextA, actual: nextB))
          nextA += 1
          nextB += 1
        case .delete(let reference):
          deleteUpTo(aIndices[reference] + 1)
        case .insert(let actual):
          insertUpTo(bIndices[actual] + 1)
        }
      }
      deleteUpTo(aCount)
      insertUpTo(bCount)
      return result
    }
  }

  private struct Solver {
    let a: [Int]
    let b: [Int]
    let costLimit: Int?
    var edits: [DiffEdit] = []
    var isMinimal = true

    init(a: [Int], b: [Int], costLimit: Int?) {
      self.a = a
      self.b = b
      self.costLimit = costLimit
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
    private mutating func middleSnake(aLow: Int, aEnd: Int, bLow: Int, bEnd: Int) -> (Int, Int)? {
      let n = aEnd - aLow
      let m = bEnd - bLow
      // With a cost limit, no diagonal beyond it is reached, so the arrays need no more.
      let maxD = (n + m + 1) / 2
      let offset = min(maxD, costLimit ?? maxD)
      let length = 2 * offset + 2
      var forward = [Int](repeating: -1, count: length)
      var backward = [Int](repeating: -1, count: length)
      forward[offset + 1] = 0
      backward[offset + 1] = 0
      let delta = n - m
      let checkOnForward = delta % 2 != 0
      var bounds = (forwardStart: 0, forwardEnd: 0, backwardStart: 0, backwardEnd: 0)
      for d in 0..<maxD {
        if let costLimit, d >= costLimit {
          isMinimal = false
          return furthest(
            forward: forward, backward: backward, d: d, n: n, m: m, offset: offset
          ).map { (aLow + $0.x, bLow + $0.y) }
        }
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

    /// The point either search got furthest to after `d` steps, measured as x + y, where
    /// GNU diff also splits once a search costs too much.
    private func furthest(
      forward: [Int], backward: [Int], d: Int, n: Int, m: Int, offset: Int
    ) -> (x: Int, y: Int)? {
      var best: (x: Int, y: Int, progress: Int)?
      for k in stride(from: -d + 1, through: d - 1, by: 2) {
        let forwardX = forward[offset + k]
        let forwardY = forwardX - k
        if forwardX >= 0, forwardX <= n, forwardY >= 0, forwardY <= m,
          forwardX + forwardY > best?.progress ?? 0
        {
          best = (forwardX, forwardY, forwardX + forwardY)
        }
        let backwardX = backward[offset + k]
        let backwardY = backwardX - k
        if backwardX >= 0, backwardX <= n, backwardY >= 0, backwardY <= m,
          backwardX + backwardY > best?.progress ?? 0
        {
          best = (n - backwardX, m - backwardY, backwardX + backwardY)
        }
      }
      return best.map { ($0.x, $0.y) }
    }
  }
}
