/// Negation words inside names (session 24, s24-grading50): a name that holds `Not`, `No` or
/// `Never` names a state, an error or a type, it denies nothing the speaker claims. A key point
/// quotes `keyNotFound` as code, where no word is a negation; an answer that types it bare, or
/// says "a `Never` call" with the type's capital, read it as "key not found" and "never call",
/// and was told it said the opposite of the point it states (`KeyPointMatcherNameTests`).
extension StatementReader {
  /// The negation words that a camelCase name holds as a word of the name ("keyNotFound",
  /// "notDetermined", "noData"). Not `without` nor a purpose word: a name says with them what
  /// the thing does, as prose would ("canSendWriteWithoutResponse" names a write without
  /// response, and a point says "sends writes without response" beside it).
  static let nameNegations: Set<String> = ["not", "no", "never", "none", "nothing"]

  /// Whether the negation word at `position` of `tokens` is a word of a name: a part of a
  /// camelCase name said outside a code span (`Token.inName`, one of `nameNegations`), or a word
  /// of its own written with a capital after another word of the sentence ("a `Never` call",
  /// "304 Not Modified", "Differentiate Without Color"). The first word of a clause may be
  /// capitalised because it starts a sentence: it keeps its meaning ("Never put tokens in logs").
  static func inName(_ tokens: [Token], at position: Int) -> Bool {
    let token = tokens[position]
    if token.inName { return nameNegations.contains(token.text) }
    return token.capitalized && position > 0 && tokens[position - 1].kind == .word
  }

  /// Whether a denial the question quotes as code (`.none`) still denies here: before `of` it is
  /// the pronoun ("none of the cases"), not the name (`StatementReader.concepts`). `next` is the
  /// index of the word after it.
  static func deniesAfter(_ tokens: [Token], at next: Int) -> Bool {
    next < tokens.count && tokens[next].kind == .word && tokens[next].text == "of"
  }

  /// A lowercase letter followed by a capital: a word written as a camelCase name.
  static func isCamelCase(_ word: Substring) -> Bool {
    var previousIsLowercase = false
    for character in word {
      if previousIsLowercase, character.isUppercase { return true }
      previousIsLowercase = character.isLowercase
    }
    return false
  }
}
