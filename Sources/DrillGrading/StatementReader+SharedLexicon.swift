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
