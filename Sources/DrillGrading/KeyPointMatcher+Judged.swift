import Foundation

/// The grading's steps, one after another, over an answer's clauses (`KeyPointMatcher`'s list).
extension KeyPointMatcher {
  /// `check`'s checks, with the signals each verdict was drawn from (`KeyPointSignals`).
  /// `everySignal` false reads the answer-level signals only when the last step weighs them (the
  /// answer contradicts a point): an Answer of the bank's audit never does, and reading them for
  /// every grading was 0.45 G of `check`'s instructions on a prose bank (issue 29 (a)).
  /// `listsMissing` false (a model line's grading) lists no `missing` words, which only the
  /// learner sees; `showsPartialDenials` false (a model line's grading, as measured) contradicts no
  /// point by a partial denial (`showPartialDenials`). `writesQuotes` false: every quote empty, no
  /// `missing` words, no point graded again only to be quoted; the same verdicts, as no step reads a
  /// quote's words for one (`check`'s audit, which quotes only a problem: s48-checkfast).
  static func judgedAsRead(
    _ keyPoints: [String], notes: [KeyPointNotes] = [], against answer: String, prompt: String = "",
    lexicon: GradingLexicon, readings: KeyPointReadings? = nil, model: String = "",
    quotesEvidence: Bool = true, everySignal: Bool = true, withdrawsSiblings: Bool = true,
    listsMissing: Bool = true, showsPartialDenials: Bool = true, writesQuotes: Bool = true
  ) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
    let stemmer = SnowballStemmer()
    // What the steps read of the lexicon, taken once: read through `lexicon` in the closures, each
    // read copied the whole lexicon, a dozen a grading (issue 29 (a), s49-checkfast).
    let (stop, fittedPolarity, fittedWrongLine) = (lexicon.stopWords, lexicon.polarity, lexicon.wrongLine)
    let values = lexicon.values
    let quoted: (Range<String.Index>, String) -> String = { range, statement in
      writesQuotes ? KeyPointMatcher.quote(answer, range, focus: statement, stemmer: stemmer, stop: stop) : ""
    }
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
    // `answer`: where two sentences meet (`fragmentPairs`).
    let judge = Judge(clauses: clauses, topic: topic, shared: reader.shared, text: answer)
    // Reads `wrong:` lines, so made only when a point has one: a judge of its own where a clause
    // reports (issue 29 (a), s33-checkfast32: made and torn down for every Answer the audit read).
    // Without one, none: asked only of `wrong:` lines (s35-checkfast38: a copy of `judge` an Answer).
    let strict = notes.contains { !$0.wrong.isEmpty } ? Judge.wrongLines(judge, topic: topic) : nil
    let allParts = keyPoints.map { judge.numbered(reader.parts($0)) }  // once per grading
    // Each point's first concept, unless said as an opposite (a claim word: "non-optional"):
    // what the question's other points are about (`Needed.otherSubjects`).
    let heads = allParts.map { parts in parts.first?.first.flatMap { $0.flipped ? nil : $0.id } }
    let question = WrongLineContext(points: allParts, notes: notes, reader: reader)
    // One point, not touched in `excluded` (another point's text: `withdrawSiblingTouches`).
    // Its judge: `judge` with the point's fields, one copy a grading set again at each point and lent
    // `inout`, read in place (issue 29 (a), s35-checkfast38: a copy of the judge made at each point).
    var pointJudge = judge
    var (otherClaims, withheld) = (Set<Int>(), Set<Int>())  // `withholdOtherClaims`
    var echoed = Set<Int>()  // points touched only by echoes of their opening (`withdrawEchoes`)
    func checkPoint(_ index: Int, excluding excluded: [Range<String.Index>]) -> Graded {
      pointJudge.excluded = excluded
      if withdrawsSiblings {
        (pointJudge.readsOtherClaims, pointJudge.withholdsOtherClaims) = (true, withheld.contains(index))
      }
      pointJudge.otherHeads = heads.enumerated().compactMap { $0.offset == index ? nil : $0.element }
      pointJudge.otherWords = Judge.otherWords(allParts, but: index)  // `lacksOwnWords`
      return checkPoint(index, judge: &pointJudge)
    }
    func checkPoint(_ index: Int, judge: inout Judge) -> Graded {  // `judge` is only read
      let point = keyPoints[index]
      let note = index < notes.count ? notes[index] : KeyPointNotes()
      var check = KeyPointCheck(point: point, touched: false)
      var signal = KeyPointSignals()
      var best = 0.0
      var echoes = false  // the touch only echoes the point's opening
      var (touchedAt, touchedStatement): (Range<String.Index>?, String) = (nil, point)
      var partTouches: [Range<String.Index>?] = []  // the touched statement's, part by part
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
          partTouches = verdict.partTouches
          (signal.share, signal.viaAlso, signal.via) = (best, statement != point, verdict.via)
          echoes = verdict.echoed
          (signal.partsTouched, signal.parts) = (verdict.partsTouched, verdict.parts)
        }
        signal.partialShare = max(signal.partialShare, verdict.meanShare)
        if signal.via == .none, verdict.partsTouched * signal.parts >= signal.partsTouched * verdict.parts {
          (signal.partsTouched, signal.parts) = (verdict.partsTouched, verdict.parts)
        }
        if contradictedAt == nil { (contradictedAt, denial) = (verdict.contradiction, verdict.denial) }
        signal.partialDenial = signal.partialDenial ?? verdict.partialDenial
        swappedBy = swappedBy ?? verdict.swapped
        if verdict.otherClaim { otherClaims.insert(index) }
      }
      // A point that ends in its reason, touched by its claim alone (`reasonlessTouch`).
      var reasonless = false  // its `missing` then lists the reason
      if !check.touched, let (claim, reason) = reasonTail(point),
        let verdict = judge.reasonlessTouch(claim: claim, reason: reason, reader: reader, answer: answer),
        let touch = verdict.touch
      {
        (best, touchedAt, touchedStatement, check.touched, reasonless) = (
          touch.share, touch.range, claim, true, true
        )
        (partTouches, signal.share, signal.via) = (verdict.partTouches, touch.share, verdict.via)
        echoes = verdict.echoed
        (signal.partsTouched, signal.parts) = (verdict.partsTouched, verdict.parts)
      }
      // A point that lists claims about one subject is contradicted by a clause that denies one.
      if contradictedAt == nil, let claims = reader.claimParts(point) {
        contradictedAt = judge.claimContradiction(claims)
        denial = contradictedAt.map { _ in PolaritySignal(weak: true) }
      }
      func quote(_ range: Range<String.Index>, _ statement: String = point) -> String {  // `focusedQuote`
        quoted(range, statement)
      }
      let touchedParts = touchedStatement == point ? pointParts : reader.parts(touchedStatement)
      if quotesEvidence, let touchedAt {  // the statement of a comma splice that says it
        check.evidence =
          writesQuotes ? quote(judge.spliced(touchedAt, touchedParts, answer, reader), touchedStatement) : ""
      }
      // What it left out of the point (kept only if credited). Not of an `also:` line: its words
      // are not the point's, and the author accepts it as the point said.
      if quotesEvidence, listsMissing, writesQuotes, let touchedAt, touchedStatement == point || reasonless {
        // One part, or the claim of a point said without its reason: the touch itself.
        let touches = partTouches.isEmpty || reasonless ? pointParts.map { _ in touchedAt } : partTouches
        check.missing = judge.missing(point, parts: pointParts, touches: touches, reader: reader)
      }
      check.contradiction = contradictedAt.map { quote($0) }
      if check.contradicted { signal.contradiction = .polarity }
      if let range = contradictedAt, everySignal || fittedPolarity != nil {
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
          point: point, said: said, touched: answer[touchedAt], stemmer: stemmer, stop: stop, values: values)
        {
          (check.contradiction, signal.contradiction) = (quote(touchedAt), .misstates)
        }
      }
      // A point no clause states, its cost said otherwise of its subject (`miscostedSentence`).
      if !check.touched, check.contradiction == nil,
        let span = miscostedSentence(
          index, of: keyPoints, judge: judge, answer: answer, stemmer: stemmer, stop: stop)
      {
        (check.contradiction, signal.contradiction) = (quote(span), .misstates)
      }
      if check.contradiction == nil, let touchedAt,
        let clause = judge.converse(touchedParts, touchedStatement, answer, touchedAt, reader, point)
          ?? judge.crossedClaims(index, of: allParts, heads: heads, at: touchedAt)
          ?? judge.swappedValues(pointParts, at: touchedAt)
      {
        (check.contradiction, signal.contradiction) = (quote(clause), .converse)
      }
      // A wrong claim asserted outside the sentence stating the point: each touched line, decided
      // once every point is judged (`decideWrongLines`).
      let stating = touchedAt.map { judge.sentences(overlapping: $0) } ?? []
      var lines: [TouchedWrongLine] = []
      for wrong in note.wrong
      where check.contradiction == nil
        && (everySignal || fittedWrongLine != nil || !lines.contains(where: \.signal.hand))
      {
        if let (range, line) = strict?.wrongLineSignal(
          reader.parts(wrong), of: index, in: question, stating: stating, stated: best)
        {
          lines.append(TouchedWrongLine(range: range, line: wrong, signal: line))
        }
      }
      if echoes { echoed.insert(index) } else { echoed.remove(index) }
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
        &judged, allParts, notes: notes, reader: reader, judge: judge, requotes: writesQuotes,
        again: { checkPoint($0, excluding: $1) })
    }
    // A list of key words that two points are touched in touches neither (`withdrawListTouches`).
    withdrawListTouches(&judged, judge: judge) { checkPoint($0, excluding: $1) }
    markRestatedLines(&judged, question: question)
    var checks = judged.map(\.0)
    var signals = judged.map(\.1)
    let questionShare = judge.questionShare(allParts).share  // once for both steps, not on copies
    decideWrongLines(
      &checks, &signals, touched: judged.map(\.2), fitted: fittedWrongLine, everySignal: everySignal,
      question: questionShare, quote: quoted)
    let doubted = decidePolarity(
      &checks, &signals, denials: judged.map(\.4), fitted: fittedPolarity, everySignal: everySignal,
      question: questionShare)
    // The model Answer's sentences that state one point, as touches only (`creditModelLines`).
    if !model.isEmpty, !doubted {
      let touched = checks.map(\.touched)
      creditModelLines(
        &checks, model: model, notes: notes, prompt: prompt, judge: judge, heads: heads,
        allParts: allParts, reader: reader, quote: quoted)
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
    // A swap no other contradiction bears out, in an answer of many sentences that credits a point.
    withdrawLoneSwaps(&checks, &signals, sentences: judge.sentenceRanges.count)
    if showsPartialDenials {
      showPartialDenials(
        &checks, &signals, fitted: fittedPolarity, answer: answer, question: questionShare, quote: quoted)
    }
    withdrawStatedSiblingContradictions(&checks, &signals, allParts, judge: judge)  // in a sibling's words
    // A point held back for a contradiction the answer does not show names the clause it was for.
    nameWithheldFor(&checks, &signals, quote: quoted)
    withdrawEchoes(&checks, signals: signals, echoed: echoed)
    for index in checks.indices where !checks[index].credited { checks[index].missing = [] }
    return (checks, signals)
  }
}
