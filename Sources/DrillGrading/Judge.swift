/// One answer's clauses, judged against statements.
struct Judge {
  var clauses: [StatementReader.Clause]
  /// The numbers' lexicon: not a field of its own, since each point's judge is a copy, and each
  /// of the lexicon's tables was retained and released with it (issue 29 (a), session 27).
  var lexicon: GradingLexicon { ids.lexicon }
  /// Statements are `wrong:` lines: a touch must say the words their negation governs (`wrongLines`).
  var wholeClaim = false
  /// Texts that touch no statement: another point's (`KeyPointMatcher.withdrawSiblingTouches`).
  var excluded: [Range<String.Index>] = []
  /// The first concepts of the question's other key points (`Needed.otherSubjects`), and all their words.
  var (otherHeads, otherWords): ([Int], ConceptSet) = ([], ConceptSet())
  /// Notes a clause that says another claim of a part's subject (`saysOtherClaim`; not in the
  /// bank's audit), and, for a point withheld so, reads no touch there.
  var (readsOtherClaims, withholdsOtherClaims) = (false, false)
  /// Read once per answer, for every statement judged against it: the clauses of each
  /// sentence, each clause's concept names and rival keys (what `mayMatch` looks up), and
  /// the roles of each sentence.
  let sentenceRanges: [Range<Int>]
  let names: [ConceptSet]
  let rivalKeys: [ConceptSet]
  /// The numbers of the concepts of this grading (shared by the judge's copies), and the topic's.
  let ids: ConceptIDs
  /// The prompt's concepts: their words weigh half.
  let topicIDs: ConceptSet
  let sentenceRoles: [Roles]
  /// Sentences of two clauses or more, and pairs of adjacent fragments, each read as one clause.
  let windows: [Window]
  /// The sentence before each clause that opens its sentence with a pronoun (`pronounTouch`).
  let sentenceLenders: [Int: SentenceLender]

  /// `topic`: the prompt's concepts, numbered as they come (a set of their names, numbered in
  /// its order, cost twice as much; session 21). No rule depends on the order of the numbers.
  /// `text`: the answer the clauses were read from (where two sentences meet, `fragmentPairs`).
  init(
    clauses: [StatementReader.Clause], topic: [StatementReader.Concept], shared: SharedLexicon,
    text: String? = nil
  ) {
    let ids = ConceptIDs(shared: shared)
    // Numbered in place: the clauses are the judge's own (`judged` reads them for it), and
    // `map(ids.interned)` copied each clause's concepts (issue 29 (a), s43-checkfast42).
    var clauses = clauses
    for index in clauses.indices { ids.intern(&clauses[index].concepts) }
    self.clauses = clauses
    self.ids = ids
    // Numbered once: the lenders read the same numbers (issue 29 (a), s41-checkfast40: numbered
    // again for them, each name looked up a second time).
    let numberedTopic = ids.interned(topic)
    topicIDs = ConceptSet(numberedTopic.map(\.id))
    sentenceRanges = Self.sentences(of: clauses)
    names = clauses.map { ConceptSet($0.concepts.map(\.id)) }
    rivalKeys = clauses.map { clause in
      ConceptSet(clause.concepts.map { ConceptIDs.key($0.id, flipped: $0.flipped) })
    }
    sentenceRoles = sentenceRanges.map { sentence in
      Roles(clauses[sentence].flatMap(\.concepts), ids: ids)
    }
    let all = sentenceRanges
    let windows =
      all.filter { $0.count > 1 }.map { ($0, false) } + Self.fragmentPairs(all, of: clauses, text: text)
    let names = names
    let rivalKeys = rivalKeys
    sentenceLenders = Self.sentenceLenders(clauses, sentences: all, names: names, topic: numberedTopic)
    self.windows = windows.map { sentence, wide in
      Window(
        sentences: sentence,
        merged: StatementReader.Clause(
          range: Self.span(sentence, of: clauses), concepts: clauses[sentence].flatMap(\.concepts),
          sentence: clauses[sentence.lowerBound].sentence),
        names: names[sentence].reduce(into: ConceptSet()) { $0.formUnion($1) },
        rivalKeys: rivalKeys[sentence].reduce(into: ConceptSet()) { $0.formUnion($1) }, wide: wide)
    }
  }
}
