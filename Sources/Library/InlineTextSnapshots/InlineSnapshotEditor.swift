import Foundation
import SwiftSource
import TextSnapshots

/// Writes inline snapshots' text into their calls, as byte edits of a source file.
///
/// The new closure holds a multi-line literal indented one step deeper than the call's
/// line (in its tabs or spaces), raw (`#"""`) when the text holds `\` or `"""`, with the
/// line's own line ending (LF or CRLF); its value is the text exactly, a final newline
/// too (an empty last line before the closing `"""`). What an editor or a reader would
/// lose or misread is written as an escape: spaces and tabs at the end of a line (`\u{20}`,
/// `\t`), a carriage return (`\r`), the control characters Swift rejects, and the
/// invisible characters that reorder or break text, such as U+202E and U+2028. A call
/// of `expectInlineSnapshot` without a snapshot gains a closure after its `)`, and a
/// helper's call a `matches:` argument where the helper's parameters put it
/// (``matchesPlace(_:in:)``), since a helper may take other closures that a trailing
/// closure would go to; `matches: nil` becomes
/// `matches: { … }`. In the condition of a statement, where a `{` would open the
/// statement's body, the closure goes into a `matches:` argument instead; in a string
/// interpolation it holds a single-line literal. Nothing else in the file changes.
enum InlineSnapshotEditor {
  /// One edit: the bytes to replace and what replaces them.
  struct Edit: Equatable {
    var range: Range<Int>
    var replacement: [UInt8]
    /// The helper's declaration that placed a new `matches:` argument; `nil` when none did.
    var helper: HelperDeclaration? = nil

    /// How many bytes the edit adds (negative when it removes some).
    var delta: Int { replacement.count - range.count }
  }

  /// The edit that makes `call` hold `text`, the snapshot's text exactly.
  ///
  /// - Throws: ``InlineSnapshotError/noClosureHere(keyword:function:line:)`` for a
  ///   helper's call in a condition, which may take no `matches:` argument.
  static func edit(_ call: InlineSnapshotCall, text: String, in bytes: [UInt8])
    throws(InlineSnapshotError) -> Edit
  {
    if call.context == .interpolation {
      let closure = Array("{ \(singleLine(text)) }".utf8)
      switch call.place {
      case .trailingClosure(let range), .matchesArgument(let range, _):
        return Edit(range: range, replacement: closure)
      case .none(let after):
        return Edit(range: after..<after, replacement: Array(" ".utf8) + closure)
      }
    }
    let lineStart = bytes[..<call.nameStart].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    var indentEnd = lineStart
    while indentEnd < call.nameStart, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 {
      indentEnd += 1
    }
    let indentation = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
    let lineEnd = bytes[call.open...].firstIndex(of: UInt8(ascii: "\n"))
    let newline = lineEnd.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
    let closure = Array(closure(text, indentation: indentation, newline: newline).utf8)
    switch call.place {
    case .trailingClosure(let braces):
      return Edit(range: braces, replacement: closure)
    case .matchesArgument(let value, _):
      return Edit(range: value, replacement: closure)
    case .none(let after):
      let isHelper = call.function != InlineSnapshotFile.defaultFunction
      guard case .condition(let keyword) = call.context else {
        // A helper may take other closures before `matches:`, and Swift gives a trailing
        // closure to the first one that fits: only the label proves where it goes.
        guard isHelper else {
          return Edit(range: after..<after, replacement: Array(" ".utf8) + closure)
        }
        let place = try matchesPlace(call, in: bytes)
        guard let before = place.before else {
          return Edit(
            range: call.close..<call.close,
            replacement: Array((matchesLabel(before: call.close, in: bytes)).utf8) + closure,
            helper: place.helper)
        }
        return Edit(
          range: before..<before, replacement: Array("matches: ".utf8) + closure + [0x2C, 0x20],
          helper: place.helper)
      }
      guard !isHelper else {
        let line = InlineSnapshotFile.position(of: call.open, in: bytes).line
        throw .noClosureHere(keyword: keyword, function: call.function, line: line)
      }
      return Edit(
        range: call.close..<call.close,
        replacement: Array((matchesLabel(before: call.close, in: bytes)).utf8) + closure)
    }
  }

  /// Where a helper's call takes a new `matches:` argument: before the argument at the
  /// returned offset, or after its last argument (`nil`); and the declaration that says so.
  ///
  /// Swift takes arguments only in the order of the parameters, so the place is proven by
  /// the helper's declaration, in the call's file or in any other file its target
  /// compiles (``SwiftSourceFiles``, symbolic links followed, when the call's
  /// ``InlineSnapshotCall/origin`` is known, and only a file the build of its module
  /// compiled, as ``CompiledSources`` reads it): the call's arguments are matched against the declaration's parameters as
  /// the compiler matches them, each label to the next parameter of that label, a
  /// parameter with a default value or `matches` itself skipped when the call does not
  /// pass it, and `matches:` goes where the declaration puts `matches`, after the
  /// arguments of the parameters before it and before the others.
  ///
  /// - Throws: ``InlineSnapshotError/helperNotDeclared(function:call:line:files:)`` when no
  ///   declaration with a `matches` parameter takes the call's arguments,
  ///   ``InlineSnapshotError/helperOverloaded(function:call:line:declarations:)`` when
  ///   more than one with different parameters does,
  ///   ``InlineSnapshotError/helperConditional(function:call:line:declaration:)`` when one
  ///   that does lies inside an `#if` block, and
  ///   ``InlineSnapshotError/helperCompiledUnknown(function:call:line:file:looked:)`` when
  ///   another file names the helper and which files the module compiled cannot be read.
  static func matchesPlace(_ call: InlineSnapshotCall, in bytes: [UInt8])
    throws(InlineSnapshotError) -> (before: Int?, helper: HelperDeclaration)
  {
    let line = InlineSnapshotFile.position(of: call.open, in: bytes).line
    let arguments: [(label: String, start: Int)]
    do {
      arguments = try self.arguments(of: call, in: SwiftSourceScanner(bytes))
    } catch {
      throw .unreadableSource(line: line)
    }
    let labels = arguments.map(\.label)
    let named = call.function + "(" + labels.map { $0 + ":" }.joined() + ")"
    var found: [(helper: HelperDeclaration, before: Int)] = []
    var files: [String] = []
    for (file, source, module) in try helperSources(of: call, in: bytes, named: named, line: line) {
      files.append(file)
      for var helper in HelperDeclaration.all(named: call.function, in: source, file: file) {
        helper.module = module
        guard let before = helper.matchesPlace(among: labels) else { continue }
        // The library cannot tell whether the condition holds: the compiler may never see it.
        if let conditional = helper.lineInsideIf {
          throw .helperConditional(
            function: call.function, call: named, line: line,
            declaration: "\(helper.name) on line \(conditional) of \(file)")
        }
        found.append((helper, before))
      }
    }
    var distinct: [(helper: HelperDeclaration, before: Int)] = []
    for candidate in found
    where !distinct.contains(where: { $0.helper.parameters == candidate.helper.parameters }) {
      distinct.append(candidate)
    }
    guard let only = distinct.first else {
      throw .helperNotDeclared(function: call.function, call: named, line: line, files: files)
    }
    guard distinct.count == 1 else {
      throw .helperOverloaded(
        function: call.function, call: named, line: line,
        declarations: distinct.map { "\($0.helper.name) in \($0.helper.file)" })
    }
    // The library reads declarations, not types: another that the call could mean, in
    // any other file a module of the package compiled (a support module's helper beside
    // an overload in the test target), must not put `matches` elsewhere. A file no module
    // compiled (a fixture under an excluded folder) declares nothing a call can mean.
    if let origin = call.origin {
      for file in SwiftSourceFiles.below(origin.root, from: .package) where !files.contains(file) {
        guard let data = FileManager.default.contents(atPath: "\(origin.root)/\(file)") else {
          continue
        }
        let other = Array(data)
        guard spells(call.function, other) else { continue }
        for helper in HelperDeclaration.all(named: call.function, in: other, file: file) {
          guard let before = helper.matchesPlace(among: labels), before != only.before,
            compiledByAnyModule("\(origin.root)/\(file)", root: origin.root) != .notCompiled
          else { continue }
          throw .helperOverloaded(
            function: call.function, call: named, line: line,
            declarations: [
              "\(only.helper.name) in \(only.helper.file)", "\(helper.name) in \(file)",
            ])
        }
      }
    }
    return (only.before < arguments.count ? arguments[only.before].start : nil, only.helper)
  }

  /// Whether a module of the package compiled the file at `path`: the running test
  /// binary's build says, or else (`snapshots accept`) the package's newest build.
  private static func compiledByAnyModule(_ path: String, root: String)
    -> CompiledSources.Answer
  {
    let answer = CompiledSources.current.compiledByAnyModule(path)
    guard case .unknown = answer else { return answer }
    return CompiledSources.packageBuild(root: root).compiledByAnyModule(path)
  }

  /// Whether `bytes` spell `function` anywhere: only a file that does can declare it, so
  /// another is read no further.
  private static func spells(_ function: String, _ bytes: [UInt8]) -> Bool {
    let name = Array(function.utf8)
    return bytes.indices.contains { bytes[$0...].starts(with: name) }
  }

  /// The files a helper's declaration may be in, by the names messages give them, with
  /// their text and the module that compiled them (`nil` for the call's own): the call's
  /// own file (as `bytes` holds it), then each other file of its target that names the
  /// helper at all and that the build of its module compiled; then, for a call that ran a
  /// function of another module of the package (``InlineSnapshotCall/Origin/calleeModule``),
  /// each file of the package that names the helper and that the build of that module
  /// compiled; and, when a change is accepted, the file of the declaration its run proved
  /// (``InlineSnapshotCall/Origin/provenFile``).
  ///
  /// - Throws: ``InlineSnapshotError/helperCompiledUnknown(function:call:line:file:looked:)``
  ///   when a file names the helper and which files the module compiled cannot be read.
  private static func helperSources(
    of call: InlineSnapshotCall, in bytes: [UInt8], named: String, line: Int
  ) throws(InlineSnapshotError) -> [(file: String, bytes: [UInt8], module: String?)] {
    guard let origin = call.origin else { return [("this file", bytes, nil)] }
    let own = "\(origin.root)/\(origin.source)"
    let folder = SourceTests.targetFolder(of: own, module: origin.module ?? "")
    let ownReal = URL(fileURLWithPath: own).resolvingSymlinksInPath().path
    let shown = { (path: String) in
      path.hasPrefix(origin.root + "/") ? String(path.dropFirst(origin.root.count + 1)) : path
    }
    var sources: [(file: String, bytes: [UInt8], module: String?)] = [(shown(own), bytes, nil)]
    var read: Set<String> = [ownReal]
    /// Adds the file at `path` when it names the helper and `module`'s build compiled it.
    func add(_ path: String, module: String?) throws(InlineSnapshotError) {
      let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard !read.contains(real), let data = FileManager.default.contents(atPath: path) else {
        return
      }
      read.insert(real)
      let other = Array(data)
      // Only a file that spells the helper's name can declare it; another is read no further.
      guard spells(call.function, other) else {
        if module == nil { sources.append((shown(path), [], nil)) }
        return
      }
      // A file the target excludes, or any the build left out, declares nothing it calls.
      let compiling = module ?? origin.module ?? ""
      var answer = CompiledSources.current.compiled(path, compiling)
      if case .unknown = answer {
        // `snapshots accept` runs no test binary: the package's own build folder says.
        let built = CompiledSources.packageBuild(root: origin.root).compiled(path, compiling)
        if case .unknown = built {} else { answer = built }
      }
      switch answer {
      case .compiled: sources.append((shown(path), other, module))
      case .notCompiled: return
      case .unknown(let looked):
        throw .helperCompiledUnknown(
          function: call.function, call: named, line: line, file: shown(path), looked: looked)
      }
    }
    for file in SwiftSourceFiles.below(folder, from: .target) {
      try add("\(folder)/\(file)", module: nil)
    }
    if let module = origin.calleeModule {
      for file in SwiftSourceFiles.below(origin.root, from: .package) {
        try add("\(origin.root)/\(file)", module: module)
      }
    }
    // Accepting later: the run proved the function that ran compiled from this file.
    if let proven = origin.provenFile {
      let path = proven.hasPrefix("/") ? proven : "\(origin.root)/\(proven)"
      let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      if !read.contains(real), let data = FileManager.default.contents(atPath: path) {
        read.insert(real)
        sources.append((shown(path), Array(data), nil))
      }
    }
    return sources
  }

  /// Which source files the build of a module compiled: a declaration counts only in one.
  ///
  /// The build's `output-file-map.json` for the module, in the folder where
  /// ``SourceFreshness`` finds the module's objects beside the test binary, lists every
  /// source the compiler compiled; a file the target excludes, or inside no target, is not
  /// in it. Tests give their own (`$current`).
  struct CompiledSources: Sendable {
    /// Whether a file was compiled, or where the list that would say was looked for.
    enum Answer: Equatable {
      case compiled, notCompiled
      case unknown(looked: String)
    }

    /// Answers for the file at a path, of a module.
    let compiled: @Sendable (_ path: String, _ module: String) -> Answer
    /// Answers for the file at a path, of every module the build compiled.
    let compiledByAnyModule: @Sendable (_ path: String) -> Answer

    /// A list that answers with `compiled`, and for any module with `anyModule` (by
    /// default, that it cannot say).
    init(
      compiled: @escaping @Sendable (String, String) -> Answer,
      anyModule: @escaping @Sendable (String) -> Answer = { _ in .unknown(looked: "") }
    ) {
      self.compiled = compiled
      self.compiledByAnyModule = anyModule
    }

    /// The list of the build beside the test binary at a path.
    init(binary: Result<String, InlineSnapshotError>) {
      compiled = { path, module in
        guard case .success(let binary) = binary,
          let outputs = SourceFreshness.outputCandidates(of: path, module: module, binary: binary)
            .first
        else { return .unknown(looked: "the test binary, which cannot be found") }
        let map = URL(fileURLWithPath: outputs.dependencies).deletingLastPathComponent()
          .appendingPathComponent("output-file-map.json").path
        return Self.listed(path, in: map)
      }
      compiledByAnyModule = { path in
        guard case .success(let binary) = binary else {
          return .unknown(looked: "the test binary, which cannot be found")
        }
        return Self.listedByAny(path, in: SourceFreshness.buildFolder(binary: binary).path)
      }
    }

    /// The list of the newest build of the module in the package's `.build` folder
    /// (`.build/<triple>/<configuration>/<Module>.build/output-file-map.json`), for a
    /// process that runs no test binary, such as `snapshots accept`.
    static func packageBuild(root: String) -> CompiledSources {
      CompiledSources { path, module in
        let build = "\(root)/.build"
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: build)) ?? []
        var maps: [String] = []
        for folder in folders where !folder.hasPrefix(".") {
          let inner = (try? FileManager.default.contentsOfDirectory(atPath: "\(build)/\(folder)"))
          for configuration in inner ?? [] {
            maps.append("\(build)/\(folder)/\(configuration)/\(module).build/output-file-map.json")
          }
        }
        let modified = { (map: String) in
          (try? FileManager.default.attributesOfItem(atPath: map)[.modificationDate]) as? Date
        }
        guard
          let newest = maps.compactMap({ map in modified(map).map { (map, $0) } })
            .max(by: { $0.1 < $1.1 })?.0
        else { return .unknown(looked: "\(build)/<triple>/<configuration>/\(module).build") }
        return listed(path, in: newest)
      } anyModule: { path in
        // The folder of the newest build of any module: its modules' lists say.
        let build = "\(root)/.build"
        let files = FileManager.default
        var newest: (folder: String, date: Date)?
        for triple in (try? files.contentsOfDirectory(atPath: build)) ?? []
        where !triple.hasPrefix(".") {
          for configuration in (try? files.contentsOfDirectory(atPath: "\(build)/\(triple)")) ?? []
          {
            let folder = "\(build)/\(triple)/\(configuration)"
            for map in maps(in: folder) {
              guard
                let date = (try? files.attributesOfItem(atPath: map)[.modificationDate]) as? Date,
                date > newest?.date ?? .distantPast
              else { continue }
              newest = (folder, date)
            }
          }
        }
        guard let folder = newest?.folder else {
          return .unknown(looked: "\(build)/<triple>/<configuration>/<module>.build")
        }
        return listedByAny(path, in: folder)
      }
    }

    /// The `output-file-map.json` of each `<Module>.build` folder in a build's folder.
    static func maps(in folder: String) -> [String] {
      let modules = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return modules.sorted().filter { $0.hasSuffix(".build") }
        .map { "\(folder)/\($0)/output-file-map.json" }
        .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether the list of any module in the build's folder at `folder` names the file at
    /// `path`.
    static func listedByAny(_ path: String, in folder: String) -> Answer {
      let maps = maps(in: folder)
      guard !maps.isEmpty else { return .unknown(looked: "\(folder)/<module>.build") }
      return maps.contains { listed(path, in: $0) == .compiled } ? .compiled : .notCompiled
    }

    /// Whether the build's list at `map` names the file at `path`.
    static func listed(_ path: String, in map: String) -> Answer {
      guard let data = FileManager.default.contents(atPath: map),
        let files = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { return .unknown(looked: map) }
      let real = { (file: String) in URL(fileURLWithPath: file).resolvingSymlinksInPath().path }
      let target = real(path)
      return files.keys.contains { !$0.isEmpty && real($0) == target } ? .compiled : .notCompiled
    }

    /// The list of the running test binary's build, found once per process.
    static let testBinary = CompiledSources(binary: SourceFreshness.runningTestBinary())

    /// The list the editor reads.
    @TaskLocal static var current = testBinary
  }

  /// A function a helper's call may mean: its parameters, in order.
  struct HelperDeclaration: Equatable {
    /// One parameter: its label (`_` for none), and whether a call may leave it out.
    struct Parameter: Equatable {
      var label: String
      var hasDefault: Bool
      var isVariadic: Bool
    }

    /// The declaration as Swift names it, `expectUsage(_:sourceLocation:matches:verbose:)`.
    var name: String
    /// The file that declares it, as messages name it.
    var file: String
    var parameters: [Parameter]
    /// The declaration's line when it lies inside an `#if` block; `nil` when outside any.
    var lineInsideIf: Int? = nil
    /// The module that compiled its file, when another module of the package than the
    /// call's (``InlineSnapshotCall/Origin/calleeModule``); `nil` for the call's own.
    var module: String? = nil

    /// The functions named `function` with a `matches` parameter in a file's text.
    static func all(named function: String, in bytes: [UInt8], file: String)
      -> [HelperDeclaration]
    {
      guard !bytes.isEmpty else { return [] }
      let scanner = SwiftSourceScanner(bytes)
      guard let declarations = try? SwiftDeclarations(scanner),
        let tokens = try? scanner.tokens().filter({ !$0.isTrivia })
      else { return [] }
      let blocks = conditionalBlocks(tokens, in: bytes)
      return declarations.all.compactMap { declaration in
        guard declaration.isFunction, declaration.name.hasPrefix(function + "(") else {
          return nil
        }
        let head = tokens.filter {
          declaration.range.lowerBound <= $0.range.lowerBound
            && $0.range.upperBound <= declaration.body.lowerBound
        }
        guard let parameters = Self.parameters(head, in: bytes),
          parameters.contains(where: { $0.label == "matches" })
        else { return nil }
        let start = declaration.range.lowerBound
        return HelperDeclaration(
          name: declaration.name, file: file, parameters: parameters,
          lineInsideIf: blocks.contains { $0.contains(start) }
            ? InlineSnapshotFile.position(of: start, in: bytes).line : nil)
      }
    }

    /// The `#if` blocks of a file's tokens, each from its `#if` to its `#endif` (or the end
    /// of the file), all branches in one.
    static func conditionalBlocks(_ tokens: [SwiftSourceScanner.Token], in bytes: [UInt8])
      -> [Range<Int>]
    {
      var open: [Int] = []
      var blocks: [Range<Int>] = []
      for token in tokens where token.kind == .poundKeyword {
        switch String(decoding: bytes[token.range], as: UTF8.self) {
        case "#if": open.append(token.range.lowerBound)
        case "#endif":
          if let start = open.popLast() { blocks.append(start..<token.range.upperBound) }
        default: break
        }
      }
      return blocks + open.map { $0..<bytes.count }
    }

    /// The parameters of the function whose head (attributes to the `{` of its body) is
    /// `head`; `nil` when they cannot be read.
    private static func parameters(_ head: [SwiftSourceScanner.Token], in bytes: [UInt8])
      -> [Parameter]?
    {
      func text(_ token: SwiftSourceScanner.Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
      }
      guard let keyword = head.firstIndex(where: { text($0) == "func" }),
        let open = head[keyword...].firstIndex(where: { text($0) == "(" })
      else { return nil }
      var parameters: [Parameter] = []
      var current: [String] = []
      var depth = 0
      var angles = 0
      var isDefault = false
      func finish() {
        guard let label = current.first else { return }
        parameters.append(
          Parameter(
            label: label, hasDefault: isDefault,
            isVariadic: current.contains("...")))
        current = []
        isDefault = false
      }
      for token in head[(open + 1)...] {
        let word = text(token)
        if token.kind == .punctuation, ["(", "[", "{"].contains(word) { depth += 1 }
        if token.kind == .punctuation, [")", "]", "}"].contains(word) {
          if depth == 0 {
            finish()
            return parameters
          }
          depth -= 1
        }
        // A type's generic arguments may hold commas: `Dictionary<String, Int>`.
        if token.kind == .operator, !isDefault, word.allSatisfy({ $0 == "<" || $0 == ">" }) {
          angles += word.count { $0 == "<" } - word.count { $0 == ">" }
        }
        if depth == 0, angles == 0, word == "," {
          finish()
          continue
        }
        if depth == 0, angles == 0, word == "=" { isDefault = true }
        if !isDefault { current.append(word) }
      }
      return nil
    }

    /// How many of a call's arguments, labelled `labels` (`_` for none), go before its
    /// `matches:` argument, when this declaration takes them; `nil` when it does not.
    func matchesPlace(among labels: [String]) -> Int? {
      guard let matches = parameters.firstIndex(where: { $0.label == "matches" }) else {
        return nil
      }
      var next = 0
      var before: Int? = nil
      var last: Int? = nil
      for (index, label) in labels.enumerated() {
        // A variadic parameter takes the unlabelled arguments that follow its first.
        if label == "_", let last, parameters[last].isVariadic {
          continue
        }
        guard
          let bound = parameters[next...].firstIndex(where: {
            $0.label == label && $0.label != "matches"
          }),
          parameters[next..<bound].allSatisfy({
            $0.hasDefault || $0.isVariadic || $0.label == "matches"
          })
        else { return nil }
        if bound > matches, before == nil { before = index }
        last = bound
        next = bound + 1
      }
      guard
        parameters[next...].allSatisfy({ $0.hasDefault || $0.isVariadic || $0.label == "matches" })
      else { return nil }
      return before ?? labels.count
    }
  }

  /// The label (`_` for none) and first byte of each argument of a call.
  private static func arguments(of call: InlineSnapshotCall, in scanner: SwiftSourceScanner)
    throws(SwiftSourceScanner.Failure) -> [(label: String, start: Int)]
  {
    let bytes = scanner.bytes
    let tokens = try scanner.tokens(from: call.open + 1) { $0.range.lowerBound >= call.close }
      .filter { !$0.isTrivia && $0.range.lowerBound < call.close }
    func text(_ index: Int) -> String {
      String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }
    var arguments: [(label: String, start: Int)] = []
    var depth = 0
    var starts = true
    for index in tokens.indices {
      let token = tokens[index]
      if starts {
        starts = false
        let isLabel =
          token.kind == .identifier && index + 1 < tokens.count && text(index + 1) == ":"
        arguments.append((isLabel ? text(index) : "_", token.range.lowerBound))
      }
      guard token.kind == .punctuation else { continue }
      switch text(index) {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0: starts = true
      default: break
      }
    }
    return arguments
  }

  /// What goes before a `matches:` argument added just before a call's `)`: the label,
  /// after a comma unless the `(` or a comma is the last thing before it.
  private static func matchesLabel(before close: Int, in bytes: [UInt8]) -> String {
    let last = bytes[..<close].lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    switch last.map({ bytes[$0] }) {
    case UInt8(ascii: "("): return "matches: "
    case UInt8(ascii: ","): return " matches: "
    default: return ", matches: "
    }
  }

  /// Applies edits that do not overlap, wherever they are in the file.
  static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
    var edited = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      edited.replaceSubrange(edit.range, with: edit.replacement)
    }
    return edited
  }

  /// Where `offset` of the original file is once `edits` are applied; an offset inside
  /// a replaced range has no place, and is `nil`.
  static func moved(_ offset: Int, by edits: [Edit]) -> Int? {
    var moved = offset
    for edit in edits {
      if edit.range.contains(offset) { return nil }
      if edit.range.upperBound <= offset { moved += edit.delta }
    }
    return moved
  }

  /// `{`, the literal one step deeper than `indentation`, and `}` at `indentation`.
  static func closure(_ text: String, indentation: String, newline: String) -> String {
    let step = indentation.first == "\t" ? "\t" : "  "
    let inner = indentation + step
    let hashes = String(repeating: "#", count: hashCount(for: text))
    let escape = "\\" + hashes
    var literal = "{" + newline + inner + hashes + "\"\"\"" + newline
    // Rows end at line feeds alone, so a CRLF in the text keeps its carriage return.
    for row in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      let escaped = escapedRow(String(decoding: row, as: UTF8.self), with: escape)
      literal += (escaped.isEmpty ? "" : inner + escaped) + newline
    }
    return literal + inner + "\"\"\"" + hashes + newline + indentation + "}"
  }

  /// One row of a multi-line literal: its characters as ``escaping(_:at:with:)`` writes
  /// them, and the spaces and tabs that end it as escapes, so an editor that trims
  /// trailing whitespace cannot change the value.
  private static func escapedRow(_ row: String, with escape: String) -> String {
    let scalars = Array(row.unicodeScalars)
    let kept = scalars.lastIndex { $0 != " " && $0 != "\t" }.map { $0 + 1 } ?? 0
    return scalars[..<kept].indices.map { escaping(scalars, at: $0, with: escape) }.joined()
      + scalars[kept...].map { $0 == "\t" ? escape + "t" : escape + "u{20}" }.joined()
  }

  /// The text as a single-line literal, for a call in a string interpolation.
  static func singleLine(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let body = scalars.indices.map { index in
      switch scalars[index] {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\t": "\\t"
      default: escaping(scalars, at: index, with: "\\")
      }
    }
    return "\"" + body.joined() + "\""
  }

  /// A scalar as a literal may hold it: itself, or an escape when Swift rejects it raw
  /// (control characters but tab and line feed, DEL), when it would read as a line
  /// break (a carriage return, U+2028, U+2029, NEL), or when a reader cannot see it or
  /// tell it from a space (every scalar ``VisibleCharacters/isHidden(_:)`` names: other
  /// spaces such as U+00A0, format characters such as U+200B and the bidi controls, a
  /// byte order mark).
  private static func escaping(_ scalars: [Unicode.Scalar], at index: Int, with escape: String)
    -> String
  {
    let scalar = scalars[index]
    switch scalar.value {
    case 0x0D: return escape + "r"
    case 0x00: return escape + "0"
    case 0x09, 0x20..<0x7F: return String(scalar)
    case _
    where VisibleCharacters.isHidden(
      scalar, after: index > 0 ? scalars[index - 1] : nil,
      before: index + 1 < scalars.count ? scalars[index + 1] : nil):
      break
    case 0x80...: return String(scalar)
    default: break
    }
    return escape + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// The fewest `#`s that make neither `\` nor `"""` in the text special.
  static func hashCount(for text: String) -> Int {
    var count = 0
    while true {
      let hashes = String(repeating: "#", count: count)
      if !text.contains("\\" + hashes) && !text.contains("\"\"\"" + hashes) { return count }
      count += 1
    }
  }
}
