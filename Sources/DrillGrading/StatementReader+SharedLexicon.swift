/// A lexicon held by one reference, for the readers that share it. A reader is copied where it is
/// kept (the makers of `QuestionCodeNames` and `QuestionAgainStems`, `WrongLineContext`, the
/// closure of `Judge.converse`), and each copy of a lexicon held by value retained and released
/// every one of its twenty-odd tables: about 1,000 instructions a copy and its release, 20 M of a
/// `check` of the unicode bank (issue 29 (a), session 30). Read only: a reader never changes its
/// lexicon.
final class SharedLexicon: Sendable {
  let lexicon: GradingLexicon

  init(_ lexicon: GradingLexicon) { self.lexicon = lexicon }
}

extension StatementReader {
  init(lexicon: GradingLexicon, stemmer: SnowballStemmer, readings: KeyPointReadings? = nil) {
    self.init(lexicon: SharedLexicon(lexicon), stemmer: stemmer, readings: readings)
  }

  /// A reader of a lexicon already shared (`shared`): its copies and this one hold one reference.
  init(lexicon shared: SharedLexicon, stemmer: SnowballStemmer, readings: KeyPointReadings? = nil) {
    (self.shared, self.stemmer, self.readings) = (shared, stemmer, readings)
  }
}

// The numbers of a grading and its judge hold the reader's reference too (issue 29 (a), session
// 31): each held the lexicon by value, two more copies a grading, each destroyed at its end.
extension ConceptIDs {
  var lexicon: GradingLexicon { shared.lexicon }

  convenience init(lexicon: GradingLexicon) { self.init(shared: SharedLexicon(lexicon)) }
}

extension Judge {
  init(
    clauses: [StatementReader.Clause], topic: [StatementReader.Concept], lexicon: GradingLexicon,
    text: String? = nil
  ) {
    self.init(clauses: clauses, topic: topic, shared: SharedLexicon(lexicon), text: text)
  }
}
