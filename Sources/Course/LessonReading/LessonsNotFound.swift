/// No folder holding `Lessons/` and `Package.swift` was found above the folders
/// a search started from.
package struct LessonsNotFound: Error, Equatable, Sendable {
  /// The folders the search started from, in order.
  package let searched: [String]

  /// Creates the error for a search from these folders.
  package init(searched: [String]) {
    self.searched = searched
  }

  /// The one-sentence message, without `Error: `.
  package var message: String {
    "Cannot find the lessons: no folder holding Lessons/ and Package.swift above "
      + searched.joined(separator: " or ")
  }
}
