import Testing

@testable import SwiftSource

@Suite("Swift declarations")
struct SwiftDeclarationsTests {
  private func declarations(_ source: String) throws -> SwiftDeclarations {
    try SwiftDeclarations(SwiftSourceScanner(source))
  }

  @Test("Paths name types, extensions and functions with their labels, outer names first")
  func paths() throws {
    let source = """
      import Testing

      @Suite struct Outer {
        @Suite struct Inner {
          @Test("display") func a() { call() }
          @Test(arguments: [1, 2]) func p(value: Int) {}
          func f(_ x: Int, with y: (Int) -> Void = { _ in }, z: Int) {}
        }
        init?(style: Int) {}
        subscript(index: Int) -> Int { 0 }
        static func `raw name`() {}
        class func make<T: Equatable>(_ t: T) -> Outer? where T: Hashable { nil }
        deinit {}
      }
      extension Outer.Inner: Equatable {
        func b() {}
      }
      protocol P {
        func required()
        var x: Int { get }
      }
      func free() { let c = { func local() {} } }

      """
    #expect(
      try declarations(source).all.map(\.path) == [
        "Outer", "Outer.Inner", "Outer.Inner.a()", "Outer.Inner.p(value:)",
        "Outer.Inner.f(_:with:z:)", "Outer.init(style:)", "Outer.subscript(index:)",
        "Outer.`raw name`()", "Outer.make(_:)", "Outer.deinit", "Outer.Inner", "Outer.Inner.b()",
        "P", "free()", "free().local()",
      ])
  }

  @Test("An operator's parameters have no labels; an extension is told from a type")
  func operatorsAndExtensions() throws {
    let source = """
      struct Total {
        static func + (total: Total, number: Int) -> Total { total }
        static func < <T>(a: T, b: T) -> Bool { true }
      }
      extension Total {}

      """
    let found = try declarations(source).all
    #expect(found.map(\.path) == ["Total", "Total.+(_:_:)", "Total.<(_:_:)", "Total"])
    #expect(found.map(\.isExtension) == [false, false, false, true])
  }

  @Test("A declaration's text runs from its first attribute or modifier to its closing brace")
  func ranges() throws {
    let source = """
      let x = 1
      // A comment is not part of it.
      @Test("name", .tags(.a)) @MainActor
      private static func a() async throws {
        body()
      }

      """
    let found = try #require(try declarations(source).all.first)
    let bytes = Array(source.utf8)
    #expect(
      String(decoding: bytes[found.range], as: UTF8.self)
        == "@Test(\"name\", .tags(.a)) @MainActor\nprivate static func a() async throws {\n  body()\n}"
    )
    #expect(String(decoding: bytes[found.body], as: UTF8.self) == "{\n  body()\n}")
  }

  @Test("The owner of an offset is the innermost declaration whose body holds it")
  func owners() throws {
    let source =
      "struct S {\n  var v: Int { f() }\n  func t() {\n    [1].map { g($0) }\n  }\n}\nh()\n"
    let found = try declarations(source)
    func owner(of text: String) -> String? {
      let offset = Array(source.utf8).firstRange(of: Array(text.utf8))?.lowerBound ?? 0
      return found.owner(of: offset)?.path
    }
    #expect(owner(of: "f()") == "S", "a computed property belongs to its type")
    #expect(owner(of: "g($0)") == "S.t()", "a closure belongs to its function")
    #expect(owner(of: "h()") == nil, "top-level code has no owner")
  }

  @Test("Both branches of #if are read, so a test declared twice is found twice")
  func conditional() throws {
    let source = "#if os(Linux)\n@Test func a() { x() }\n#else\n@Test func a() { y() }\n#endif\n"
    #expect(try declarations(source).declarations(at: "a()").count == 2)
  }

  @Test(
    "Keywords used as names, labels or members begin no declaration",
    arguments: [
      "let actor = 1\nf(struct: 2, func: 3)\nx.init(4)\nlet c = C.self\n",
      "self.init(a: 1)\nsuper.init()\nlet e = E.enum\n",
    ])
  func notDeclarations(source: String) throws {
    #expect(try declarations(source).all.isEmpty)
  }
}
