/// The reader's own word lists (the lexicon's are data, in grading/).
extension StatementReader {
  /// Prepositions: a negative pronoun after one is a noun (`concepts`).
  static let prepositions: Set<String> = [
    "of", "for", "from", "about", "with", "into", "to", "by", "in", "on", "at", "than", "as", "like", "over",
    "between",
  ]

  /// Whether the word before `start`, articles skipped, is a preposition (`Concept.afterPreposition`).
  static func followsPreposition<Infos: RandomAccessCollection<WordInfo>>(
    _ tokens: [Token], _ infos: Infos, _ start: Int
  ) -> Bool where Infos.Index == Int {
    var before = start - 1
    while before >= 0, tokens[before].kind == .word, infos[before].article { before -= 1 }
    return before >= 0 && tokens[before].kind == .word && prepositions.contains(tokens[before].text)
  }

  /// Whether the word before `start`, articles skipped, is `with` (`Concept.afterWith`).
  static func followsWith<Infos: RandomAccessCollection<WordInfo>>(
    _ tokens: [Token], _ infos: Infos, _ start: Int
  ) -> Bool where Infos.Index == Int {
    var before = start - 1
    while before >= 0, tokens[before].kind == .word, infos[before].article { before -= 1 }
    return before >= 0 && tokens[before].kind == .word && tokens[before].text == "with"
  }

  /// Pronouns that open a clause about the subject of the one before.
  static let pronouns: Set<String> = ["it", "they", "this", "these", "that", "those", "its", "their"]

  /// Predicates after which `it` stands for what follows, not for anything before ("it's worth
  /// knowing about …", "it is important to …"): a clause opening so refers back to nothing.
  static let dummyItPredicates: Set<String> = [
    "worth", "important", "possible", "impossible", "true", "tempting", "common", "crucial", "essential",
    "fair",
  ]
  /// Words that may stand between that `it` and its predicate ("it's also worth").
  static let dummyItFillers: Set<String> = [
    "is", "was", "also", "really", "just", "still", "definitely", "probably",
  ]

  /// Words that join two clauses: the clause ends before them.
  static let joiners: Set<String> = [
    "but", "whereas", "while", "although", "though", "however", "because", "since", "so", "therefore",
    "otherwise", "meanwhile", "instead",
  ]
  /// Words that start a new subject: `and` before one of them joins two clauses.
  static let subjects: Set<String> = [
    "it", "they", "this", "that", "these", "those", "you", "we", "i", "there", "the", "a", "an", "its",
    "their", "each", "he", "she",
  ]

  /// Words that compare with another subject: `, unlike a function, which runs at run time`.
  static let comparisons: Set<String> = ["unlike"]
}
