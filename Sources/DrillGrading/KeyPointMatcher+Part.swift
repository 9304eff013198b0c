extension Judge {
  /// One part (numbered) against every clause.
  func part(_ needed: [StatementReader.Concept]) -> Verdict {
    var verdict = Verdict()
    let filter = Needed(needed, topic: topicIDs, ids: ids, otherHeads: otherHeads)
    // Sentences with a clause that says the part the other way or of a rival, or another claim
    // of its subject where that is withheld (`saysOtherClaim`).
    var denying: Set<Int> = []
    // A pronoun's subject from the sentence before (`pronounTouch`): only when nothing else touches.
    var acrossSentences: (share: Double, range: Range<String.Index>)?
    let own = ownWords(filter)  // a weak touch must say one (`lacksOwnWords`)
    // The strongest clause that says a word of the part's claim the other way, below
    // `contradictionThreshold`; the sentence of the touch and the words of the claim it says.
    var weakDenial: (share: Double, range: Range<String.Index>, sentence: Int, denial: PolaritySignal?)?
    var partialDenial: KeyPointSignals.PartialDenial?  // the strongest one credit would read
    var touchAt: (sentence: Int, claimWords: Int)?
    var plain = false  // a touch that is no mere echo of the part's opening (s52-census)
    // By index, each clause read where it stands: `enumerated()` copied every clause, its
    // concepts and asserted concepts retained and released, for every part (issue 29 (a),
    // s43-checkfast42: 168,000 copies of a concept list on the prose bank).
    for position in clauses.indices {
      let (sentence, clauseRange) = (clauses[position].sentence, clauses[position].range)
      let lender =
        position > 0 && (clauses[position - 1].sentence == sentence || clauses[position].refersBack)
      if let touch = pronounTouch(filter, at: position), touch.share > (acrossSentences?.share ?? 0),
        !lacksOwnWords(own, touch.share, names[position]), !isExcluded(touch.range)
      {
        acrossSentences = touch
      }
      let before = lender ? clauses[position - 1] : nil
      guard
        filter.mayMatch(
          names: names[position], rivalKeys: rivalKeys[position], before: lender ? names[position - 1] : nil),
        !wholeClaim || filter.namesCostSubject(names[position], before: lender ? names[position - 1] : nil),
        let match = KeyPointMatcher.match(filter, clauses[position], before: before, wholeClaim: wholeClaim)
      else {
        continue
      }
      // An aside in parentheses comes after its sentence: the quote spans both, in text order.
      let range =
        match.borrowsSubject
        ? min(
          before?.range.lowerBound ?? clauseRange.lowerBound, clauseRange.lowerBound)..<max(
            before?.range.upperBound ?? clauseRange.upperBound, clauseRange.upperBound) : clauseRange
      if match.swapped || !match.samePolarity { denying.insert(sentence) }
      if match.unclear { continue }
      if match.swapped {
        // The point's claim said of a rival needs the rival as a subject where it stands for the
        // point's subject (`Match.rivalIsSubject`).
        if match.rivalIsSubject { verdict.swapped = verdict.swapped ?? range }
      } else if match.samePolarity {
        if readsOtherClaims, saysOtherClaim(filter, at: position) {
          verdict.otherClaim = true
          if withholdsOtherClaims {  // nor is its sentence read whole
            denying.insert(sentence)
            continue
          }
        }
        if match.share > (verdict.touch?.share ?? 0) || !(plain || match.echoesOpening), !isExcluded(range),
          !lacksOwnWords(own, match.share, said(at: position, borrowing: match.borrowsSubject && lender))
        {
          plain = plain || !match.echoesOpening
          guard match.share > (verdict.touch?.share ?? 0) else { continue }
          verdict.touch = (match.share, range)
          verdict.via = match.borrowsSubject ? .borrowed : .clause
          touchAt = (sentence, match.claimWords)
        }
      } else if verdict.contradiction == nil, match.share >= KeyPointMatcher.contradictionThreshold {
        (verdict.contradiction, verdict.denial) = (range, match.denial)
      } else if match.claimWords > 0 {
        if match.share > (weakDenial?.share ?? 0) {
          weakDenial = (match.share, range, sentence, match.denial)
        }
        if match.share > (partialDenial?.share ?? 0), !isExcluded(range),
          !lacksOwnWords(own, match.share, said(at: position, borrowing: match.borrowsSubject && lender))
        {
          partialDenial = KeyPointSignals.PartialDenial(
            share: match.share, range: range, denial: match.denial)
        }
      }
    }
    // A point a speaker spreads over one sentence ("… a struct gets duplicated, everybody
    // holds their own copy") is stated by the sentence: its clauses read together.
    // Not a sentence one of whose clauses says it the other way ("guard doesn't help with
    // nesting, you end up with nested ifs"): its clauses do not add up to the point.
    // So are two adjacent fragments, as terse answers are spoken ("Optional of T. An enum,
    // some or none."): sentences of at most `fragmentConcepts` concepts each, or a wide pair
    // (`fragmentPairs`, session 30) that says more of the point.
    for window in windows
    where !clauses[window.sentences].contains(where: { denying.contains($0.sentence) })
      && !(wholeClaim && window.wide)
      && filter.mayMatch(names: window.names, rivalKeys: window.rivalKeys, before: nil)
      && !isExcluded(window.merged.range)
      && (!wholeClaim || filter.namesCostSubject(window.names, before: nil))
    {
      // A sentence read whole sets no stretch aside: its clauses were read one by one above.
      if let match = KeyPointMatcher.match(
        filter, window.merged, before: nil, wholeClaim: wholeClaim, stretches: false),
        match.samePolarity, !match.swapped, !match.unclear,
        match.share > (verdict.touch?.share ?? 0) || !(plain || match.echoesOpening),
        !window.wide || match.share >= KeyPointMatcher.wideFragmentShare,
        !lacksOwnWords(own, match.share, window.names)
      {
        plain = plain || !match.echoesOpening
        guard match.share > (verdict.touch?.share ?? 0) else { continue }
        verdict.touch = (match.share, window.merged.range)
        let (first, last) = (window.sentences.lowerBound, window.sentences.upperBound - 1)
        verdict.via = clauses[first].sentence == clauses[last].sentence ? .sentence : .fragments
      }
    }
    if verdict.touch == nil, let acrossSentences {
      (verdict.touch, verdict.via, plain) = (acrossSentences, .pronoun, true)
    }
    // Every touch of the part echoes its opening and says none of the rest (`echoesOpeningOnly`).
    verdict.echoed = verdict.touch != nil && !plain
    // A touch that says only what the point is about, beside a clause of its sentence that
    // denies the point's claim as strongly ("weak doesn't help with cycles, since a weak
    // reference still keeps the object alive" for "`weak` / `unowned` references break cycles"):
    // the sentence says the point the other way, too weakly alone for `contradictionThreshold`
    // (session 28).
    if verdict.contradiction == nil, verdict.via == .clause || verdict.via == .borrowed,
      let weakDenial, let touch = verdict.touch, let touchAt, touchAt.claimWords == 0,
      touchAt.sentence == weakDenial.sentence, weakDenial.share >= touch.share
    {
      (verdict.contradiction, verdict.denial) = (weakDenial.range, weakDenial.denial)
      verdict.denial?.weak = true
    }
    if verdict.contradiction == nil, !wholeClaim { verdict.partialDenial = partialDenial }
    return verdict
  }
}
