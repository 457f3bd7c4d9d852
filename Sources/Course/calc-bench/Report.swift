/// What a run found: the table's rows and notes printed under it.
struct Report {
  /// One row per benchmark.
  var rows: [BenchmarkRow] = []
  /// Checks and derived figures, one line each.
  var notes: [String] = []

  /// The table, then the notes, as printed.
  var text: String {
    let header = ["benchmark", "iterations", "median", "p90", "baseline", "median", "ratio"]
    let cells = rows.map { row in
      [
        row.name, String(row.iterations), Timing.format(row.timing.median),
        Timing.format(row.timing.p90), row.baseline?.name ?? "-",
        row.baseline.map { Timing.format($0.timing.median) } ?? "-",
        row.ratio.map { "\(Timing.fixed($0, 2))x" } ?? "-",
      ]
    }
    let all = [header] + cells
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    let lines = all.map { line in
      line.indices.map { column in
        let cell = line[column]
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 || column == 4 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
    let rule = String(repeating: "-", count: lines.first?.count ?? 0)
    return ([lines[0], rule] + lines.dropFirst() + [""] + notes).joined(separator: "\n") + "\n"
  }
}
