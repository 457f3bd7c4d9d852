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

  /// The screen's string, border and all, around `content`.
  ///
  /// The bytes are UTF-8 by construction (see `write(_:into:)`), so unless
  /// `checked` is set, the string is made from them without checking them
  /// again where the runtime can (`UTF8Span`), which is most of what making a
  /// screen's string costs otherwise. Elsewhere the string checks them, as it
  /// does when `checked` is set; tests compare the two ways.
  func screenString(_ content: Canvas, checked: Bool) -> String {
    let style = options.style
    let inner = width - 2
    let height = content.size.height
    let ruleCount = inner * style.horizontal.utf8.count + 1
    let rowCount = 2 * style.vertical.utf8.count + 1
    var capacity = style.topLeft.utf8.count + style.topRight.utf8.count + ruleCount
    capacity += style.bottomLeft.utf8.count + style.bottomRight.utf8.count + ruleCount
    capacity += (height + 2) * rowCount + 2 * inner + height * 2 * Self.margin
    // Enough room for any content: the string keeps only the bytes written.
    capacity += content.utf8Capacity
    // `UTF8Span` came with Swift 6.2; older compilers take the checking path.
    #if compiler(>=6.2)
      if !checked, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
          let written = UnsafeBufferPointer(rebasing: buffer[..<write(content, into: buffer)])
          return String(copying: unsafe UTF8Span(unchecked: written.span))
        }
      }
    #endif
    // The screen is written straight into the string's storage, which checks it.
    return String(unsafeUninitializedCapacity: capacity) { write(content, into: $0) }
  }

  /// Writes the screen's bytes, border and all, into `buffer`, and returns how many it wrote.
  ///
  /// Every byte is UTF-8 by construction: the border's characters and the
  /// content's cells are written from `Character`s and Unicode scalars, never
  /// from raw bytes. Debug builds check it.
  private func write(_ content: Canvas, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let style = options.style
    let inner = width - 2
    let height = content.size.height
    guard let base = buffer.baseAddress else { return 0 }
    // Every line has two of these: their bytes as they are, not a walk through a `Character`.
    let verticalUTF8 = style.verticalUTF8
    let vertical = UnsafeBufferPointer(
      start: verticalUTF8.utf8Start, count: verticalUTF8.utf8CodeUnitCount)
    var offset = 0
    func put(_ text: Character) {
      for byte in text.utf8 {
        base[offset] = byte
        offset += 1
      }
    }
    func put(_ bytes: UnsafeBufferPointer<UInt8>) {
      for byte in bytes {
        base[offset] = byte
        offset += 1
      }
    }
    func put(_ byte: UInt8, count: Int) {
      (base + offset).initialize(repeating: byte, count: count)
      offset += count
    }
    func rule(_ left: Character, _ right: Character) {
      put(left)
      let start = offset
      put(style.horizontal)
      // The other horizontals repeat the bytes of the first: copied in runs
      // that double, not a byte at a time behind the byte just written.
      let total = inner * (offset - start)
      var filled = offset - start
      while filled < total {
        let count = min(filled, total - filled)
        (base + start + filled).initialize(from: base + start, count: count)
        filled += count
      }
      offset = start + total
      put(right)
      put(UInt8(ascii: "\n"), count: 1)
    }
    func blankRow() {
      put(vertical)
      put(UInt8(ascii: " "), count: inner)
      put(vertical)
      put(UInt8(ascii: "\n"), count: 1)
    }
    rule(style.topLeft, style.topRight)
    blankRow()
    for line in 0..<height {
      put(vertical)
      put(UInt8(ascii: " "), count: Self.margin)
      content.writeLine(line, to: buffer, at: &offset)
      put(UInt8(ascii: " "), count: Self.margin)
      put(vertical)
      put(UInt8(ascii: "\n"), count: 1)
    }
    blankRow()
    rule(style.bottomLeft, style.bottomRight)
    assert(
      String(decoding: UnsafeBufferPointer(rebasing: buffer[..<offset]), as: UTF8.self).utf8
        .elementsEqual(UnsafeBufferPointer(rebasing: buffer[..<offset])),
      "a screen's bytes are not UTF-8")
    return offset
  }

  /// The content without its border: laid out, placed and drawn, exactly the inner width wide.
  func draw(_ view: some View) -> Canvas {
    let environment = RenderEnvironment(
      spinnerFrame: options.spinnerFrame, style: options.style)
    let width = width - 2 - 2 * Self.margin
    let canvas = LayoutTree.withLayout(of: view, environment: environment) { tree in
      let root = tree.root
      let size = tree.size(of: root, proposed: Size(width: width, height: Size.unboundedHeight))
      let column = HorizontalAlignment.center.offset(of: size.width, in: width)
      var canvas = Canvas(size: Size(width: max(width, size.width), height: size.height))
      tree.render(
        root, into: &canvas, in: Rect(origin: Position(column: column, line: 0), size: size))
      return canvas
    }
    // Content too wide for the screen continues below instead of being cut.
    return canvas.folded(toWidth: width)
  }
}
