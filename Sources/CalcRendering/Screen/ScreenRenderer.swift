/// Draws a view as a framed screen of text.
///
/// The view is laid out like the root of a SwiftUI window: offered the
/// screen's inner width, centred horizontally, and as tall as it needs to be.
/// Inside the border there is one blank line above and below the content and
/// one blank column on each side. Every line, border included, is exactly
/// `options.width` terminal columns wide.
///
/// ```swift
/// let screen = ScreenRenderer(options: .init(width: 24)).render(Text("Сброс"))
/// print(screen, terminator: "")
/// // Prints:
/// // +----------------------+
/// // |                      |
/// // |        Сброс         |
/// // |                      |
/// // +----------------------+
/// ```
public struct ScreenRenderer {
  /// The widths a screen may have, border included.
  ///
  /// A narrower width leaves too little room for the calculator's keypad; a
  /// wider one is no terminal anybody uses. Widths outside the range are
  /// clamped to it.
  public static let widthRange: ClosedRange<Int> = 24...200

  /// The columns between the border and the content on each side.
  static let margin = 1

  /// How screens are drawn.
  public let options: RenderOptions

  /// Creates a renderer.
  ///
  /// - Parameter options: The width, border style and spinner frame.
  public init(options: RenderOptions = .init()) {
    self.options = options
  }

  /// The width every line has, after clamping to ``widthRange``.
  public var width: Int {
    min(max(options.width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
  }

  /// Draws a view inside a border.
  ///
  /// - Parameter view: The view to draw.
  /// - Returns: The lines of the screen joined by `"\n"`, with a trailing `"\n"`.
  public func render(_ view: some View) -> String {
    screenString(draw(view), checked: false)
  }

  /// The bytes a screen's string may take around `height` lines of content
  /// that take at most `content` bytes, with room to spare: short pieces are
  /// written sixteen bytes at a time (see `ByteRun`).
  func capacity(height: Int, content: Int) -> Int {
    borderBytes(height: height) + content + ByteRun.spare
  }

  /// The bytes a screen takes besides its content's: the border, the blank
  /// rows and the margins around `height` lines of content.
  private func borderBytes(height: Int) -> Int {
    let style = options.style
    let inner = width - 2
    let ruleCount = inner * style.horizontal.utf8.count + 1
    let rowCount = 2 * style.vertical.utf8.count + 1
    var bytes = style.topLeft.utf8.count + style.topRight.utf8.count + ruleCount
    bytes += style.bottomLeft.utf8.count + style.bottomRight.utf8.count + ruleCount
    bytes += (height + 2) * rowCount + 2 * inner + height * 2 * Self.margin
    return bytes
  }

  /// The screen's string, border and all, around `content`.
  ///
  /// The bytes are UTF-8 by construction (see `write(_:into:)`), so unless
  /// `checked` is set, the string is made from them without checking them
  /// again where the runtime can (`UTF8Span`), which is most of what making a
  /// screen's string costs otherwise. Elsewhere the string checks them, as it
  /// does when `checked` is set; tests compare the two ways.
  func screenString(_ content: consuming Canvas, checked: Bool) -> String {
    // Enough room for any content: the string keeps only the bytes written.
    let capacity = capacity(height: content.size.height, content: content.utf8Capacity)
    // `UTF8Span` came with Swift 6.2; older compilers take the checking path.
    #if compiler(>=6.2)
      if !checked, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        // A canvas drawn for this screen has the room after its cells.
        if content.spareBytes >= capacity {
          return content.withSpareRoom { lines, room in
            let written = UnsafeBufferPointer(rebasing: room[..<write(lines, into: room)])
            return String(copying: unsafe UTF8Span(unchecked: written.span))
          }
        }
        return content.withLines { lines in
          withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let written = UnsafeBufferPointer(rebasing: buffer[..<write(lines, into: buffer)])
            return String(copying: unsafe UTF8Span(unchecked: written.span))
          }
        }
      }
    #endif
    // The screen is written straight into the string's storage, which checks it.
    return content.withLines { lines in
      String(unsafeUninitializedCapacity: capacity) { write(lines, into: $0) }
    }
  }

  /// Writes the screen's bytes, border and all, into `buffer`, and returns how many it wrote.
  ///
  /// Every byte is UTF-8 by construction: the border's characters and the
  /// content's cells are written from `Character`s and Unicode scalars, never
  /// from raw bytes. Debug builds check it.
  private func write(_ content: CanvasLines, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int
  {
    let style = options.style
    let inner = width - 2
    let height = content.size.height
    guard let base = buffer.baseAddress else { return 0 }
    var offset = 0
    let runs = style == .ascii ? Self.asciiRuns : Self.unicodeRuns
    func rule(_ left: ByteRun, _ right: ByteRun) {
      left.write(to: base, at: &offset)
      let horizontal = style.horizontal.utf8
      if horizontal.count == 1, let byte = horizontal.first {
        ByteRun.writeRepeating(byte, count: inner, to: base, at: &offset)
      } else {
        // Each horizontal repeats the bytes of the one before it.
        let start = offset
        for byte in horizontal {
          base[offset] = byte
          offset += 1
        }
        let period = offset - start
        let end = start + inner * period
        // Then eight bytes at a time, from a whole number of horizontals back.
        let distance = period * ((8 + period - 1) / period)
        var index = start + period
        while index < min(start + distance, end) {
          base[index] = base[index - period]
          index += 1
        }
        while index < end {
          let eight = UnsafeRawPointer(base + index - distance).loadUnaligned(as: UInt64.self)
          UnsafeMutableRawPointer(base + index).storeBytes(of: eight, as: UInt64.self)
          index += 8
        }
        offset = end
      }
      right.write(to: base, at: &offset)
    }
    // A blank row is a content line of spaces only.
    func blankRow() {
      runs.opening.write(to: base, at: &offset)
      ByteRun.writeSpaces(inner - 2 * Self.margin, to: base, at: &offset)
      runs.closing.write(to: base, at: &offset)
    }
    rule(runs.topLeft, runs.topRight)
    blankRow()
    for line in 0..<height {
      runs.opening.write(to: base, at: &offset)
      content.writeLine(line, to: buffer, at: &offset)
      runs.closing.write(to: base, at: &offset)
    }
    blankRow()
    rule(runs.bottomLeft, runs.bottomRight)
    assert(
      String(decoding: UnsafeBufferPointer(rebasing: buffer[..<offset]), as: UTF8.self).utf8
        .elementsEqual(UnsafeBufferPointer(rebasing: buffer[..<offset])),
      "a screen's bytes are not UTF-8")
    return offset
  }

  /// The pieces of a border, each written as one run: a content line starts
  /// with `opening`, the border and the margin, and ends with `closing`, the
  /// margin, the border and the line break; a rule's right corner ends its line too.
  private struct BorderRuns {
    let opening: ByteRun
    let closing: ByteRun
    let topLeft: ByteRun
    let topRight: ByteRun
    let bottomLeft: ByteRun
    let bottomRight: ByteRun

    init(_ style: BorderStyle) {
      let margin = String(repeating: " ", count: ScreenRenderer.margin)
      opening = ByteRun(String(style.vertical) + margin)
      closing = ByteRun(margin + String(style.vertical) + "\n")
      topLeft = ByteRun(String(style.topLeft))
      topRight = ByteRun(String(style.topRight) + "\n")
      bottomLeft = ByteRun(String(style.bottomLeft))
      bottomRight = ByteRun(String(style.bottomRight) + "\n")
    }
  }

  private static let asciiRuns = BorderRuns(.ascii)
  private static let unicodeRuns = BorderRuns(.unicode)

  /// The content without its border: laid out, placed and drawn, exactly the inner width wide.
  func draw(_ view: some View) -> Canvas {
    let environment = RenderEnvironment(
      spinnerFrame: options.spinnerFrame, style: options.style)
    let width = width - 2 - 2 * Self.margin
    let canvas = LayoutTree.withLayout(of: view, environment: environment) { tree in
      let root = tree.root
      let size = tree.size(of: root, proposed: Size(width: width, height: Size.unboundedHeight))
      let column = HorizontalAlignment.center.offset(of: size.width, in: width)
      // With room after its cells for the screen's bytes, which then need no memory of their own.
      let canvasSize = Size(width: max(width, size.width), height: size.height)
      var canvas = Canvas(
        size: canvasSize,
        spareBytes: capacity(
          height: canvasSize.height, content: Canvas.utf8Capacity(of: canvasSize)))
      tree.render(
        root, into: &canvas, in: Rect(origin: Position(column: column, line: 0), size: size))
      return canvas
    }
    // Content too wide for the screen continues below instead of being cut.
    return canvas.folded(toWidth: width)
  }
}
