/// Splits a command line into words the way a shell does, for the simple cases
/// the lessons need: spaces separate words, single quotes keep everything
/// literally, double quotes keep spaces and allow `\"` and `\\`.
package enum ShellWords {
  /// The words of `text`, or `nil` when a quote is never closed.
  package static func split(_ text: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word.append(character)
        escaped = false
      } else if quote == "'" {
        if character == "'" { quote = nil } else { word.append(character) }
      } else if quote == "\"" {
        if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quote = nil
        } else {
          word.append(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil else { return nil }
    if inWord { words.append(word) }
    return words
  }
}
