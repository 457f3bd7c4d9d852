import Foundation
import LessonReading

extension LessonFolder {
  /// Walks up from each folder in turn to the first one holding `Lessons/` and `Package.swift`.
  ///
  /// - Throws: `CommandLineError.lessonsNotFound` naming the folders it started from.
  package static func locate(from starts: [URL]) throws(CommandLineError) -> LessonFolder {
    guard let folder = find(from: starts) else {
      throw .lessonsNotFound(searched: starts.map(\.path))
    }
    return folder
  }
}
