/// Comma splices: spoken answers chain statements with a comma and no joining word ("the plain
/// C enum shows up as a struct, RED and GREEN become global constants, the NS_ENUM one becomes a
/// real Swift enum"). The reader keeps such a clause whole (each statement of a splice often
/// leans on the one before: "the store keeps messages forever, the oldest are never removed"),
/// but the evidence quotes the statement that says the point (`Judge.spliced`).
extension StatementReader {
  /// The statements of a clause's tokens joined by comma splices, as ranges of the text: one
  /// range (the clause) when it holds no splice. A comma joins two statements when the stretch
  /// before it (since the clause's start or the last splice) has a verb of its own and does not
  /// open with a subordinator ("when the count hits zero, the object is freed" is one
  /// statement), and what follows opens with a subject and its verb: a personal pronoun ("…, it
  /// runs"), or a determiner, a name or a code word and a verb within four words ("…, the
  /// NS_ENUM one becomes", "…, RED and GREEN become"). A list ("structs, enums and tuples are
  /// value types") and an apposition ("the main actor, the UI thread, runs …") have no verb
  /// before their comma; a verb's own objects ("it stores keys, values and counts") have none
  /// after it.
  func spliceStatements(_ tokens: [Token], in text: String) -> [Range<String.Index>] {
    guard let first = tokens.first, let last = tokens.last else { return [] }
    var statements: [Range<String.Index>] = []
    var start = 0
    // A colon introduces what explains the stretch before it ("Swift 6 mode is great: it refuses
    // to compile …"): the two are one statement.
    for index in tokens.indices
    where tokens[index].kind == .comma && tokens[index].text == "," && index > start {
      let before = tokens[start..<index]
      let after = tokens[(index + 1)...].prefix { $0.kind != .comma }
      guard let opening = before.first(where: { $0.kind == .word }),
        !Self.spliceOpeners.contains(opening.text),
        hasVerb(before, in: text), opensStatement(after, in: text)
      else { continue }
      statements.append(tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound)
      start = index + 1
    }
    guard !statements.isEmpty, start < tokens.count else {
      return [first.range.lowerBound..<last.range.upperBound]
    }
    return statements + [tokens[start].range.lowerBound..<last.range.upperBound]
  }

  /// Words that open a stretch subordinate to what follows its comma ("if …, …", "to do X, …").
  static let spliceOpeners: Set<String> = [
    "if", "when", "once", "unless", "whenever", "until", "after", "before", "as", "because", "since",
    "although", "though", "while", "whereas", "where", "to", "and", "or", "which", "who", "that", "with",
    "for", "in", "on", "by", "from", "at",
  ]
  /// Verbs a reader knows without a tagger: copulas, auxiliaries and modals.
  static let auxiliaries: Set<String> = [
    "is", "are", "was", "were", "has", "have", "had", "does", "do", "did", "can", "could", "will", "would",
    "should", "must", "may", "might", "shall", "ca", "wo",
  ]
  /// Subjects that are a statement's subject on their own.
  static let personalPronouns: Set<String> = ["it", "they", "you", "we", "i", "he", "she"]
  /// Words that open a subject phrase.
  static let determiners: Set<String> = [
    "the", "a", "an", "its", "their", "each", "every", "your", "our", "my", "this", "that", "these", "those",
    "there",
  ]

  /// The token is a verb: an auxiliary, a word said with a contraction ("it's", "they're"), or,
  /// after a word that is no determiner nor `and`/`or`, a word in `-s` or `-ed` ("shows",
  /// "crashed"; "the values" is a noun).
  private func isVerb(_ tokens: ArraySlice<Token>, at index: Int, in text: String) -> Bool {
    let token = tokens[index]
    guard token.kind == .word, !token.inCode else { return false }
    if Self.auxiliaries.contains(token.text) || Self.contracted(token, in: text) { return true }
    guard index > tokens.startIndex, tokens[index - 1].kind == .word else { return false }
    let previous = tokens[index - 1].text
    if Self.determiners.contains(previous) || previous == "and" || previous == "or" { return false }
    let word = token.text
    guard word.count > 3 else { return false }
    if word.hasSuffix("ed") { return word.count > 4 }
    return word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is")
  }

  /// The token's text ends in a verb's contraction: `'s`, `'re`, `'ll`, `'ve`, `'d`, `'m`.
  private static func contracted(_ token: Token, in text: String) -> Bool {
    let said = text[token.range]
    guard let apostrophe = said.lastIndex(where: { $0 == "'" || $0 == "\u{2019}" }) else { return false }
    return ["s", "re", "ll", "ve", "d", "m"].contains(said[said.index(after: apostrophe)...].lowercased())
  }

  private func hasVerb(_ tokens: ArraySlice<Token>, in text: String) -> Bool {
    tokens.indices.contains { isVerb(tokens, at: $0, in: text) }
  }

  /// The stretch opens with a subject and its verb.
  private func opensStatement(_ after: ArraySlice<Token>, in text: String) -> Bool {
    guard let first = after.first, first.kind == .word else { return false }
    if Self.personalPronouns.contains(first.text) {
      return Self.contracted(first, in: text)
        || after.dropFirst().first.map { $0.kind == .word && $0.text != "and" && $0.text != "or" } ?? false
    }
    let determiner = Self.determiners.contains(first.text)
    guard determiner || first.inCode || Self.isName(text[first.range]) else { return false }
    if determiner, Self.contracted(first, in: text) { return true }
    // Two names joined by `and` are a plural subject: the word after them is its verb ("RED and
    // GREEN become …").
    let words = Array(after.prefix(4))
    if !determiner, words.count == 4, words[1].text == "and",
      words[2].inCode || Self.isName(text[words[2].range]),
      words[3].kind == .word, !Self.determiners.contains(words[3].text)
    {
      return true
    }
    let subjectStart = after.startIndex + (determiner ? 1 : 0)
    let end = min(after.endIndex, subjectStart + 5)
    // A determiner that ends the clause ("…, the": an answer cut off) opens no statement; the
    // range below would start past its end (session 49's fuzzing: a trap that lost the session).
    guard subjectStart + 1 < end else { return false }
    return (subjectStart + 1..<end).contains { isVerb(after, at: $0, in: text) }
  }

  /// A word said as a name: capitalised, in capitals or with an underscore ("RED", "NSCache").
  private static func isName(_ word: Substring) -> Bool {
    guard let initial = word.first else { return false }
    return initial.isUppercase || word.contains("_")
  }
}
