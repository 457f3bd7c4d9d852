import Foundation

/// What a drill's check remembers between runs (`.drills/DrillNN.json`): the screens its last
/// run recorded as pending, and every screen any run recorded, by snapshot.
///
/// The last run's tells the next whether the learner accepted or rejected a pending file; all
/// of them tell it that a reference is a screen the check once recorded and the learner
/// accepted, however many checks ago, and not one written by hand.
struct DrillRecord: Codable, Equatable {
  /// The screens the last run recorded as pending, by snapshot name.
  var last: [String: String] = [:]
  /// Every screen any run recorded, by snapshot name, oldest first.
  var all: [String: [String]] = [:]

  /// Reads a record; an unreadable one is empty, and the older form, the last run's screens
  /// alone, is read as both.
  init(json: Data?) {
    guard let json else { return }
    if let record = try? JSONDecoder().decode(DrillRecord.self, from: json) {
      self = record
    } else if let last = try? JSONDecoder().decode([String: String].self, from: json) {
      self.last = last
      all = last.mapValues { [$0] }
    }
  }

  init() {}

  /// The record after a run that recorded `pending`: the new last run, added to all.
  func adding(_ pending: [String: String]) -> DrillRecord {
    var next = DrillRecord()
    next.last = pending
    next.all = all
    for (name, screen) in pending where !(all[name] ?? []).contains(screen) {
      next.all[name, default: []].append(screen)
    }
    return next
  }

  /// The record as JSON, keys sorted so the file reads the same each time.
  var json: Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return try? encoder.encode(self)
  }
}
