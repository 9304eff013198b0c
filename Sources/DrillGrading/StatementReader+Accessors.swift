/// What the reader's stored state gives: the lexicon and the question's code names.
extension StatementReader {
  /// The lexicon, held by one reference (`SharedLexicon`).
  var lexicon: GradingLexicon { shared.lexicon }

  /// The question's code names (`codeNames(_:)`): another name that shares their words is
  /// read as a word of its own. Set, or made when a text first needs them (`useCodeNames(of:)`).
  var codeNames: [String: Set<String>] {
    get { questionCodeNames?.names ?? setCodeNames }
    set { (setCodeNames, questionCodeNames) = (newValue, nil) }
  }

  /// Whether a text not among `namedTexts` is read against code names (the question's may be
  /// none: they are not made to answer this).
  var readsCodeNames: Bool { questionCodeNames != nil || !setCodeNames.isEmpty }
}
