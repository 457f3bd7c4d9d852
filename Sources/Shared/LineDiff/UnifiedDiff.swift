/// Renders an edit script as a unified diff that `patch` can apply.
package struct UnifiedDiff {
  package let reference: [TextLine]
  package let actual: [TextLine]
  package let edits: [DiffEdit]
  /// Whether the edits are a shortest script, or the search stopped at its cost limit.
  package let isMinimal: Bool
  package let costLimit: Int
  package var context = 3

  package init(reference: [TextLine], actual: [TextLine]) {
    self.reference = reference
    self.actual = actual
    costLimit = MyersDiff.defaultCostLimit(reference.count + actual.count)
    let result = MyersDiff.diff(from: reference, to: actual, costLimit: costLimit)
    self.edits = result.edits
    self.isMinimal = result.isMinimal
  }

  package var deletions: Int {
    edits.count(where: { if case .delete = $0 { true } else { false } })
  }
  package var insertions: Int {
    edits.count(where: { if case .insert = $0 { true } else { false } })
  }

  /// The diff text; `render` decides how each line's content is shown, `names` heads its sides.
  ///
  /// With `pairsRows`, a change that deletes and inserts as many lines as each other
  /// is printed as `-old` then `+new` for each row, so a changed screen row reads next
  /// to its replacement; otherwise all deletions come before all insertions.
  package func text(
    render: (Substring) -> String = { String($0) }, pairsRows: Bool = false,
    names: (old: String, new: String) = ("reference", "actual")
  ) -> String {
    let edits = pairsRows ? Self.paired(self.edits) : self.edits
    var output = "--- \(names.old)\n+++ \(names.new)\n"
    var referencePosition = [0]
    var actualPosition = [0]
    for edit in edits {
      let advancesReference = if case .insert = edit { false } else { true }
      let advancesActual = if case .delete = edit { false } else { true }
      referencePosition.append(
        referencePosition[referencePosition.count - 1] + (advancesReference ? 1 : 0))
      actualPosition.append(actualPosition[actualPosition.count - 1] + (advancesActual ? 1 : 0))
    }
    for hunk in hunks() {
      let referenceStart = referencePosition[hunk.lowerBound]
      let referenceCount = referencePosition[hunk.upperBound] - referenceStart
      let actualStart = actualPosition[hunk.lowerBound]
      let actualCount = actualPosition[hunk.upperBound] - actualStart
      output += "@@ -\(Self.range(referenceStart, referenceCount)) "
      output += "+\(Self.range(actualStart, actualCount)) @@\n"
      for edit in edits[hunk] {
        let (marker, line) =
          switch edit {
          case .equal(let index, _): (" ", reference[index])
          case .delete(let index): ("-", reference[index])
          case .insert(let index): ("+", actual[index])
          }
        output += marker + render(line.text) + "\n"
        if !line.isTerminated { output += "\\ No newline at end of file\n" }
      }
    }
    return output
  }

  /// Interleaves each change's deletions with its insertions when they are as many.
  package static func paired(_ edits: [DiffEdit]) -> [DiffEdit] {
    var result: [DiffEdit] = []
    result.reserveCapacity(edits.count)
    var deletions: [DiffEdit] = []
    var insertions: [DiffEdit] = []
    func flush() {
      if deletions.count == insertions.count {
        for (deletion, insertion) in zip(deletions, insertions) {
          result += [deletion, insertion]
        }
      } else {
        result += deletions + insertions
      }
      deletions.removeAll(keepingCapacity: true)
      insertions.removeAll(keepingCapacity: true)
    }
    for edit in edits {
      switch edit {
      case .delete: deletions.append(edit)
      case .insert: insertions.append(edit)
      case .equal:
        flush()
        result.append(edit)
      }
    }
    flush()
    return result
  }

  /// Ranges of edits to print: each change with its context, merging overlaps.
  private func hunks() -> [Range<Int>] {
    var hunks: [Range<Int>] = []
    for (index, edit) in edits.enumerated() where !edit.isEqual {
      let lower = max(0, index - context)
      let upper = min(edits.count, index + 1 + context)
      if let last = hunks.last, last.upperBound >= lower {
        hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, upper)
      } else {
        hunks.append(lower..<upper)
      }
    }
    return hunks
  }

  /// Formats a hunk range the way GNU diff does: an empty range names the line before it.
  private static func range(_ start: Int, _ count: Int) -> String {
    "\(count == 0 ? start : start + 1),\(count)"
  }
}
