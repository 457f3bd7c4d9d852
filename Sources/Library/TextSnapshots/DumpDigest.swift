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
    if digest.isLineOpen { digest.digest(UInt8(ascii: "\n")) }
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
    if isLineOpen { digest(UInt8(ascii: "\n")) }
    isLineOpen = true
    for _ in 0..<(2 * depth) { digest(UInt8(ascii: " ")) }
  }

  private mutating func digest(_ text: String) {
    for byte in text.utf8 { digest(byte) }
  }

  private mutating func digest(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
  }
}
