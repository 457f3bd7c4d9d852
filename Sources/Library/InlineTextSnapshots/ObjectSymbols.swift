/// Reads which functions an object file defines, from its symbol table: 64-bit ELF (Linux)
/// or Mach-O (Apple), little-endian.
///
/// The call stack proof uses it to show which file a running function was compiled from:
/// a frame's place follows `#sourceLocation`, but its function's symbol is defined only in
/// the object compiled from the file that holds the function's code. A symbol another
/// file only uses is undefined in that file's object, and is not counted.
enum ObjectSymbols {
  /// Whether the object file `bytes` defines `symbol`; `nil` when the bytes are not an
  /// object file this reads.
  static func defines(_ symbol: String, in bytes: [UInt8]) -> Bool? {
    let reader = Reader(bytes: bytes)
    if bytes.starts(with: [0x7f, 0x45, 0x4c, 0x46]) {
      // ELFCLASS64, little-endian.
      guard bytes.count > 5, bytes[4] == 2, bytes[5] == 1 else { return nil }
      return reader.elfDefines(Array(symbol.utf8))
    }
    if bytes.starts(with: [0xcf, 0xfa, 0xed, 0xfe]) {
      return reader.machODefines(Array(symbol.utf8))
    }
    return nil
  }

  private struct Reader {
    let bytes: [UInt8]

    func integer(at offset: Int, size: Int) -> Int? {
      guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
      var value: UInt64 = 0
      for index in (0..<size).reversed() {
        value = value << 8 | UInt64(bytes[offset + index])
      }
      return Int(exactly: value)
    }

    /// Whether the NUL-terminated name at `offset` is `name`, or `prefix` then `name`.
    func name(at offset: Int, is name: [UInt8], prefix: [UInt8] = []) -> Bool {
      for candidate in [name, prefix + name] where !candidate.isEmpty || name.isEmpty {
        let end = offset + candidate.count
        guard offset >= 0, end < bytes.count else { continue }
        if bytes[offset..<end].elementsEqual(candidate) && bytes[end] == 0 { return true }
      }
      return false
    }

    func elfDefines(_ name: [UInt8]) -> Bool? {
      guard let sections = integer(at: 0x28, size: 8), let entry = integer(at: 0x3a, size: 2),
        let count = integer(at: 0x3c, size: 2), entry >= 64
      else { return nil }
      for index in 0..<count {
        let header = sections + index * entry
        // SHT_SYMTAB
        guard integer(at: header + 4, size: 4) == 2 else { continue }
        guard let offset = integer(at: header + 24, size: 8),
          let size = integer(at: header + 32, size: 8),
          let link = integer(at: header + 40, size: 4),
          let strings = integer(at: sections + link * entry + 24, size: 8)
        else { return nil }
        for symbol in stride(from: offset, to: offset + size - 23, by: 24) {
          // st_shndx 0 is SHN_UNDEF: used here, defined elsewhere.
          guard let nameOffset = integer(at: symbol, size: 4),
            let section = integer(at: symbol + 6, size: 2), section != 0
          else { continue }
          if self.name(at: strings + nameOffset, is: name) { return true }
        }
      }
      return false
    }

    func machODefines(_ name: [UInt8]) -> Bool? {
      guard let commands = integer(at: 16, size: 4) else { return nil }
      var command = 32
      for _ in 0..<commands {
        guard let kind = integer(at: command, size: 4),
          let size = integer(at: command + 4, size: 4), size > 0
        else { return nil }
        // LC_SYMTAB
        if kind == 2 {
          guard let symbols = integer(at: command + 8, size: 4),
            let count = integer(at: command + 12, size: 4),
            let strings = integer(at: command + 16, size: 4)
          else { return nil }
          for index in 0..<count {
            let entry = symbols + index * 16
            // N_SECT and no debugger entry (N_STAB): defined in a section of this file.
            guard let nameOffset = integer(at: entry, size: 4),
              let type = integer(at: entry + 4, size: 1), type & 0xe0 == 0, type & 0x0e == 0x0e
            else { continue }
            if self.name(at: strings + nameOffset, is: name, prefix: Array("_".utf8)) {
              return true
            }
          }
        }
        command += size
      }
      return false
    }
  }
}
