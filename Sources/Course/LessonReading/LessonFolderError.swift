/// Why the kit's lessons could not be found, with the message built here.
package enum LessonFolderError: Error, Equatable, Sendable {
  /// No folder holding `Lessons/` and `Package.swift` was found above the
  /// folders a search started from, in order.
  case notFound(searched: [String])

  /// The one-sentence message, without `Error: `.
  package var message: String {
    switch self {
    case .notFound(let searched):
      "Cannot find the lessons: no folder holding Lessons/ and Package.swift above "
        + searched.joined(separator: " or ")
    }
  }
}
