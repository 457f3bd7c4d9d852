import KitSupport

/// What `calc-render lessons` or `calc-render lesson …` asks for.
enum LessonsRequest: Equatable {
  /// List the lessons.
  case list
  /// Show a lesson, as typed (`nil` when missing), whole or a section at a time.
  case show(String?, step: Bool)

  /// Reads the arguments, which start with `lessons` or `lesson`.
  init(_ arguments: [String]) throws(CommandLineError) {
    let rest = arguments.dropFirst()
    if arguments.first == "lessons" {
      if let word = rest.first {
        throw word.hasPrefix("-")
          ? .unknownOption(word, suggestion: nil) : .unexpectedArgument(word, suggestion: nil)
      }
      self = .list
      return
    }
    var number: String?
    var step = false
    for word in rest {
      if word == "--step" {
        step = true
      } else if word.hasPrefix("-"), Int(word) == nil {
        throw .unknownOption(word, suggestion: Suggestion.closest(to: word, in: ["--step"]))
      } else if number == nil {
        number = word
      } else {
        throw .unexpectedArgument(word, suggestion: nil)
      }
    }
    self = .show(number, step: step)
  }
}
