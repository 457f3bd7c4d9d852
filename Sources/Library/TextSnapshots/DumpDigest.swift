/// The digest of the lines a dump does not show: 64-bit FNV-1a over their UTF-8, each
/// line as the whole dump would write it (indented, with its comma) and ended by a
/// newline, so any change to what lies past the size limit changes the digest.
///
/// The dump past its limit keeps walking the value and tells this digest what it reads
/// instead of keeping it: a line, a block's opening and closing, the comma that ends an
/// item, and the `: ` that joins a label to its value. It keeps no text, whatever the
/// value's size: each byte is digested as it comes, only a line's newline held back
/// until the next line shows it is not joined. FNV-1a, unlike `Hasher`, is the same in
/// every run, process and platform.
///
/// A dump snapshot's redactions apply to these lines as to the lines shown, so a UUID
/// past the limit does not make a new digest every run: the lines are then kept, up to
/// ``redactedChunk`` bytes of whole lines at a time, and each chunk is redacted before
/// it is digested. A pattern that spans lines may miss a match across two chunks.
///
/// Below the dump's depth limit, a line's depth is digested as a number and a space
/// rather than as indentation, which would grow with the square of a long list's length.
struct DumpDigest: Sendable {
  /// FNV-1a's 64-bit offset basis: the digest of no lines.
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325
  /// Whether a line was begun whose newline is not yet digested: a comma, a label's
  /// value or an empty block's closing may still join it.
  private var isLineOpen = false
  /// Whether the open line is a block's opening with no item yet: its closing joins it.
  private var isOpeningLast = false
  /// Whether the next line joins the open one, as a label's value joins the label.
  private var isJoining = false
  /// What the lines' text is redacted by before it is digested.
  private let redactions: [Redaction]
  /// Whether a line's depth is digested as a number rather than as indentation.
  private let numbersDepths: Bool
  /// With redactions, the whole lines not yet digested, and the open line.
  private var kept = ""

  /// How many bytes of whole lines are redacted and digested at a time.
  static let redactedChunk = 1 << 16

  /// A digest of no lines yet, which redacts them by `redactions` and, when
  /// `numbersDepths`, digests each line's depth as a number.
  init(redactions: [Redaction] = [], numbersDepths: Bool = false) {
    self.redactions = redactions
    self.numbersDepths = numbersDepths
  }

  /// A value that prints as one line, nested `depth` levels deep.
  mutating func line(_ text: String, depth: Int) {
    start(depth: depth)
    digest(text)
  }

  /// A block's opening line, nested `depth` levels deep.
  mutating func open(_ text: String, depth: Int) {
    line(text, depth: depth)
    isOpeningLast = true
  }

  /// A block's closing line, nested `depth` levels deep; on its opening's line when the
  /// block had no items, as `[]`.
  mutating func close(_ text: String, depth: Int) {
    if isOpeningLast {
      isOpeningLast = false
    } else {
      start(depth: depth)
    }
    digest(text)
  }

  /// Ends an item: a comma after its last line.
  mutating func endItem() {
    digest(",")
  }

  /// Joins the next line to the last one with `joiner`, as `: ` joins a label to its value.
  mutating func join(_ joiner: String) {
    digest(joiner)
    isJoining = true
  }

  /// The digest of every line told, as 16 lowercase hexadecimal digits.
  func finish() -> String {
    var digest = self
    if digest.isLineOpen { digest.digest("\n") }
    digest.digestKept()
    let digits = String(digest.value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Begins a line nested `depth` levels deep: ends the open one and indents, unless
  /// the line joins the open one.
  private mutating func start(depth: Int) {
    isOpeningLast = false
    guard !isJoining else {
      isJoining = false
      return
    }
    if isLineOpen {
      digest("\n")
      if kept.utf8.count >= Self.redactedChunk { digestKept() }
    }
    isLineOpen = true
    if numbersDepths {
      digest(String(depth) + " ")
      return
    }
    guard redactions.isEmpty else {
      kept += String(repeating: " ", count: 2 * depth)
      return
    }
    // A loop over a local value: the dump's lines are mostly indentation, and this file is
    // built without optimization in debug builds, as tests are.
    let prime = Self.prime
    var hash = value
    var remaining = 2 * depth
    while remaining > 0 {
      hash = (hash ^ 0x20) &* prime
      remaining -= 1
    }
    value = hash
  }

  /// Digests `text`, or keeps it to redact first.
  private mutating func digest(_ text: String) {
    guard redactions.isEmpty else {
      kept += text
      return
    }
    digestBytes(of: text)
  }

  /// Digests the UTF-8 of `text`, a byte at a time through a local value.
  private mutating func digestBytes(of text: String) {
    let prime = Self.prime
    var text = text
    var hash = value
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        hash = (hash ^ UInt64(bytes[index])) &* prime
        index += 1
      }
    }
    value = hash
  }

  /// Redacts and digests the lines kept.
  private mutating func digestKept() {
    guard !kept.isEmpty else { return }
    let text = redactions.reduce(kept) { text, redaction in redaction.apply(to: text) }
    kept = ""
    digestBytes(of: text)
  }

  /// FNV-1a's 64-bit prime.
  private static let prime: UInt64 = 0x100_0000_01b3
}
