import Testing

@testable import InlineTextSnapshots

/// The object-file reader the call stack proof asks which file defines a running function.
///
/// Linux's ELF objects are read from the kit's own build (`InlineRewriteProofTests`); Mach-O,
/// which no build on Linux makes, is read here from objects laid out byte by byte as
/// `<mach-o/loader.h>` and `<mach-o/nlist.h>` describe them.
@Suite("Object file symbols")
struct ObjectSymbolsTests {
  /// The little-endian bytes of `value`, `size` of them.
  static func bytes(_ value: Int, _ size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  /// A 64-bit Mach-O object with one `LC_SYMTAB` command whose symbols are `symbols`,
  /// each a name and its `n_type`, after a command of another kind that the reader skips.
  static func machO(_ symbols: [(name: String, type: UInt8)]) -> [UInt8] {
    let header = 32
    let segment = 72  // LC_SEGMENT_64 with no sections
    let symtab = 24
    let table = header + segment + symtab
    var strings: [UInt8] = [0]
    var entries: [UInt8] = []
    for symbol in symbols {
      entries += bytes(strings.count, 4) + [symbol.type, 1] + bytes(0, 2) + bytes(0, 8)
      strings += Array(symbol.name.utf8) + [0]
    }
    var object: [UInt8] = [0xcf, 0xfa, 0xed, 0xfe] + bytes(0x0100_000c, 4) + bytes(0, 4)
    object += bytes(1, 4) + bytes(2, 4) + bytes(segment + symtab, 4) + bytes(0, 4) + bytes(0, 4)
    object += bytes(0x19, 4) + bytes(segment, 4) + [UInt8](repeating: 0, count: segment - 8)
    object += bytes(2, 4) + bytes(symtab, 4) + bytes(table, 4) + bytes(symbols.count, 4)
    object += bytes(table + entries.count, 4) + bytes(strings.count, 4)
    return object + entries + strings
  }

  @Test(
    "A Mach-O object defines a symbol in one of its sections, with or without the C underscore",
    arguments: [
      ("_$s4Demo1tyyF", UInt8(0x0e), true),  // N_SECT, local (a private test)
      ("_$s4Demo1tyyF", UInt8(0x0f), true),  // N_SECT | N_EXT
      ("$s4Demo1tyyF", UInt8(0x0f), true),  // no underscore
      ("_$s4Demo1tyyF", UInt8(0x01), false),  // N_UNDF | N_EXT: called, defined elsewhere
      ("_$s4Demo1tyyF", UInt8(0x2e), false),  // a debugger entry (N_STAB bits)
      ("_$s4Demo1uyyF", UInt8(0x0f), false),  // another function
      ("_$s4Demo1tyyFTf", UInt8(0x0f), false),  // a longer name that starts with it
    ])
  func machODefines(name: String, type: UInt8, defined: Bool) {
    let object = Self.machO([("_other", 0x0f), (name, type)])
    #expect(ObjectSymbols.defines("$s4Demo1tyyF", in: object) == defined)
  }

  @Test("A Mach-O object cut short is read as no symbol or not an object, never out of bounds")
  func machOCut() {
    let object = Self.machO([("_$s4Demo1tyyF", 0x0f)])
    for length in [4, 20, 40, 120, object.count - 3] {
      let answer = ObjectSymbols.defines("$s4Demo1tyyF", in: Array(object.prefix(length)))
      #expect(answer != true, "cut at \(length)")
    }
    #expect(ObjectSymbols.defines("$s4Demo1tyyF", in: object) == true)
  }
}
