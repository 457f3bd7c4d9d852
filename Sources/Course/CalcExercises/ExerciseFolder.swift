import Foundation
import KitSupport

/// The exercises package on disk: its list, the learner's progress, starters to reset from.
struct ExerciseFolder: Sendable {
  /// The exercises package: `…/Lessons/Exercises`.
  let root: URL

  /// The list of exercises.
  var listURL: URL { root.appendingPathComponent("exercises.json") }

  /// The learner's progress; ignored by git.
  var progressURL: URL { root.appendingPathComponent(".progress") }

  /// Finds `Lessons/Exercises/exercises.json` in the package folder at or above one of `starts`.
  static func locate(from starts: [URL]) throws(ExerciseError) -> ExerciseFolder {
    let list = "Lessons/Exercises/exercises.json"
    guard let kit = PackageRoot.find(from: starts, holding: [list]) else {
      throw .notFound(searched: starts.first?.path ?? ".")
    }
    return ExerciseFolder(root: kit.appendingPathComponent("Lessons/Exercises"))
  }

  /// Reads the list of exercises.
  func list() throws(ExerciseError) -> ExerciseList {
    do {
      return try JSONDecoder().decode(ExerciseList.self, from: Data(contentsOf: listURL))
    } catch {
      throw .badList(path: listURL.path, reason: "\(error)")
    }
  }

  /// Reads the progress; a missing or unreadable file is a fresh start.
  func progress() -> ExerciseProgress {
    guard let data = try? Data(contentsOf: progressURL),
      let progress = try? JSONDecoder().decode(ExerciseProgress.self, from: data)
    else { return ExerciseProgress() }
    return progress
  }

  /// Writes the progress atomically.
  func save(_ progress: ExerciseProgress) throws(ExerciseError) {
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(progress).write(to: progressURL, options: .atomic)
    } catch {
      throw .fileFailure(path: progressURL.path, reason: error.localizedDescription)
    }
  }

  /// Puts an exercise's files back as they started, from `Starters/`.
  ///
  /// A file with no starter copy (a snapshot the learner recorded) is deleted,
  /// and so is any pending `.new` file beside each one, and what a drill's check
  /// remembers of the pending files it recorded.
  func restore(_ exercise: Exercise) throws(ExerciseError) {
    let files = FileManager.default
    if let record = exercise.recordPath {
      try? files.removeItem(at: root.appendingPathComponent(record))
    }
    for path in exercise.files {
      let target = root.appendingPathComponent(path)
      let starter = root.appendingPathComponent("Starters/" + path)
      do {
        try? files.removeItem(at: target.appendingPathExtension("new"))
        let text = files.fileExists(atPath: starter.path) ? try Data(contentsOf: starter) : nil
        if let text {
          try text.write(to: target, options: .atomic)
        } else if files.fileExists(atPath: target.path) {
          try files.removeItem(at: target)
        }
      } catch {
        throw .fileFailure(path: target.path, reason: error.localizedDescription)
      }
    }
  }

  /// When each of an exercise's files was last changed; missing files are left out.
  func stamps(of exercise: Exercise) -> [String: Date] {
    var stamps: [String: Date] = [:]
    for path in exercise.files {
      let url = root.appendingPathComponent(path)
      if let date = (try? FileManager.default.attributesOfItem(atPath: url.path))?[
        .modificationDate] as? Date
      {
        stamps[path] = date
      }
    }
    return stamps
  }
}
