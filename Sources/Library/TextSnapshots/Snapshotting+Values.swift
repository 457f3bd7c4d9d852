import Foundation

extension Snapshotting where Format == String {
  /// Snapshots any value as a stable, readable dump read through `Mirror`.
  ///
  /// Structs and classes print one property a line, enums as `.case(…)`, every kind of
  /// text (`Substring`, `Character` and the rest) quoted and escaped as a `String` is,
  /// a date with its fraction of a second, dictionaries and sets sorted, `Data` as its
  /// bytes, a pointer without its address, and a class
  /// instance in full once: met again inside itself as `Type#1 (cycle)`, elsewhere as
  /// `Type#1 (seen)`. It shows 100 levels of nesting and 100,000 values, and reads the
  /// rest: below 100 levels (a long linked list) one line, such as
  /// `… (deeper than 100 levels: 199801 values not shown, digest 9d1c5a2e07b4f613)`,
  /// stands for what lies there, read with a stack of its own so a deep value never
  /// exhausts the stack; after 100,000 values each open block ends with one line, such
  /// as `… (more than 100000 values: 50001 more not shown, digest 3fcb36c897c80b21)`.
  /// Each line counts the values it stands for and digests the lines they would print,
  /// so a change to any of them fails the snapshot. A value of more than 1,000,000
  /// values cannot be judged: the assertion fails saying so, and records and writes
  /// nothing; snapshot a part of it, or give its type a ``CustomSnapshotReflectable``
  /// mirror that leaves out what the test need not compare.
  /// Redactions apply to those lines too, before the digest:
  ///
  /// ```swift
  /// expectSnapshot(of: order, as: .dump.redacting(.uuids))
  /// ```
  public static var dump: Self {
    var strategy = Snapshotting(diffing: .lines) { ValueDump.text(of: $0) }
    strategy.redactedReading = { value, redactions in
      var reading = ValueDump.reading(of: value, redactions: redactions)
      reading.format = redactions.reduce(reading.format) { text, redaction in
        redaction.apply(to: text)
      }
      return reading
    }
    return strategy
  }

  /// Snapshots a value as `String(describing:)` prints it, with a final newline.
  public static var description: Self {
    Snapshotting(diffing: .lines) { String(describing: $0) + "\n" }
  }

  /// Returns this strategy with volatile parts of the text replaced before comparing.
  ///
  /// Redactions apply in order; each leaves its label in the snapshot. A
  /// ``Snapshotting/dump`` applies them to the lines past its size limit too, before it
  /// digests them.
  ///
  /// - Parameter redactions: What to replace, such as ``Redaction/uuids``.
  /// - Returns: A strategy that stores the redacted text.
  public func redacting(_ redactions: Redaction...) -> Self {
    if let redacted = redactedReading {
      var strategy = Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in
        redacted(value, redactions).format
      }
      strategy.redactedReading = { value, more in redacted(value, redactions + more) }
      return strategy
    }
    let snapshot = self.snapshot
    return Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in
      redactions.reduce(snapshot(value)) { text, redaction in redaction.apply(to: text) }
    }
  }
}

extension Snapshotting where Value: Encodable & SendableMetatype, Format == String {
  /// Snapshots an `Encodable` value as pretty-printed JSON with sorted keys.
  ///
  /// Dates are written in ISO 8601 with the fraction of a second they hold, as
  /// ``Snapshotting/dump`` writes them (`"2001-01-01T00:00:00.5Z"`, a whole second
  /// without a fraction), so two different dates never encode alike and
  /// ``Redaction/iso8601Dates`` can redact them. A value that fails to encode
  /// snapshots as a line saying why, which fails the test.
  /// References are `.json` files, so editors and tools read them as JSON.
  public static var json: Self {
    Snapshotting(pathExtension: "json", diffing: .lines) { value in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      encoder.dateEncodingStrategy = .custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(ValueDump.dateText(date))
      }
      do {
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
      } catch {
        return SnapshotMessage.encodingFailed(
          type: String(describing: type(of: value)), reason: "\(error)"
        ).text + "\n"
      }
    }
  }
}
