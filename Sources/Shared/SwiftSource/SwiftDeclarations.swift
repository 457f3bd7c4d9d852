/// The declarations of a Swift file that hold code in braces: types, extensions,
/// protocols, functions, initializers and subscripts, each with its path of names.
///
/// A path names a declaration as the source spells it, outer names first:
/// `CaseTests.c()`, `Outer.Inner.p(value:)`, `Formatter.init(style:)`. A function's
/// name carries its argument labels, as Swift Testing names a test, so overloads differ;
/// an operator's parameters have none, so `static func + (a: T, b: T)` is `+(_:_:)`.
/// Both branches of an `#if` are read, so a declaration written twice under a condition
/// has one path twice, and whoever looks it up can tell that it is ambiguous.
///
/// Closures, computed properties and accessors are no declarations here: code in them
/// belongs to the declaration around them.
///
/// Inline snapshots find the test that owns a call with it, and lessons the declaration
/// a block quotes by name.
package struct SwiftDeclarations {
  /// One declaration.
  package struct Declaration: Equatable {
    /// Its names, outer ones first, joined by `.`.
    package var path: String
    /// Its last name, such as `c()` or `CaseTests`.
    package var name: String
    /// Whether it is a function, an initializer, a subscript or a `deinit`.
    package var isFunction: Bool
    /// Whether it is an extension, whose path is the name of the type it extends.
    package var isExtension: Bool
    /// From its first attribute or modifier to its closing `}`: its attributes, such as
    /// `@Test(arguments: …)`, its modifiers, signature and body.
    package var range: Range<Int>
    /// Its body, `{` to `}` inclusive.
    package var body: Range<Int>
  }

  /// Every declaration, in the order their bodies open.
  package let all: [Declaration]

  /// Reads the declarations of a scanner's source.
  package init(_ scanner: SwiftSourceScanner) throws(SwiftSourceScanner.Failure) {
    var reader = Reader(
      bytes: scanner.bytes, tokens: try scanner.tokens().filter { !$0.isTrivia })
    reader.read()
    all = reader.finished.sorted { $0.body.lowerBound < $1.body.lowerBound }
  }

  /// The innermost declaration whose body holds `offset`, or `nil` at the top level.
  package func owner(of offset: Int) -> Declaration? {
    all.last { $0.body.lowerBound < offset && offset < $0.body.upperBound - 1 }
  }

  /// The declarations with a path.
  package func declarations(at path: String) -> [Declaration] {
    all.filter { $0.path == path }
  }

  /// The innermost function whose range holds `offset`: the one an attribute at
  /// `offset`, such as `@Test`, belongs to.
  package func function(around offset: Int) -> Declaration? {
    all.last { $0.isFunction && $0.range.contains(offset) }
  }

  /// Walks the tokens once, keeping the brackets open around each.
  private struct Reader {
    let bytes: [UInt8]
    let tokens: [SwiftSourceScanner.Token]

    /// A declaration whose name was read, waiting for its body's `{`.
    struct Open {
      var path: String
      var name: String
      var isFunction: Bool
      var isExtension = false
      var start: Int
      var body = 0
    }

    /// An open bracket, and the declaration whose body it is.
    struct Frame {
      var declaration: Open?
    }

    var frames: [Frame] = []
    /// The declaration waiting for its body, and how many brackets were open around it.
    var waiting: (open: Open, depth: Int)?
    var finished: [Declaration] = []

    init(bytes: [UInt8], tokens: [SwiftSourceScanner.Token]) {
      self.bytes = bytes
      self.tokens = tokens
    }

    func text(_ index: Int) -> String {
      tokens.indices.contains(index)
        ? String(decoding: bytes[tokens[index].range], as: UTF8.self) : ""
    }

    mutating func read() {
      var index = 0
      while index < tokens.count {
        if let (open, next) = declaration(at: index) {
          waiting = (open, frames.count)
          index = next
          continue
        }
        let word = text(index)
        if tokens[index].kind == .punctuation {
          bracket(word, at: tokens[index].range.lowerBound)
        } else if Self.endsWaiting.contains(word), text(index - 1) != "." {
          if waiting?.depth == frames.count { waiting = nil }
        }
        index += 1
      }
    }

    mutating func bracket(_ word: String, at offset: Int) {
      switch word {
      case "{", "(", "[":
        var declaration: Open?
        if word == "{", let waiting, waiting.depth == frames.count {
          declaration = waiting.open
          declaration?.body = offset
          self.waiting = nil
        }
        frames.append(Frame(declaration: declaration))
      case "}", ")", "]":
        guard let frame = frames.popLast() else { return }
        if let open = frame.declaration {
          finished.append(
            Declaration(
              path: open.path, name: open.name, isFunction: open.isFunction,
              isExtension: open.isExtension, range: open.start..<(offset + 1),
              body: open.body..<(offset + 1)))
        }
        if word == "}", let waiting, waiting.depth >= frames.count { self.waiting = nil }
      case ";":
        if waiting?.depth == frames.count { waiting = nil }
      default:
        break
      }
    }

    /// The declaration a keyword at `index` begins, and the index after its name and
    /// parameters; `nil` when the token begins none.
    func declaration(at index: Int) -> (Open, Int)? {
      let word = text(index)
      guard tokens[index].kind == .identifier, text(index - 1) != "." else { return nil }
      let outer = frames.compactMap { $0.declaration?.path }.last.map { $0 + "." } ?? ""
      func open(_ name: String, isFunction: Bool, _ next: Int) -> (Open, Int) {
        let start = start(before: index)
        return (Open(path: outer + name, name: name, isFunction: isFunction, start: start), next)
      }
      switch word {
      case "struct", "class", "enum", "actor", "extension", "protocol":
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
          !(word == "class" && Self.notTypeNames.contains(text(index + 1)))
        else { return nil }
        var name = text(index + 1)
        var next = index + 2
        while text(next) == ".", next + 1 < tokens.count, tokens[next + 1].kind == .identifier {
          name += "." + text(next + 1)
          next += 2
        }
        var found = open(name, isFunction: false, next)
        found.0.isExtension = word == "extension"
        return found
      case "func":
        guard index + 1 < tokens.count,
          [.identifier, .operator].contains(tokens[index + 1].kind)
        else { return nil }
        let (labels, next) = parameters(from: index + 2)
        guard tokens[index + 1].kind == .operator else {
          return open(text(index + 1) + labels, isFunction: true, next)
        }
        let unlabelled = String(repeating: "_:", count: labels.filter { $0 == ":" }.count)
        return open(text(index + 1) + "(" + unlabelled + ")", isFunction: true, next)
      case "init", "subscript":
        let (labels, next) = parameters(from: index + 1)
        return open(word + labels, isFunction: true, next)
      case "deinit":
        return open(word, isFunction: true, index + 1)
      default:
        return nil
      }
    }

    /// The offset where the declaration whose keyword is at `index` starts: at its first
    /// attribute (`@Test(…)`, `@MainActor`) or modifier (`static`, `private(set)`).
    func start(before index: Int) -> Int {
      var start = tokens[index].range.lowerBound
      var next = index - 1
      while next >= 0 {
        var name = next
        if text(next) == ")" {
          var depth = 0
          while name >= 0 {
            if text(name) == ")" { depth += 1 }
            if text(name) == "(" { depth -= 1 }
            if depth == 0 { break }
            name -= 1
          }
          name -= 1
        }
        guard name >= 0, tokens[name].kind == .identifier else { break }
        if Self.modifiers.contains(text(name)) {
          start = tokens[name].range.lowerBound
          next = name - 1
          continue
        }
        var first = name
        while first >= 2, text(first - 1) == ".", tokens[first - 2].kind == .identifier {
          first -= 2
        }
        guard first >= 1, text(first - 1) == "@" else { break }
        start = tokens[first - 1].range.lowerBound
        next = first - 2
      }
      return start
    }

    /// The argument labels of the parameters whose `(` comes at or after `index`, past
    /// generic parameters and an initializer's `?` or `!`, as `(a:_:)`; and the index
    /// after the `)`.
    func parameters(from index: Int) -> (String, Int) {
      var index = index
      while index < tokens.count, text(index) != "(" {
        if ["{", "}", ";"].contains(text(index)) { return ("()", index) }
        index += 1
      }
      var labels: [String] = []
      var depth = 0
      var expectsLabel = false
      while index < tokens.count {
        let word = text(index)
        let isBracket = tokens[index].kind == .punctuation
        if isBracket, ["(", "[", "{"].contains(word) {
          depth += 1
          expectsLabel = depth == 1
        } else if isBracket, [")", "]", "}"].contains(word) {
          depth -= 1
          if depth == 0 { return ("(" + labels.map { $0 + ":" }.joined() + ")", index + 1) }
        } else if depth == 1, word == "," {
          expectsLabel = true
        } else if expectsLabel {
          if tokens[index].kind == .identifier { labels.append(word) }
          expectsLabel = false
        }
        index += 1
      }
      return ("(" + labels.map { $0 + ":" }.joined() + ")", index)
    }

    /// Words that end a declaration without a body, such as a protocol's requirement.
    static let endsWaiting: Set<String> = [
      "var", "let", "case", "typealias", "associatedtype", "import",
    ]
    /// Words that may stand before a declaration's keyword.
    static let modifiers: Set<String> = [
      "static", "class", "final", "override", "private", "fileprivate", "internal", "public",
      "open", "package", "nonisolated", "mutating", "nonmutating", "required", "convenience",
      "dynamic", "indirect", "isolated", "consuming", "borrowing", "distributed",
    ]
    /// Words after `class` that make it a modifier rather than a class's keyword.
    static let notTypeNames: Set<String> = [
      "func", "var", "let", "subscript", "static", "final", "override", "private",
      "fileprivate", "internal", "public", "open", "package", "nonisolated", "required",
      "convenience", "dynamic",
    ]
  }
}
