import TextSnapshots

/// Why an inline snapshot was not written into its source file.
///
/// Each case is a refusal: the library writes nothing rather than guess. The text is
/// one sentence; the caller names the file.
indirect enum InlineSnapshotError: Error, Equatable {
  case callNotFound(function: String, line: Int)
  /// A file that is what the test was built from holds no call at the place given: the
  /// place came from a `sourceLocation` that names something else.
  case noCallAtPlace(function: String, line: Int, column: Int, calls: [Int])
  case ambiguousPlace(line: Int, column: Int)
  /// No declaration of the helper with a `matches` parameter takes the call's arguments:
  /// `call` is the call as Swift names it by its labels, `helper(_:_:)`; `files` are the
  /// files looked in.
  case helperNotDeclared(function: String, call: String, line: Int, files: [String])
  /// More than one declaration of the helper, with different parameters, takes the
  /// call's arguments; each is named with its file.
  case helperOverloaded(function: String, call: String, line: Int, declarations: [String])
  /// A declaration of the helper that takes the call's arguments lies inside an `#if`
  /// block, whose condition the library cannot evaluate.
  case helperConditional(function: String, call: String, line: Int, declaration: String)
  /// Which files the call's module compiled cannot be read, so a declaration of the helper
  /// in another file may be one the compiler never saw.
  case helperCompiledUnknown(
    function: String, call: String, line: Int, file: String, looked: String)
  case propertyObservers(function: String, line: Int)
  case otherCall(called: String, function: String, line: Int)
  case insideMacro(macro: String, function: String, line: Int)
  case closureNotALiteral(line: Int)
  case interpolation(line: Int)
  case unreadableSource(line: Int)
  case sourceLocationDirective(line: Int)
  case matchesNotAClosure(line: Int)
  case twoSnapshots(line: Int)
  case noClosureHere(keyword: String, function: String, line: Int)
  case literalChanged(line: Int)
  case changedSinceBuild(source: String, built: String)
  case noTestBinary(reason: String)
  case noObjectFile(source: String, looked: [String])
  /// A folder or link on the path to a source file changed after the build last read
  /// the files of its module, so the path may lead to another file than was compiled.
  case pathChangedSinceBuild(
    source: String, entry: String, isLink: Bool, changed: String, read: String)
  /// A link on the path to a source file leads out of the package.
  case pathLeavesPackage(source: String, link: String, target: String, root: String)
  /// An entry on the path to a source file cannot be read (gone while the tests ran), or
  /// the path passes through too many links.
  case pathUnreadable(source: String, entry: String, reason: String)
  /// A folder or file on the path to a source file, inside the package, is a mount point
  /// (a bind mount), which can put other files in place without changing any time.
  case pathMounted(source: String, mount: String)
  case testMoved(test: String, line: Int)
  case changedDuringRun
  case testGone(test: String, owner: String)
  case testEdited(test: String, owner: String)
  /// The file declares the test's path more than once: each declaration, as `twins`.
  case ambiguousOwner(test: String, owner: String, twins: [Twin])
  case rewriteUnreadable(line: Int)
  case noCompiler(searched: String)
  case compilerFailed(reason: String)
  case rewriteRejected(error: String)
  case sourceRejected(error: String)
  case readOnly
  case outsidePackage(root: String)
  case noPackage
  case locked
  case notAFile(reason: String)
  case inputClosure(function: String, line: Int)
  case noSnapshotClosure(function: String, line: Int)
  case inputClosureTouched(function: String, line: Int)
  case inAnotherTest(test: String, line: Int)
  case notCalledByTest(test: String, function: String, line: Int)
  case notRunning(test: String, line: Int, column: Int)
  /// A call qualified by a name (`qualifier`), at whose place the stack shows a frame whose
  /// function, `ran`, is not compiled into a module of that name.
  case qualifierNotModule(function: String, qualifier: String, line: Int, ran: String?)
  case noStackHere(line: Int)
  case notShownRunning(test: String, line: Int)
  case noCurrentTest
  case compiledElsewhere(line: Int, source: String, object: String)
  /// The function a call ran, the frame of the stack just inside the call's, cannot be
  /// named: `found` is what that frame holds, `nil` when there is none.
  case calleeUnidentified(function: String, line: Int, found: String?)
  /// The function a call ran (`ran`) is not the one whose signature places its new
  /// snapshot (`placing`).
  case calleeNotPlacing(function: String, line: Int, ran: String, placing: String)
  case outsideItsTest(test: String, owner: String)
  case notTheValueThatRan(test: String, line: Int)
  case unproven(InlineRewriteProof, because: InlineSnapshotError)

  /// One of several declarations of a test's path: its line, whether it is `static` (or
  /// `class`), and whether it lies inside an `#if` block.
  struct Twin: Equatable, Sendable {
    var line: Int
    var isStatic: Bool
    var isInsideIf: Bool

    /// The declaration as a refusal names it: `a static one on line 3 inside an #if`.
    var shown: String {
      (isStatic ? "a static one" : "one") + " on line \(line)"
        + (isInsideIf ? " inside an #if" : "")
    }
  }

  /// The message, in one place; the caller prefixes the file.
  var text: String {
    switch self {
    case .callNotFound(let function, let line):
      return "line \(line) holds no call to \(function) where the test was built with one; "
        + "the file was edited since the test was built, so it was left alone. Rebuild and run "
        + "again."
    case .noCallAtPlace(let function, let line, let column, let calls):
      let found =
        calls.isEmpty
        ? ""
        : "; the call to \(function) on that line has its '(' at column "
          + calls.map(String.init).joined(separator: " and ")
      return "line \(line), column \(column) holds no call to \(function), though the file is "
        + "what the test was built from: the place came from a sourceLocation that points "
        + "elsewhere (a call's place is the line and column of its '(', as #_sourceLocation "
        + "gives it)\(found). Nothing was written; pass the caller's sourceLocation on "
        + "unchanged, and rebuilding will not help until it is."
    case .ambiguousPlace(let line, let column):
      return "line \(line), column \(column) names two places, as a lone carriage return (a CR "
        + "not followed by a line feed) on that line starts its columns again: the compiler "
        + "counts a line by line feeds but a column from the last CR or line feed. Nothing was "
        + "written; end that line with a line feed (or CRLF) instead of the lone CR."
    case .helperNotDeclared(let function, let call, let line, let files):
      return "the call \(call) on line \(line) takes a new matches: argument, and no "
        + "declaration of \(function) with a matches: parameter whose parameters take the "
        + "call's arguments was found (looked in \(Self.files(files))), so where matches: goes "
        + "among them is not known (Swift takes arguments only in the order of the "
        + "parameters); nothing was written, and rebuilding will not change that. Declare "
        + "\(function) in a file of the test target or of a module of this package that the "
        + "call runs it from, or add 'matches: { \"\" }' in its place "
        + "in the call, and run again."
    case .helperOverloaded(let function, let call, let line, let declarations):
      return "the call \(call) on line \(line) takes a new matches: argument, and "
        + "\(declarations.count) declarations of \(function) with a matches: parameter take "
        + "its arguments, with different parameters (\(declarations.joined(separator: "; "))), "
        + "so where matches: goes is not known; nothing was written, and rebuilding will not "
        + "change that. Add 'matches: { \"\" }' in its place in the call, and run again."
    case .helperConditional(let function, let call, let line, let declaration):
      return "the call \(call) on line \(line) takes a new matches: argument, and the "
        + "declaration of \(function) that takes its arguments, \(declaration), lies inside an "
        + "#if block, whose condition the library cannot evaluate, so where matches: goes is "
        + "not known; nothing was written, and rebuilding will not change that. Write "
        + "'matches: { \"\" }' in its place in the call by hand, and run again."
    case .helperCompiledUnknown(let function, let call, let line, let file, let looked):
      return "the call \(call) on line \(line) takes a new matches: argument, and \(file) "
        + "names \(function), but which files the test module compiled cannot be read (looked "
        + "for \(looked)), so a declaration there may be one the compiler never saw; nothing "
        + "was written. Write 'matches: { \"\" }' in its place in the call by hand, and run "
        + "again."
    case .propertyObservers(let function, let line):
      return "the call to \(function) on line \(line) is followed by a property's observers "
        + "('{ didSet … }' or '{ willSet … }'), not by a snapshot closure: Swift never reads "
        + "such a block as a trailing closure, so the call has no snapshot yet, and a closure "
        + "written after it would be read as the observers' block; nothing was written, and "
        + "rebuilding will not change that. Add 'matches: { \"\" }' in its place in the "
        + "call's parentheses, and run again."
    case .otherCall(let called, let function, let line):
      return "the place the snapshot gives, on line \(line), is a call to \(called), not to "
        + "\(function), so it was left alone. A helper that calls expectInlineSnapshot must "
        + "forward its caller's location and name itself as functionName: "
        + "functionName: \"\(called)\" if \(called) is that helper; see \"Inline snapshots "
        + "in a helper of your own\" in the TextSnapshots documentation."
    case .insideMacro(let macro, let function, let line):
      return "the call to \(function) on line \(line) is inside the macro #\(macro), and the "
        + "compiler gives a call there the macro's place rather than its own, so the library "
        + "cannot tell which call it is; it was left alone. Call \(function) outside the macro."
    case .closureNotALiteral(let line):
      return "the closure of the inline snapshot on line \(line) holds more than one string "
        + "literal (code or a comment); rewriting it would lose them, so it was left alone."
    case .interpolation(let line):
      return "the inline snapshot on line \(line) interpolates a value; "
        + "a literal with \\( ) cannot be rewritten, so it was left alone."
    case .unreadableSource(let line):
      return "cannot read the Swift around the inline snapshot on line \(line) (an unterminated "
        + "string, comment or bracket, a literal Swift would reject, or a '/' that starts a bare "
        + "regex literal as Swift 6 reads the file, which a Swift 5 target's prefix operator '/' "
        + "may use instead), so the file was left alone; the library reads every file as Swift "
        + "6 does, so in such a file write the snapshot by hand."
    case .matchesNotAClosure(let line):
      return "the 'matches:' argument on line \(line) is neither a closure nor nil, or is not "
        + "the last argument, so it was left alone."
    case .twoSnapshots(let line):
      return "the call on line \(line) has both a 'matches:' argument and a trailing closure, "
        + "so it was left alone."
    case .noClosureHere(let keyword, let function, let line):
      return "the call to \(function) on line \(line) is in the condition of '\(keyword)', "
        + "where a trailing closure would read as the statement's body, and the library cannot "
        + "tell whether \(function) takes a 'matches:' argument; it was left alone. Write "
        + "'matches: nil' as its last argument and run again."
    case .literalChanged(let line):
      return "the literal of the inline snapshot on line \(line) no longer holds the text the "
        + "test was built with; the file was edited since, so it was left alone. Rebuild and run "
        + "again."
    case .changedSinceBuild(let source, let built):
      return "\(source) changed after it was compiled into the test binary (\(built)), so "
        + "this run's values may come from other code than the file holds now; nothing was "
        + "written. Rebuild and run again."
    case .noObjectFile(let source, let looked):
      return "cannot find the object file the compiler made from \(source) (looked for "
        + looked.joined(separator: " and ") + "), so nothing shows that the test binary holds "
        + "what the file holds; nothing was written. Build the tests with swift build or Xcode "
        + "into their usual build folder, and run again."
    case .pathChangedSinceBuild(let source, let entry, let isLink, let changed, let read):
      let kind = isLink ? "link" : "folder"
      return "the \(kind) \(entry), on the path to \(source), changed at \(changed), after the "
        + "build last read the files of its module (\(read)), so the path may lead to another "
        + "file than was compiled; nothing was written. Touch \(source) and build again (swift "
        + "build --build-tests, or swift test), then run again."
    case .pathLeavesPackage(let source, let link, let target, let root):
      return "the link \(link), on the path to \(source), leads to \(target), outside the "
        + "package at \(root), where nothing shows whether it changed since the build; "
        + "nothing was written. Keep the file inside the package (a link outside may point "
        + "into it)."
    case .pathUnreadable(let source, let entry, let reason):
      return "cannot follow the path to \(source) at \(entry) (\(reason)), so nothing shows "
        + "that it leads to the file that was compiled; nothing was written."
    case .pathMounted(let source, let mount):
      return "\(mount), on the path to \(source), is a mount point inside the package "
        + "(/proc/self/mountinfo lists it): a mount puts other files in place without changing "
        + "any time the build shows, so the path may lead to another file than was compiled; "
        + "nothing was written. Unmount it, or mount the whole package instead."
    case .noTestBinary(let reason):
      return "cannot tell whether the file changed since the tests were built: \(reason); "
        + "nothing was written."
    case .testMoved(let test, let line):
      return "the test \(test) is not where it was built (line \(line)); the file was edited "
        + "since, so it was left alone. Rebuild and run again."
    case .changedDuringRun:
      return "the file changed on disk while the tests ran, so nothing was written into it; "
        + "the changes wait as pending changes for 'swift run snapshots review'."
    case .testGone(let test, let owner):
      return "the test \(test) that recorded this change is gone: the file holds no "
        + "\(Self.declaration(owner)) now (removed or renamed), so the change was not written. "
        + "Run the tests again to record the changes they make now."
    case .testEdited(let test, let owner):
      return "the test \(test) that recorded this change was edited since (its "
        + "\(Self.declaration(owner)), or a suite around it, is not what the run saw), so the "
        + "change was not written. "
        + "Rebuild and run again to record it afresh."
    case .ambiguousOwner(let test, let owner, let twins):
      let listed = twins.map(\.shown)
      let list =
        listed.count > 1
        ? listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
        : listed.joined()
      let statics = twins.filter(\.isStatic).count
      let hint =
        statics > 0 && statics < twins.count
        ? " A static and an instance function of one name have one path, which the change "
          + "names its test by; give one of them another name."
        : twins.contains(where: \.isInsideIf)
          ? " The library cannot tell which branch of an #if the compiler saw." : ""
      return "the file holds \(twins.count) declarations of \(Self.declaration(owner)) "
        + "(\(list)), so it is not clear which one the change of the test \(test) is for; it "
        + "was not written.\(hint)"
    case .rewriteUnreadable(let line):
      return "after rewriting the inline snapshot on line \(line) the library could not read its "
        + "own output back, so the file was left alone; please report this."
    case .noCompiler(let searched):
      return "cannot find swiftc to check the rewritten file (looked \(searched)), and the "
        + "library writes no Swift the compiler has not read; set SWIFT_EXEC to the swiftc of "
        + "your toolchain. The file was left alone."
    case .compilerFailed(let reason):
      return "cannot run swiftc to check the rewritten file (\(reason)), so it was left alone."
    case .rewriteRejected(let error):
      return "the rewritten file does not parse (swiftc -parse: \(error)), so it was left "
        + "alone; please report this."
    case .sourceRejected(let error):
      return "swiftc -parse rejects the file as it is, before any rewrite (\(error)), so the "
        + "library cannot check its own edit; the file was left alone."
    case .readOnly:
      return "the file is read-only, so it was left alone."
    case .outsidePackage(let root):
      return "the file is outside the package at \(root), so it was left alone."
    case .noPackage:
      return "no Package.swift in any folder above it; inline snapshots are written only into "
        + "the files of a package."
    case .locked:
      return "another process holds the file's lock (a test run or 'snapshots accept'); "
        + "try again when it is done."
    case .notAFile(let reason):
      return reason
    case .inputClosure(let function, let line):
      return "the call to \(function) on line \(line) ends with a trailing closure, but "
        + "\(function) ran without a snapshot, so that closure is one of its own arguments, "
        + "not the snapshot; rebuilding will not change that, and nothing was written. Write "
        + "the argument inside the parentheses, or add the snapshot after the closure as "
        + "'matches: { \"\" }', and run again."
    case .noSnapshotClosure(let function, let line):
      return "the call to \(function) on line \(line) has several trailing closures and the "
        + "last is not labelled 'matches:', so none of them is surely the snapshot; it was "
        + "left alone. Label the snapshot's closure 'matches:' and put it last."
    case .inputClosureTouched(let function, let line):
      return "the rewrite of the call to \(function) on line \(line) would change one of its "
        + "input closures, so the file was left alone; please report this."
    case .sourceLocationDirective(let line):
      return "the file has a #sourceLocation directive on line \(line): the compiler, and the "
        + "call stack, report the places it names, not where the calls are, so no call in this "
        + "file is surely the one that ran; nothing was written. Write this snapshot by hand, "
        + "or move the test or helper out of the directive's file."
    case .inAnotherTest(let test, let line):
      return "the call on line \(line) lies in the body of another test than \(test), "
        + "which recorded the change (a #sourceLocation directive can give one test's call "
        + "another's place), so nothing was written into it."
    case .notCalledByTest(let test, let function, let line):
      return "the call on line \(line) lies in '\(function)', in no test's body, and the test "
        + "\(test) that recorded the change does not call '\(function)', directly or through "
        + "the functions of its file, as far as their text tells; a sourceLocation made by hand "
        + "can name any call, so nothing was written into it. Call the helper from the test, or "
        + "record it from a test that does."
    case .notRunning(let test, let line, let column):
      return "no frame of the call stack of the assertion that \(test) made is at the call on "
        + "line \(line) (its name at column \(column)), so it is not the call that ran: a "
        + "sourceLocation made by hand can name any call, one beside a running call on the same "
        + "line or in a branch never taken among them; nothing was written into it. Record it "
        + "from the test that runs it, without a hand-made sourceLocation. (An async helper's "
        + "call has no column in the debug information: call the assertion from a synchronous "
        + "helper.)"
    case .qualifierNotModule(let function, let qualifier, let line, let ran):
      return "the call to \(function) on line \(line) is qualified by '\(qualifier)', and the "
        + "call stack has a frame at '\(qualifier)' whose function, "
        + "\(ran ?? "which cannot be named"), is not compiled into a module named "
        + "'\(qualifier)', so nothing proves that this call is the one that ran (a call "
        + "qualified by its module has its frame at the module's name; one qualified by a "
        + "type or a value, at the called name); nothing was written, and rebuilding will not "
        + "change that. Call \(function) without the qualifier, and run again."
    case .noStackHere(let line):
      return "this platform gives the running code no call stack with source places (Apple "
        + "platforms before macOS 26, iOS 26 and their peers), and without one nothing proves "
        + "that the call on line \(line) is the call that ran, so nothing was written into it. "
        + "Run the tests on Linux or a newer OS to record inline snapshots, or write the "
        + "snapshot by hand."
    case .notShownRunning(let test, let line):
      return "the change of the test \(test) for the call on line \(line) does not say where "
        + "the stack of its assertion showed the call running, so nothing proves that it is "
        + "the call that ran; it was not written. Run the tests again to record it afresh."
    case .compiledElsewhere(let line, let source, let object):
      return "the function whose frame of the call stack is at the call on line \(line) was "
        + "not compiled from \(source) (its symbol is not defined in \(object), the object the "
        + "compiler made from \(source)): a #sourceLocation directive in another file can give "
        + "that file's code this call's place, so it is not the call that ran; nothing was "
        + "written into it. Record it from the test that runs it."
    case .calleeUnidentified(let function, let line, let found):
      let frame = found.map { "is \($0)" } ?? "is missing"
      return "the call to \(function) on line \(line) has no snapshot yet, and the function it "
        + "ran cannot be named from the call stack (the frame just inside the call's \(frame)), "
        + "so nothing shows whose parameters decide where the snapshot goes; nothing was "
        + "written, and rebuilding will not change that. Call \(function) directly, not through a "
        + "closure or a thunk, or add 'matches: { \"\" }' in its place in the call, and run again."
    case .calleeNotPlacing(let function, let line, let ran, let placing):
      return "the call to \(function) on line \(line) has no snapshot yet, and the function it "
        + "ran, \(ran), is not \(placing), whose parameters would place it (a function of the "
        + "same name in another module or package, which the library does not read, can take "
        + "its arguments in another order); nothing was written, and rebuilding will not change "
        + "that. Add 'matches: { \"\" }' in its place in the call, and run again."
    case .noCurrentTest:
      return "no test is running this assertion (it ran in a detached task, or after its test "
        + "ended), so no test owns the call and nothing was recorded, written or deleted. Make "
        + "the assertion in the test's own task: await the task's value in the test."
    case .outsideItsTest(let test, let owner):
      return "the call found for the test \(test) no longer lies in \(Self.declaration(owner)), "
        + "the test that ran it, so the change was not written. Run the tests again to record "
        + "the changes they make now."
    case .notTheValueThatRan(let test, let line):
      return "the snapshot of the call on line \(line) is not the value the test \(test) "
        + "compared against when it ran, so it is not the call that ran; nothing was written. "
        + "Run the tests again to record the changes they make now."
    case .unproven(let proof, let reason):
      return "not proven that \(proof.text): \(reason.text)"
    }
  }

  /// Files as a sentence lists them: at most six, then how many more.
  private static func files(_ files: [String]) -> String {
    guard !files.isEmpty else { return "no file" }
    let shown = files.count > 7 ? Array(files.prefix(6)) + ["\(files.count - 6) more"] : files
    return shown.count == 1
      ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
  }

  /// A declaration's path as a sentence names it: the top level for an empty one.
  private static func declaration(_ owner: String) -> String {
    owner.isEmpty ? "top-level code" : "'\(owner)'"
  }
}

/// What must hold before an inline snapshot is written into Swift source; see
/// ``InlineSnapshotFile/provenRewrite(_:in:compiled:keeping:parser:name:root:stack:)``.
enum InlineRewriteProof: Int, Equatable, Sendable {
  /// The file is byte for byte what the tests were compiled from (the whole file while
  /// the run writes; the test's declaration when a pending change is accepted later).
  case compiled = 1
  /// The call is the one that ran: it lies in the declaration of the test that
  /// recorded it, and holds the value that test compared against.
  case ranHere
  /// The closure rewritten is the snapshot's (`matches:`, or the only or last trailing
  /// closure), never one of the call's inputs.
  case snapshotClosure
  /// The rewritten file parses, and a fresh scan finds each new literal at its call.
  case parses

  /// What the proof says, as a clause.
  var text: String {
    switch self {
    case .compiled:
      "the file is what the tests were compiled from (proof 1)"
    case .ranHere:
      "the call is the one that ran, in the test that recorded it (proof 2)"
    case .snapshotClosure:
      "the closure rewritten is the snapshot's, not an input (proof 3)"
    case .parses:
      "the new file parses and holds the new literal at its call (proof 4)"
    }
  }
}
