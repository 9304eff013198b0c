import Foundation

/// Judges which key points of an explain question a free answer states, clause
/// by clause (docs/evaluation.md):
///
/// - the answer is read as clauses (`StatementReader`); a key point (or one of its
///   `also:` alternatives) is touched when one clause, or one sentence read whole,
///   states it: enough of its concepts (the question's own words and common words
///   weigh half), said with the same polarity;
/// - a key point made of parts (`;`: "structs copy; classes share") is judged part
///   by part: touched when most of its parts are, contradicted when one is;
/// - a clause that states it with the opposite polarity (`not`, `rather than`, an opposite such as
///   `non-optional`; weighed by `grading/polarity.txt`, `decidePolarity`), or that asserts one
///   of its `wrong:` claims (`wrongLineSignal`, weighed by `grading/wrongline.txt`), contradicts
///   it: the point is not credited, even if another clause touched it;
/// - in an answer that contradicts a key point, two points or more touched only where a clause
///   says their subject and relation and then another value of its own are not touched there
///   (`withholdOtherClaims`);
/// - roles: a sentence that says the point's claims of a rival of its subject contradicts
///   it ("I'd default to a class" for "default to a struct"), unless another states it;
/// - a sentence that counts what the point says is one as more than one ("several tasks at
///   a time" for "one task at a time") contradicts it (`miscounts`), and so does a clause that
///   says its relation the other way round ("the child proposes to its parent"; `converse`);
/// - a point touched only through words it shares with another point, in a text that states the
///   other better, is not touched there (`withdrawSiblingTouches`);
/// - in an answer that contradicts a key point, a point it states is withheld when the fitted
///   rule (`grading/withhold.txt`) says it is reused words, not understood; without that file,
///   when the answer contradicts more points than it states (`withhold`, `KeyPointCheck.withheld`).
public enum KeyPointMatcher {
  static let threshold = 0.35
  /// A contradiction needs more of the point than a touch: a wrong mark costs more.
  static let contradictionThreshold = 0.5
  static let weakWeight = 0.5
  /// The weight of claims a sentence must say of a rival to swap the subjects.
  static let swapWeight = 1.5
  /// …and at least this share of the claims the point says of its subjects.
  static let swapShare = 0.5
  /// The longest quote of a clause shown as evidence.
  static let quoteLength = 70

  /// Each key point with the clause that touched or contradicted it. `notes`
  /// (parallel to `keyPoints`, or empty) carry the authored alternatives and wrong claims;
  /// `model`, the question's model Answer as it is said, lends its sentences that state one
  /// point each as touches (`creditModelLines`). The bank's audit never passes it.
  /// `quotesEvidence` false leaves each check's `evidence` nil: the audit shows only the
  /// contradiction, and quoting every touch was a tenth of a `check` (issue 29 (a), session 20).
  public static func check(
    _ keyPoints: [String], notes: [KeyPointNotes] = [], against answer: String, prompt: String = "",
    lexicon: GradingLexicon, readings: KeyPointReadings? = nil, model: String = "",
    quotesEvidence: Bool = true
  ) -> [KeyPointCheck] {
    judged(
      keyPoints, notes: notes, against: answer, prompt: prompt, lexicon: lexicon, readings: readings,
      model: model,
      quotesEvidence: quotesEvidence, everySignal: false
    ).checks
  }

  /// `check`'s checks, with the signals each verdict was drawn from (`KeyPointSignals`).
  /// `everySignal` false reads the answer-level signals only when the last step weighs them (the
  /// answer contradicts a point): an Answer of the bank's audit never does, and reading them for
  /// every grading was 0.45 G of `check`'s instructions on a prose bank (issue 29 (a)).
  /// `pairsWideFragments` false reads no wide fragment pairs (`Judge.fragmentPairs`): the bank's
  /// audit reads an Answer as written, its sentences whole statements set side by side.
  package static func judged(
    _ keyPoints: [String], notes: [KeyPointNotes] = [], against answer: String, prompt: String = "",
    lexicon: GradingLexicon, readings: KeyPointReadings? = nil, model: String = "",
    quotesEvidence: Bool = true, everySignal: Bool = true, withdrawsSiblings: Bool = true,
    pairsWideFragments: Bool = true
  ) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
    let stemmer = SnowballStemmer()
    // A `let` once set (issue 29 (a), session 30): the points' closure below read a `var` by
    // copying it out at each use, the reader with every table of its lexicon, twice a point.
    let reader = {
      var reader = StatementReader(
        lexicon: lexicon, stemmer: stemmer, readings: readings ?? KeyPointReadings())
      reader.terms = reader.questionTerms(prompt: prompt, keyPoints: keyPoints)
      reader.useQuestion(prompt: prompt, keyPoints: keyPoints)
      return reader
    }()
    let clauses = reader.clauses(answer)
    let topic = reader.statement(prompt)
    let text = pairsWideFragments ? answer : nil  // where two sentences meet (`fragmentPairs`)
    let judge = Judge(clauses: clauses, topic: topic, shared: reader.shared, text: text)
    // Reads `wrong:` lines, so made only when a point has one: a judge of its own where a clause
    // reports (issue 29 (a), s33-checkfast32: made and torn down for every Answer the audit read).
    let strict = notes.contains { !$0.wrong.isEmpty } ? Judge.wrongLines(judge, topic: topic) : judge
    let allParts = keyPoints.map { judge.numbered(reader.parts($0)) }  // once per grading
    // Each point's first concept, unless said as an opposite (a claim word: "non-optional"):
    // what the question's other points are about (`Needed.otherSubjects`).
    let heads = allParts.map { parts in parts.first?.first.flatMap { $0.flipped ? nil : $0.id } }
    let question = WrongLineContext(points: allParts, notes: notes, reader: reader)
    // One point, not touched in `excluded` (another point's text: `withdrawSiblingTouches`).
    var (otherClaims, withheld) = (Set<Int>(), Set<Int>())  // `withholdOtherClaims`
    func checkPoint(_ index: Int, excluding excluded: [Range<String.Index>]) -> Graded {
      let point = keyPoints[index]
      var judge = judge
      judge.excluded = excluded
      if withdrawsSiblings {
        (judge.readsOtherClaims, judge.withholdsOtherClaims) = (true, withheld.contains(index))
      }
      judge.otherHeads = heads.enumerated().compactMap { $0.offset == index ? nil : $0.element }
      judge.otherWords = Judge.otherWords(allParts, but: index)  // `lacksOwnWords`
      let note = index < notes.count ? notes[index] : KeyPointNotes()
      var check = KeyPointCheck(point: point, touched: false)
      var signal = KeyPointSignals()
      var best = 0.0
      var (touchedAt, touchedStatement): (Range<String.Index>?, String) = (nil, point)
      var swappedBy: Range<String.Index>?
      var contradictedAt: Range<String.Index>?
      var denial: PolaritySignal?  // how `contradictedAt` says the point the other way (`decidePolarity`)
      let pointParts = allParts[index]
      for statement in [point] + note.also {
        let parts = statement == point ? pointParts : judge.numbered(reader.parts(statement))
        let verdict = judge.statement(parts)
        if let touch = verdict.touch, touch.share > best {
          best = touch.share
          (touchedAt, touchedStatement, check.touched) = (touch.range, statement, true)
          (signal.share, signal.viaAlso, signal.via) = (best, statement != point, verdict.via)
          (signal.partsTouched, signal.parts) = (verdict.partsTouched, verdict.parts)
        }
        signal.partialShare = max(signal.partialShare, verdict.meanShare)
        if signal.via == .none, verdict.partsTouched * signal.parts >= signal.partsTouched * verdict.parts {
          (signal.partsTouched, signal.parts) = (verdict.partsTouched, verdict.parts)
        }
        if contradictedAt == nil { (contradictedAt, denial) = (verdict.contradiction, verdict.denial) }
        swappedBy = swappedBy ?? verdict.swapped
        if verdict.otherClaim { otherClaims.insert(index) }
      }
      // A point that lists claims about one subject is contradicted by a clause that denies one.
      if contradictedAt == nil, let claims = reader.claimParts(point) {
        contradictedAt = judge.claimContradiction(claims)
        denial = contradictedAt.map { _ in PolaritySignal(weak: true) }
      }
      func quote(_ range: Range<String.Index>, _ statement: String = point) -> String {  // `focusedQuote`
        KeyPointMatcher.quote(answer, range, focus: statement, stemmer: stemmer, stop: lexicon.stopWords)
      }
      let touchedParts = touchedStatement == point ? pointParts : reader.parts(touchedStatement)
      if quotesEvidence, let touchedAt {  // the statement of a comma splice that says it
        check.evidence = quote(judge.spliced(touchedAt, touchedParts, answer, reader), touchedStatement)
      }
      check.contradiction = contradictedAt.map { quote($0) }
      if check.contradicted { signal.contradiction = .polarity }
      if let range = contradictedAt, everySignal || lexicon.polarity != nil {
        denial?.stated = best
        denial?.contrast = PolaritySignal.contrasts(answer[range])
      } else {
        denial = nil
      }
      // Subjects swapped in a sentence contradict the point, unless another sentence states it.
      if check.contradiction == nil, let range = judge.swappedRoles(pointParts),
        touchedAt.map({ $0.overlaps(range) }) ?? true
      {
        (check.contradiction, signal.contradiction) = (quote(range), .roles)
      }
      // The claim said of a rival counts against a point no clause states.
      if !check.touched, check.contradiction == nil, let range = swappedBy {
        (check.contradiction, signal.contradiction) = (quote(range), .rival)
      }
      // A misstatement in the sentence that states it (`misstates`), or an all-clear (`allClears`).
      if check.contradiction == nil, let touchedAt, let sentence = judge.sentence(at: touchedAt),
        let clauses = judge.sentenceRanges.first(where: { judge.clauses[$0.lowerBound].sentence == sentence })
      {
        let span = judge.span(clauses)
        let said = answer[
          min(span.lowerBound, touchedAt.lowerBound)..<max(span.upperBound, touchedAt.upperBound)]
        if misstatesOrClears(
          point: point, said: said, touched: answer[touchedAt], stemmer: stemmer, stop: lexicon.stopWords)
        {
          (check.contradiction, signal.contradiction) = (quote(touchedAt), .misstates)
        }
      }
      // A point no clause states, its cost said otherwise of its subject (`miscostedSentence`).
      if !check.touched, check.contradiction == nil,
        let span = miscostedSentence(
          index, of: keyPoints, judge: judge, answer: answer, stemmer: stemmer, stop: lexicon.stopWords)
      {
        (check.contradiction, signal.contradiction) = (quote(span), .misstates)
      }
      if check.contradiction == nil, let touchedAt,
        let clause = judge.converse(touchedParts, touchedStatement, answer, touchedAt, reader)
          ?? judge.crossedClaims(index, of: allParts, heads: heads, at: touchedAt)
      {
        (check.contradiction, signal.contradiction) = (quote(clause), .converse)
      }
      // A wrong claim asserted outside the sentence stating the point: each touched line, decided
      // once every point is judged (`decideWrongLines`).
      let stating = touchedAt.map(judge.sentences(overlapping:)) ?? []
      var lines: [TouchedWrongLine] = []
      for wrong in note.wrong
      where check.contradiction == nil
        && (everySignal || lexicon.wrongLine != nil || !lines.contains(where: \.signal.hand))
      {
        if let (range, line) = strict.wrongLineSignal(
          reader.parts(wrong), of: index, in: question, stating: stating, stated: best)
        {
          lines.append(TouchedWrongLine(range: range, line: wrong, signal: line))
        }
      }
      return (check, signal, lines, touchedAt.map { (best, $0) }, denial)
    }
    var judged = keyPoints.indices.map { checkPoint($0, excluding: []) }
    // Another claim said of the subjects of several points, in an answer that contradicts one.
    if otherClaims.count >= otherClaimsLeast {
      let noted = otherClaims
      let kept = withholdOtherClaims(&judged, noted: noted) { index in
        withheld.insert(index)
        defer { withheld.remove(index) }
        return checkPoint(index, excluding: [])
      }
      withheld = kept
    }
    // A touch made of the words of a point touched better there is that point's.
    if withdrawsSiblings {
      withdrawSiblingTouches(
        &judged, allParts, notes: notes, reader: reader, judge: judge,
        again: { checkPoint($0, excluding: $1) })
    }
    markRestatedLines(&judged, question: question)
    var checks = judged.map(\.0)
    var signals = judged.map(\.1)
    decideWrongLines(
      &checks, &signals, touched: judged.map(\.2), fitted: lexicon.wrongLine, everySignal: everySignal,
      question: judge.questionShare(allParts).share
    ) { KeyPointMatcher.quote(answer, $0, focus: $1, stemmer: stemmer, stop: lexicon.stopWords) }
    let doubted = decidePolarity(
      &checks, &signals, denials: judged.map(\.4), fitted: lexicon.polarity, everySignal: everySignal,
      question: judge.questionShare(allParts).share)
    // The model Answer's sentences that state one point, as touches only (`creditModelLines`).
    if !model.isEmpty, !doubted {
      let touched = checks.map(\.touched)
      creditModelLines(
        &checks, model: model, notes: notes, answer: answer, prompt: prompt, judge: judge, heads: heads,
        allParts: allParts, reader: reader)
      for index in checks.indices where checks[index].touched != touched[index] {
        signals[index].via = .model
      }
    }
    if everySignal || checks.contains(where: \.contradicted) || signals.contains(where: \.doubted) {
      answerSignals(&signals, checks: checks, judge: judge, allParts: allParts, answer: answer)
    }
    // An answer that says the opposite of a key point may reuse the other points' words without
    // their meaning (a wrong-reuse answer): what it seems to state may be withheld (`withhold`).
    withhold(&checks, signals: signals, fitted: lexicon.withhold)
    return (checks, signals)
  }
}

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
    let clauses = clauses.map(ids.interned)
    self.clauses = clauses
    self.ids = ids
    topicIDs = ConceptSet(ids.interned(topic).map(\.id))
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
    sentenceLenders = Self.sentenceLenders(clauses, sentences: all, names: names, topic: ids.interned(topic))
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
