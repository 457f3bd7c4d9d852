/// One exercises command line, parsed: which command, which exercise, which flags.
enum ExercisesRequest: Equatable {
  case help
  case list
  case check(Int?)
  case hint(Int?)
  case watch(Int?)
  case reset(Int?, yes: Bool)

  /// Parses the words after the program's name, starting with the command's word.
  init(_ arguments: [String]) throws(ExerciseError) {
    let command = arguments.first ?? "exercises"
    var rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      self = .help
      return
    }
    let yes = rest.contains("--yes") || rest.contains("-y")
    rest.removeAll { $0 == "--yes" || $0 == "-y" }
    if yes && command != "reset" {
      throw .unexpectedArgument("--yes", command: command)
    }
    if command == "exercises", let word = rest.first {
      throw .unexpectedArgument(word, command: command)
    }
    if rest.count > 1 {
      throw .unexpectedArgument(rest[1], command: command)
    }
    var number: Int?
    if let word = rest.first {
      guard let value = Int(word), value > 0 else {
        throw word.hasPrefix("-")
          ? .unexpectedArgument(word, command: command) : .notANumber(word, command: command)
      }
      number = value
    }
    switch command {
    case "check": self = .check(number)
    case "hint": self = .hint(number)
    case "watch": self = .watch(number)
    case "reset": self = .reset(number, yes: yes)
    default: self = .list
    }
  }
}
