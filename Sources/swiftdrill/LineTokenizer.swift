/// Splits a REPL line into words: blanks separate, quotes group, a backslash escapes.
enum LineTokenizer {
  static func words(_ line: String) throws(UsageError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaping = false
    for character in line {
      if escaping {
        current.append(character)
        escaping = false
        continue
      }
      if character == "\\" && quote != "'" {
        escaping = true
        inWord = true
        continue
      }
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
        continue
      }
      if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if quote != nil { throw .unterminatedQuote }
    if escaping { current.append("\\") }
    if inWord { words.append(current) }
    return words
  }
}
