import Foundation
import SwiftSource
import TextSnapshots

/// Finds inline snapshot calls in source files, rewrites them, and accepts pending changes.
///
/// Nothing here trusts a line number alone. Every write of a snapshot into Swift source,
/// the test run's at its end and `snapshots accept` or `review` later, goes through
/// ``provenRewrite(_:in:compiled:keeping:parser:name:root:stack:)``, which writes only what it
/// proves (``InlineRewriteProof``) and otherwise refuses, naming the proof that failed
/// and the test.
package enum InlineSnapshotFile {
  /// The function a call names unless a helper that wraps it says otherwise.
  static let defaultFunction = "expectInlineSnapshot"
  /// The folder under the snapshots folder that holds pending inline snapshots.
  package static let pendingFolder = ".inline"

  /// The pending change's name under the snapshots folder, such as
  /// `.inline/AppTests/AppTests.swift-12-25`: the call's file ID, line and column as built.
  static func pendingName(fileID: String, line: Int, column: Int) -> String {
    "\(pendingFolder)/\(fileID)-\(line)-\(column)"
  }

  /// The offset of `line` and `column` (1-based, in UTF-8 bytes), counted as the compiler
  /// counts them; `nil` when no byte is there.
  ///
  /// The compiler (LLVM's source manager, which `#line`, `#column` and `#_sourceLocation`
  /// read) counts a line by line feeds only, but a column from the last carriage return
  /// *or* line feed. So a lone carriage return (a CR not followed by LF) starts columns
  /// again inside one line, and one line and column can name a place before it and
  /// another after it. Of those places only the ones whose byte is one of `starts` count
  /// (a call's place is its `(`, or the `#` of a macro, or the `@` of an attribute); when
  /// more than one does, the place is refused as ambiguous rather than guessed.
  ///
  /// - Throws: ``InlineSnapshotError/ambiguousPlace(line:column:)``.
  static func offset(
    line: Int, column: Int, in bytes: [UInt8], starts: Set<UInt8> = placeStarts
  ) throws(InlineSnapshotError) -> Int? {
    guard line >= 1, column >= 1 else { return nil }
    var start = 0
    for _ in 1..<line {
      guard let newline = bytes[start...].firstIndex(of: lineFeed) else { return nil }
      start = newline + 1
    }
    let end = bytes[start...].firstIndex(of: lineFeed) ?? bytes.count
    var places: [Int] = []
    var segment = start
    while segment <= end {
      let segmentEnd = bytes[segment..<end].firstIndex(of: carriageReturn) ?? end
      let offset = segment + column - 1
      if offset < segmentEnd { places.append(offset) }
      segment = segmentEnd + 1
    }
    guard places.count > 1 else { return places.first }
    let calls = places.filter { starts.contains(bytes[$0]) }
    guard calls.count <= 1 else { throw .ambiguousPlace(line: line, column: column) }
    return calls.first ?? places.first
  }

  /// The bytes a place the compiler gives can start with: `(`, `{`, `#` and `@`.
  static let placeStarts: Set<UInt8> = Set("({#@".utf8)
  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  /// The line and column of `offset`, as the compiler gives them: lines counted by line
  /// feeds, the column from the last carriage return or line feed
  /// (``offset(line:column:in:starts:)``).
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let before = bytes[..<offset]
    let line = before.count { $0 == lineFeed } + 1
    let start = before.lastIndex { $0 == lineFeed || $0 == carriageReturn }.map { $0 + 1 } ?? 0
    return (line, offset - start + 1)
  }

  /// The call of `function` whose `(` is at `line` and `column`, or why it cannot be
  /// rewritten.
  static func call(
    line: Int, column: Int, in bytes: [UInt8], function: String = defaultFunction
  ) throws(InlineSnapshotError) -> InlineSnapshotCall {
    try call(line: line, column: column, in: SwiftSourceScanner(bytes), function: function)
  }

  /// The call of `function` whose `(` is at `line` and `column` of a scanner's source.
  static func call(
    line: Int, column: Int, in scanner: SwiftSourceScanner, function: String = defaultFunction
  ) throws(InlineSnapshotError) -> InlineSnapshotCall {
    guard let open = try offset(line: line, column: column, in: scanner.bytes) else {
      throw .callNotFound(function: function, line: line)
    }
    return try InlineSnapshotCall.find(at: open, function: function, in: scanner, line: line)
  }

  /// Whether a call holds `value` as its snapshot, byte for byte; `nil` is no snapshot yet.
  static func holds(_ call: InlineSnapshotCall, _ value: String?) -> Bool {
    switch (call.value, value) {
    case (nil, nil): return true
    case (let held?, let value?): return Array(held.utf8) == Array(value.utf8)
    default: return false
    }
  }

  /// The one gate of every rewrite: the file with each pending change written into its
  /// call, once four proofs hold, or the first that does not, as
  /// ``InlineSnapshotError/unproven(_:because:)``.
  ///
  /// 1. The file is what was compiled: byte for byte `compiled` when there is one (the
  ///    file as the run first read it, which only the check of ``SourceFreshness`` makes:
  ///    ``InlineSnapshotWriter/CompiledSource``), and in any case each change's
  ///    declaration holds the fingerprint the run saw.
  /// 2. Each call is the one that ran: found by its declaration and place in it
  ///    (``InlineSnapshotAnchor``), with the same text; lying in the body of the test
  ///    that recorded it, or in no test's body for a call in shared code
  ///    (``InlinePending/Within``); and holding exactly the value the running call
  ///    compared against. A call in no test's body must be one the recording test's
  ///    text reaches, through the functions of its file and the call's. And every call,
  ///    in a test's body or not, is one the stack of the recording assertion showed
  ///    running: a frame at its file, line and column (``CallStack``), checked while the
  ///    test runs and carried by the change (``InlinePending/ran``) for a later accept.
  /// 3. The closure rewritten is the snapshot's: the edit touches no input closure, and a
  ///    new one goes where the function the call ran puts it (``InlinePending/callee``).
  /// 4. The new file reads back with the library's scanner, each edited call holding
  ///    its new text and every call in `kept` the literal it had, and `parser` accepts
  ///    it; without a parser (while a test runs, to refuse early) it is not parsed.
  ///
  /// `root` is the package folder that the changes' files are relative to. `stack` is the
  /// call stack of the assertion while a test records the change, which must show the
  /// call running; accepting later has none, so each change must carry the place where
  /// its run's stack showed the call.
  ///
  /// - Returns: The new bytes, and the edits that made them.
  static func provenRewrite(
    _ changes: [InlinePending], in index: InlineSnapshotAnchor.Index,
    compiled: InlineSnapshotWriter.CompiledSource?,
    keeping kept: [InlineSnapshotCall] = [], parser: SwiftParser?, name: String, root: String,
    stack: CallStack? = nil
  ) throws(InlineSnapshotError) -> Rewrite {
    if let compiled, compiled.bytes != index.bytes {
      throw .unproven(.compiled, because: .changedDuringRun)
    }
    var calls: [(call: InlineSnapshotCall, text: String)] = []
    var callees: [InlinePending.Callee?] = []
    for pending in changes {
      var (call, ran) = try provenCall(pending, in: index, root: root, stack: stack)
      // A helper's declaration may be in any file of the call's target.
      call.origin = InlineSnapshotCall.Origin(root: root, pending: pending)
      if case .none = call.place, call.function != defaultFunction {
        // A helper of another module of the package: its symbol names the module.
        let module = ran?.symbol.flatMap(CallStack.module(of:))
        if let module, module != call.origin?.module { call.origin?.calleeModule = module }
        if stack == nil, case .helper(let declaration?)? = pending.callee {
          call.origin?.provenFile = declaration.file
        }
      }
      let edit: InlineSnapshotEditor.Edit
      do {
        edit = try InlineSnapshotEditor.edit(call, text: pending.text, in: index.bytes)
      } catch {
        throw .unproven(.snapshotClosure, because: error)
      }
      guard !call.inputClosures.contains(where: { $0.overlaps(edit.range) }) else {
        throw .unproven(
          .snapshotClosure,
          because: .inputClosureTouched(function: call.function, line: pending.line))
      }
      callees.append(
        try provenCallee(
          pending, call: call, placedBy: edit.helper, ran: ran, stack: stack, root: root,
          in: index))
      calls.append((call, pending.text))
    }
    do {
      var rewritten = try rewrite(
        index.bytes, changes: calls, keeping: kept, parser: parser, name: name)
      rewritten.callees = callees
      return rewritten
    } catch {
      throw .unproven(.parses, because: error)
    }
  }

  /// Refuses a new snapshot unless the function the call ran is the one whose signature
  /// places it, and returns what was proven, for the change to carry.
  ///
  /// A call that has a snapshot (a closure, or `matches: nil`) has it rewritten where it
  /// is, whatever it ran: `nil`. A new one goes where the function's parameters put it, so
  /// while the test runs (`stack` given) the function the call ran, the frame just inside
  /// the call's (``CallStack/callee(of:at:)``), must be that function: for a call of
  /// `expectInlineSnapshot`, the kit's own (``CallStack/isKit(_:)``), not a function of the
  /// same name in the test's module; for a helper's call, a function of the helper's name
  /// (``CallStack/baseName(of:)``) and, when a declaration placed its `matches:` argument,
  /// compiled from that declaration's file (``CallStack/origin``), in the module that
  /// compiled it (the test's, or the support module the function's symbol names,
  /// ``InlineSnapshotEditor/HelperDeclaration/module``): a helper the call resolves to in
  /// another package, which the library does not read, is not a declaration beside it of
  /// the same name. Later, with no stack, the change must carry
  /// what the run proved (``InlinePending/callee``), and a helper's new `matches:` must be
  /// placed by that same declaration.
  private static func provenCallee(
    _ pending: InlinePending, call: InlineSnapshotCall,
    placedBy helper: InlineSnapshotEditor.HelperDeclaration?, ran frame: CallStack.Frame?,
    stack: CallStack?, root: String, in index: InlineSnapshotAnchor.Index
  ) throws(InlineSnapshotError) -> InlinePending.Callee? {
    guard case .none = call.place else { return nil }
    let line = position(of: call.open, in: index.bytes).line
    let isKit = call.function == defaultFunction
    let placing: InlinePending.Callee =
      isKit
      ? .kit
      : .helper(
        declaration: helper.map { InlinePending.Callee.Declaration(file: $0.file, name: $0.name) })
    guard let stack else {
      guard let carried = pending.callee else {
        throw .unproven(
          .ranHere, because: .notShownRunning(test: pending.testName, line: line))
      }
      // The same function, and the declaration that places `matches:` now is the one that
      // ran: none now (a closure after a call in an interpolation) needs none then.
      switch (carried, placing) {
      case (.kit, .kit), (.helper, .helper(nil)): return placing
      case (.helper(let then?), .helper(let now?)) where then == now: return placing
      default:
        throw .unproven(
          .snapshotClosure,
          because: .calleeNotPlacing(
            function: call.function, line: line, ran: carried.shown, placing: placing.shown))
      }
    }
    guard let frame, let symbol = frame.symbol,
      let base = frame.name.flatMap(CallStack.baseName(of:))
    else {
      throw .unproven(
        .ranHere,
        because: .calleeUnidentified(
          function: call.function, line: line,
          found: frame.map { $0.name ?? $0.symbol ?? "unnamed" }))
    }
    let ran = frame.name ?? symbol
    let refused = InlineSnapshotError.unproven(
      .snapshotClosure,
      because: .calleeNotPlacing(
        function: call.function, line: line, ran: ran, placing: placing.shown))
    guard isKit ? CallStack.isKit(symbol) : true,
      base == call.function.filter({ $0 != "`" })
    else { throw refused }
    if let helper {
      let path = helper.file.hasPrefix("/") ? helper.file : "\(root)/\(helper.file)"
      switch stack.origin(frame, path, helper.module ?? stack.module) {
      case nil: break
      case .compiledElsewhere?: throw refused
      case let other?: throw .unproven(.snapshotClosure, because: other)
      }
    }
    return placing
  }

  /// The call a pending change is for in the file as it is now, once proofs 1 and 2 hold.
  ///
  /// With the stack given, it comes with the frame just inside the call's: the function the
  /// call ran.
  private static func provenCall(
    _ pending: InlinePending, in index: InlineSnapshotAnchor.Index, root: String,
    stack: CallStack?
  ) throws(InlineSnapshotError) -> (call: InlineSnapshotCall, ran: CallStack.Frame?) {
    let test = pending.testName
    let open: Int
    do {
      open = try InlineSnapshotAnchor.open(
        pending.anchor, function: pending.function, test: test, in: index, line: pending.line)
    } catch .testEdited(let test, let owner) {
      throw .unproven(.compiled, because: .testEdited(test: test, owner: owner))
    } catch {
      throw .unproven(.ranHere, because: error)
    }
    let line = position(of: open, in: index.bytes).line
    let call: InlineSnapshotCall
    do {
      call = try InlineSnapshotCall.find(
        at: open, function: pending.function, in: index.scanner, line: line)
    } catch {
      switch error {
      case .callNotFound, .otherCall, .insideMacro: throw .unproven(.ranHere, because: error)
      default: throw .unproven(.snapshotClosure, because: error)
      }
    }
    guard call.text == pending.call else {
      throw .unproven(.compiled, because: .testEdited(test: test, owner: pending.anchor.owner))
    }
    guard holds(call, pending.old) else {
      throw .unproven(.ranHere, because: .notTheValueThatRan(test: test, line: line))
    }
    guard let declarations = index.declarations else {
      throw .unproven(.ranHere, because: .unreadableSource(line: line))
    }
    switch pending.within {
    case .test(let path):
      let found = declarations.all.filter { sameName($0.path, path) }
      guard found.count == 1, let declaration = found.first,
        declaration.body.contains(call.open)
      else { throw .unproven(.ranHere, because: .outsideItsTest(test: test, owner: path)) }
      try provenPlace(in: index)
    case .shared(let path, let file):
      guard testDeclaration(around: call.open, in: declarations, bytes: index.bytes) == nil else {
        throw .unproven(.ranHere, because: .inAnotherTest(test: test, line: line))
      }
      try provenPlace(in: index)
      guard InlinePending.isRelative(file) else {
        throw .unproven(.ranHere, because: .outsidePackage(root: root))
      }
      try InlineSnapshotWriter.requireReach(
        of: call.open, by: (path, test), testFile: file == pending.source ? nil : "\(root)/\(file)",
        in: index)
    case .unchecked:
      try provenPlace(in: index)
    }
    let ran = try requireRan(call, of: pending, in: index, root: root, stack: stack)
    return (call, ran)
  }

  /// Refuses a call unless the stack of the assertion that recorded it showed it running.
  ///
  /// While the test runs (`stack` given), a frame of the stack must be at the call: in
  /// its file, at the line and column where its name starts, as the binary's debug
  /// information gives them (``CallStack``). A call only dead code reaches, or one a
  /// `sourceLocation` made by hand names, has no such frame, even beside a running call
  /// on the same line. And the function that frame is in must have been compiled from the
  /// call's file (``CallStack/origin``): a `#sourceLocation` directive in another file
  /// can give that file's code this call's file, line and column, but not its symbol. Later, when no stack is there to read, the change must carry the
  /// place where its run's stack showed the call (``InlinePending/ran``).
  ///
  /// - Returns: With a stack, the frame just inside the call's, the function the call ran
  ///   (``CallStack/callee(of:at:)``); `nil` when no frame is inside it, or no stack.
  private static func requireRan(
    _ call: InlineSnapshotCall, of pending: InlinePending, in index: InlineSnapshotAnchor.Index,
    root: String, stack: CallStack?
  ) throws(InlineSnapshotError) -> CallStack.Frame? {
    let name = position(of: call.nameStart, in: index.bytes)
    guard let stack else {
      guard pending.ran != nil else {
        throw .unproven(
          .ranHere, because: .notShownRunning(test: pending.testName, line: name.line))
      }
      return nil
    }
    guard let frames = stack.frames() else {
      throw .unproven(.ranHere, because: .noStackHere(line: name.line))
    }
    let path = "\(root)/\(pending.source)"
    var found = CallStack.place(in: frames, path: path, line: name.line, column: name.column)
    // A call qualified by its module (`Support.helper(…)`) has its frame at the module's
    // name; only a function the symbol shows compiled into that module proves it ran.
    if found == nil, let qualifier = moduleQualifier(of: call, in: index.bytes) {
      let start = position(of: qualifier.start, in: index.bytes)
      if let at = CallStack.place(in: frames, path: path, line: start.line, column: start.column) {
        let callee = CallStack.callee(of: frames, at: at)
        guard callee?.symbol.flatMap(CallStack.module(of:)) == qualifier.name else {
          throw .unproven(
            .ranHere,
            because: .qualifierNotModule(
              function: call.function, qualifier: qualifier.name, line: name.line,
              ran: callee.map { $0.name ?? $0.symbol ?? "unnamed" }))
        }
        found = at
      }
    }
    guard let index = found else {
      throw .unproven(
        .ranHere,
        because: .notRunning(test: pending.testName, line: name.line, column: name.column))
    }
    // A frame's place follows `#sourceLocation`; the function it is in does not.
    if let refusal = stack.origin(frames[index], path, stack.module) {
      throw .unproven(.ranHere, because: refusal)
    }
    return CallStack.callee(of: frames, at: index)
  }

  /// The module name a call is qualified by, `Support` in `Support.helper(…)`, and its
  /// offset; `nil` when the call's name follows no single plain name and a dot.
  ///
  /// The debug information puts the frame of such a call at the qualifier, where a call
  /// qualified by a type or a value (`Box.helper(…)`, `Module.Box.helper(…)`) has its
  /// frame at the called name. Space, line breaks and comments may come between the name
  /// and the dot (`Support\n  .helper(…)`, `Support/* c */.helper(…)`): the frame is
  /// still at the qualifier's first character, on its own line, as measured with this
  /// toolchain.
  static func moduleQualifier(of call: InlineSnapshotCall, in bytes: [UInt8])
    -> (name: String, start: Int)?
  {
    let dot = call.nameStart - 1
    guard dot > 0, bytes[dot] == UInt8(ascii: ".") else { return nil }
    var end = dot
    if !SwiftSourceScanner.isIdentifierByte(bytes[dot - 1]) {
      // Only trivia may lie between the qualifier and the dot.
      let scanner = SwiftSourceScanner(bytes)
      guard
        let tokens = try? scanner.tokens(until: { $0.range.lowerBound >= dot }),
        tokens.last?.range.lowerBound == dot,
        let qualifier = tokens.dropLast().last(where: { !$0.isTrivia }),
        qualifier.kind == .identifier
      else { return nil }
      end = qualifier.range.upperBound
    }
    var start = end
    while start > 0, SwiftSourceScanner.isIdentifierByte(bytes[start - 1]) { start -= 1 }
    guard start < end, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]),
      start == 0 || ![UInt8(ascii: "."), UInt8(ascii: "`")].contains(bytes[start - 1])
    else { return nil }
    return (String(decoding: bytes[start..<end], as: UTF8.self), start)
  }

  /// Refuses every call in a file that has a `#sourceLocation` directive.
  ///
  /// Under a directive the compiler reports the place it names, not the call's own, and
  /// the call stack's frames follow it, so a call the directive moves onto another's
  /// place (in the same test, in a branch never taken) shows that one running. Nothing
  /// in such a file proves which call ran.
  private static func provenPlace(in index: InlineSnapshotAnchor.Index)
    throws(InlineSnapshotError)
  {
    if let directive = sourceLocationDirective(in: index) {
      throw .unproven(.ranHere, because: .sourceLocationDirective(line: directive))
    }
  }

  /// The line of the first `#sourceLocation` directive in the file, outside comments and
  /// strings; `nil` when there is none.
  static func sourceLocationDirective(in index: InlineSnapshotAnchor.Index) -> Int? {
    let tokens = (try? index.scanner.tokens()) ?? []
    let directive = tokens.first { token in
      token.kind == .poundKeyword
        && index.bytes[token.range].elementsEqual("#sourceLocation".utf8)
    }
    return directive.map { position(of: $0.range.lowerBound, in: index.bytes).line }
  }

  /// The innermost test (a function with a `@Test` attribute) whose body holds `offset`.
  static func testDeclaration(
    around offset: Int, in declarations: SwiftDeclarations, bytes: [UInt8]
  ) -> SwiftDeclarations.Declaration? {
    declarations.all.last { declaration in
      guard declaration.isFunction, declaration.body.contains(offset) else { return false }
      let head = bytes[declaration.range.lowerBound..<declaration.body.lowerBound]
      return ["@Test", "@Testing.Test"].contains { attribute in
        let name = Array(attribute.utf8)
        return head.indices.contains { start in
          let end = start + name.count
          return head[start...].starts(with: name)
            && (end >= head.endIndex || !SwiftSourceScanner.isIdentifierByte(head[end]))
        }
      }
    }
  }

  /// Whether two declaration paths name the same declaration, backticks aside.
  static func sameName(_ one: String, _ other: String) -> Bool {
    one.filter { $0 != "`" } == other.filter { $0 != "`" }
  }

  /// A rewritten file, and the edits that made it.
  struct Rewrite {
    var bytes: [UInt8]
    var edits: [InlineSnapshotEditor.Edit]
    /// For each change, the function proven to have run and placed its new snapshot
    /// (``InlinePending/callee``); empty when no change was proven.
    var callees: [InlinePending.Callee?] = []
  }

  /// The file with each call holding its new text, read back and parsed to prove it.
  ///
  /// - Parameters:
  ///   - bytes: The source file.
  ///   - changes: The calls to rewrite and their new texts.
  ///   - kept: Other calls that must keep the literal they hold.
  ///   - parser: The parser that must accept the new file.
  ///   - name: The file's name, for the parser's messages.
  /// - Returns: The new bytes, and the edits that made them.
  /// - Throws: ``InlineSnapshotError/rewriteUnreadable(line:)`` when the result does not
  ///   read back as it should, the parser's refusal when it does not parse.
  static func rewrite(
    _ bytes: [UInt8], changes: [(call: InlineSnapshotCall, text: String)],
    keeping kept: [InlineSnapshotCall] = [], parser: SwiftParser?, name: String
  ) throws(InlineSnapshotError) -> Rewrite {
    var edits: [InlineSnapshotEditor.Edit] = []
    for change in changes {
      edits.append(try InlineSnapshotEditor.edit(change.call, text: change.text, in: bytes))
    }
    let edited = InlineSnapshotEditor.apply(edits, to: bytes)
    let scanner = SwiftSourceScanner(edited)
    let expectations = changes.map { ($0.call, Optional($0.text)) } + kept.map { ($0, $0.value) }
    for (call, value) in expectations {
      let line = position(of: call.open, in: bytes).line
      guard let open = InlineSnapshotEditor.moved(call.open, by: edits),
        let again = try? InlineSnapshotCall.find(
          at: open, function: call.function, in: scanner, line: line),
        again.text == (try text(of: call, after: edits, in: bytes, line: line)),
        holds(again, value)
      else { throw .rewriteUnreadable(line: line) }
    }
    if edited != bytes, let parser, let refusal = parser.check(edited, bytes, name) {
      throw refusal
    }
    return Rewrite(bytes: edited, edits: edits)
  }

  /// The text `call` must have once `edits` are applied: its own, or, when calls nested
  /// in its arguments were rewritten too, its text with only those edits applied.
  private static func text(
    of call: InlineSnapshotCall, after edits: [InlineSnapshotEditor.Edit], in bytes: [UInt8],
    line: Int
  ) throws(InlineSnapshotError) -> String {
    let inner = edits.filter {
      call.open < $0.range.lowerBound && $0.range.upperBound <= call.close
    }
    guard !inner.isEmpty else { return call.text }
    let partial = InlineSnapshotEditor.apply(inner, to: bytes)
    guard let open = InlineSnapshotEditor.moved(call.open, by: inner),
      let nested = try? InlineSnapshotCall.find(
        at: open, function: call.function, in: SwiftSourceScanner(partial), line: line)
    else { throw .rewriteUnreadable(line: line) }
    return nested.text
  }

  /// The source file a pending change names, once it is sure to be inside the package.
  static func sourceFile(_ relative: String, root: String) throws(InlineSnapshotError)
    -> SourceFile
  {
    guard InlinePending.isRelative(relative) else { throw .outsidePackage(root: root) }
    let file = try SourceFile(path: "\(root)/\(relative)")
    let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    guard file.target.hasPrefix(resolvedRoot + "/") else { throw .outsidePackage(root: root) }
    return file
  }

  /// Applies a pending change to its source file and deletes it.
  ///
  /// - Parameters:
  ///   - path: The pending `.new` file.
  ///   - root: The package folder its source is relative to.
  ///   - pinned: The pending file's bytes as the caller showed or decided on them; a file
  ///     that holds anything else now is refused (``InlineSnapshotAcceptError/isNotAsPinned``).
  /// - Returns: The change that was applied.
  /// - Throws: ``InlineSnapshotAcceptError`` naming the pending file and why it was
  ///   refused; then nothing was written.
  package static func accept(pendingAt path: String, root: String, pinned: [UInt8]? = nil)
    throws(InlineSnapshotAcceptError) -> InlinePending
  {
    try accept(pendingAt: path, root: root, parser: .toolchain, pinned: pinned)
  }

  /// Applies a pending change, its rewrite judged by `parser`.
  ///
  /// The pending file is moved aside while it is applied, so a test run that records the
  /// call again meanwhile makes a new pending file, which is kept; the one read is put
  /// back when the change is refused.
  static func accept(
    pendingAt path: String, root: String, parser: SwiftParser, pinned: [UInt8]? = nil
  ) throws(InlineSnapshotAcceptError) -> InlinePending {
    _ = try InlinePending.read(path)
    let file: SetAsideFile
    do {
      file = try SetAsideFile(path)
    } catch {
      throw InlineSnapshotAcceptError(path: path, reason: error.text)
    }
    if let pinned, !sameChange(file.bytes, pinned) {
      file.restore()
      throw InlineSnapshotAcceptError(
        path: path, reason: "it changed since it was read", isNotAsPinned: true)
    }
    do {
      let pending = try apply(file.bytes, of: path, root: root, parser: parser)
      file.discard()
      return pending
    } catch {
      file.restore()
      throw error
    }
  }

  /// Whether two readings of a pending file hold the same change: the same test's call in
  /// the same source, the same literal it replaces and the same new text.
  ///
  /// Its place may differ: accepting another change above it in the same file moves it,
  /// and rewrites its pending file to follow.
  static func sameChange(_ bytes: [UInt8], _ pinned: [UInt8]) -> Bool {
    guard bytes != pinned else { return true }
    guard case .success(let now) = InlinePending.parse(String(decoding: bytes, as: UTF8.self)),
      case .success(let then) = InlinePending.parse(String(decoding: pinned, as: UTF8.self))
    else { return false }
    return now.source == then.source && now.test == then.test && now.call == then.call
      && now.anchor.owner == then.anchor.owner && now.anchor.ordinal == then.anchor.ordinal
      && now.old == then.old
      && now.text == then.text
  }

  /// Applies the pending change whose file, at `path`, held `bytes`.
  private static func apply(_ bytes: [UInt8], of path: String, root: String, parser: SwiftParser)
    throws(InlineSnapshotAcceptError) -> InlinePending
  {
    let pending: InlinePending
    switch InlinePending.parse(String(decoding: bytes, as: UTF8.self)) {
    case .success(let parsed): pending = parsed
    case .failure(let error): throw InlineSnapshotAcceptError(path: path, reason: error.text)
    }
    do throws(InlineSnapshotError) {
      let file = try sourceFile(pending.source, root: root)
      try file.withLock { () throws(InlineSnapshotError) in
        let index = InlineSnapshotAnchor.Index(try file.read())
        let rewritten = try provenRewrite(
          [pending], in: index, compiled: nil, parser: parser, name: file.name, root: root)
        try file.write(rewritten.bytes)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        PendingSiblings(source: pending.source, folders: [folder])
          .follow(from: index, to: rewritten.bytes, edits: rewritten.edits, except: [path])
      }
    } catch {
      throw InlineSnapshotAcceptError(path: path, reason: "\(pending.source): \(error.text)")
    }
    return pending
  }
}

/// A pending inline snapshot that could not be accepted into its source.
package struct InlineSnapshotAcceptError: Error, Equatable {
  /// The pending file.
  package var path: String
  /// Why, as one sentence.
  package var reason: String
  /// Whether it was refused because the pending file no longer holds what the caller
  /// showed or decided on.
  package var isNotAsPinned = false

  /// The message naming the pending file.
  package var text: String { "Cannot accept \(path): \(reason)" }
}
