/// What a check program reported, read from the `@@` lines it prints.
///
/// A check prints `@@plan TOTAL` first, `@@begin NAME` before each expectation,
/// then `@@pass NAME`, or `@@fail NAME MESSAGE` followed by `@@lesson TEXT` and
/// `@@detail LINE`s; after a pass, a `@@note TEXT` for each remark that does not fail it;
/// and `@@end PASSED TOTAL` last. Fields are separated by tabs.
struct CheckReport: Equatable, Sendable {
  /// Why an expectation did not hold.
  struct Failure: Equatable, Sendable {
    /// The expectation, as a sentence.
    var name: String
    /// What happened instead.
    var message: String
    /// What the lesson says about it.
    var lesson: String = ""
    /// Diffs, screens side by side, compiler output.
    var details: [String] = []
  }

  /// The expectations that held, in order.
  var passed: [String] = []
  /// The expectation that failed, if one did.
  var failure: Failure?
  /// The expectation that was running when the check stopped without reporting, if any.
  var interrupted: String?
  /// How many expectations the check has, once it has said.
  var total: Int?
  /// Whether the check said it was finished (`@@end`).
  var finished = false
  /// Remarks on a passing answer that differs from the idiom a lesson teaches.
  var notes: [String] = []

  /// How many expectations never ran, because the check stopped before them.
  var notRun: Int {
    guard let total else { return 0 }
    let stopped = failure != nil || interrupted != nil ? 1 : 0
    return max(0, total - passed.count - stopped)
  }

  /// Whether every expectation held and the check said it was finished.
  var isPass: Bool {
    finished && failure == nil && interrupted == nil && total == passed.count
  }

  /// Reads a check's output; lines without `@@` (a crash's own report) are ignored.
  init(output: String) {
    var running: String?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard let tag = fields.first, tag.hasPrefix("@@") else { continue }
      let first = fields.count > 1 ? fields[1] : ""
      switch tag {
      case "@@plan": total = Int(first)
      case "@@begin": running = first
      case "@@pass":
        passed.append(first)
        running = nil
      case "@@fail":
        failure = Failure(name: first, message: fields.count > 2 ? fields[2] : "")
        running = nil
      case "@@lesson": failure?.lesson = first
      case "@@detail": failure?.details.append(first)
      case "@@note": notes.append(first)
      case "@@end":
        total = fields.count > 2 ? Int(fields[2]) : total
        finished = true
      default: continue
      }
    }
    interrupted = running
  }

  init() {}
}
