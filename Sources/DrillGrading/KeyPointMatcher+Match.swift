extension KeyPointMatcher {
  /// `match` of a part read once (`Needed`) against one clause; `stretches` false reads a sentence
  /// merged whole with no stretch set aside (`besideOtherSubjects`); `rivalStretches` false sets no
  /// rival's stretch aside (`besideRivalStretches`, which reads what is left so).
  static func match(
    _ part: Needed, _ clause: StatementReader.Clause, before: StatementReader.Clause?,
    wholeClaim: Bool = false, stretches: Bool = true, rivalStretches: Bool = true
  ) -> Match? {
    let order = part.order
    guard !order.isEmpty else { return nil }
    let subject = part.subject
    let said = bounded(occurrences(of: part.names, in: clause, subject: subject), against: part)
    var lent = ConceptMap<StatementReader.Concept>()
    // A clause without the subject may take it from the clause before ("… but not stored properties").
    // Only from a clause about the point's subject: its first concept ("An inactive app
    // is in the foreground but does not receive events" lends nothing to "an active app").
    let ownsSubject = order.contains { subject.contains($0) && said[$0] != nil }
    let lends = before?.concepts.contains { $0.id == order[0] } ?? false
    for concept in ownsSubject || !lends ? [] : before?.concepts ?? []
    where subject.contains(concept.id) && lent[concept.id] == nil {
      var concept = concept
      // Negations of the clause before are its own: a scope never spans clauses.
      concept.negation = concept.negation.map { -1 - $0 }
      lent[concept.id] = concept
    }
    // Set once, then only read: a `let` the closures below capture by value (as `var`s each was
    // boxed, and every read of it checked for exclusive access; issue 29 (a), s33-checkfast32).
    let borrowed = lent
    // A concept the point says twice ("suspends instead of blocking": `async`, and its opposite
    // denied) is compared in the form the clause says it ("doesn't block"); whether the clause
    // names another subject is judged on the point's first form ("`sync` waits" is not about
    // "`async` returns at once without waiting for the block").
    let firstForm = part.inPoint
    // Per clause: a concept the point says twice is compared in the form the clause says it.
    var forms = part.inPoint
    for name in order {
      guard let occurrence = said[name] ?? borrowed[name], forms[name]?.flipped != occurrence.flipped,
        let form = part.needed.first(where: { $0.id == name && $0.flipped == occurrence.flipped })
      else { continue }
      forms[name] = form
    }
    let inPoint = forms
    func weight(_ concept: Int) -> Double { part.weights[concept] ?? 1 }
    let total = part.total
    var found = 0.0
    var shared = 0
    var strong = false
    // How many of the shared claim concepts are said the other way (negated or as
    // an opposite) and how many the same way. A concept the point itself says both
    // ways ("copies share …", "structs copy; classes share") tells nothing of polarity.
    var claimDiffer = 0
    var claimAgree = 0
    var subjectOpposite = false
    var unclear = false
    var pointNegations = FewInts()
    var saidNegations = FewInts()
    // The negations that hold a shared word the other side does not deny (session 25): one
    // denial of a list with `or` is a denial of each item ("no Combine or `@Published`" and "no
    // Combine and no `@Published`" agree), so where a word after `or` is denied on both sides
    // only these count in the parity below.
    var pointLoose = FewInts()
    var saidLoose = FewInts()
    var deniedList = false
    var flips = 0
    // A shared concept only the point denies, and another only the clause denies (no opposite
    // between): "replaces the value instead of adding to it" for "adds to the value instead of
    // replacing it" says both the other way, which the parity below counts as agreeing.
    var deniedByPoint = false
    var deniedBySaid = false
    let mixed = part.mixed
    // A clause that negates part of what the point avoids states the avoidance ("you don't
    // throw away type information by using Any" for "avoids losing types to `Any`"): the
    // avoided words its negation does not reach (three concepts) are not compared.
    let deniesAvoided = order.contains { name in
      guard let point = inPoint[name], point.purpose, let occurrence = said[name] ?? borrowed[name] else {
        return false
      }
      return occurrence.negation != nil && !occurrence.purpose && point.flipped == occurrence.flipped
    }
    // A negation that turns an opposite back into the point's word ("no simultaneous access"
    // for "serial access", "not visible outside" for "visible only inside"), or that denies a
    // word the other side denies too ("doesn't block the thread" for "instead of blocking it"),
    // is spent on that word: it denies none of the others it holds that the other side does not.
    var spent = (point: FewInts(), said: FewInts())
    // A `wrong:` line is read through a negative object only with a word that object denies.
    func holds(_ denial: Int, _ pointSide: Bool) -> Bool {
      !wholeClaim
        || order.contains { name in
          pointSide
            ? inPoint[name]?.negation == denial && (said[name] ?? borrowed[name]) != nil
            : said[name]?.negation == denial
        }
    }
    for concept in order where !mixed.contains(concept) {
      guard let saidForm = said[concept] ?? borrowed[concept], let pointForm = inPoint[concept],
        !pointForm.compared, !saidForm.compared
      else {
        continue
      }
      let (point, occurrence) = comparedForms(part, clause, pointForm, saidForm, said, holds: holds)
      let cancels =
        point.flipped != occurrence.flipped && (point.negation == nil) != (occurrence.negation == nil)
      let matches = point.flipped == occurrence.flipped && point.negation != nil && occurrence.negation != nil
      guard cancels || matches else { continue }
      if let negation = point.negation { spent.point.insert(negation) }
      if let negation = occurrence.negation { spent.said.insert(negation) }
    }
    for concept in order {
      guard let saidForm = said[concept] ?? borrowed[concept], let pointForm = inPoint[concept] else {
        continue
      }
      var (point, occurrence) = comparedForms(part, clause, pointForm, saidForm, said, holds: holds)
      if point.flipped == occurrence.flipped {
        if let negation = point.negation, spent.point.contains(negation), occurrence.negation == nil {
          point.negation = nil
        }
        if let negation = occurrence.negation, spent.said.contains(negation), point.negation == nil {
          occurrence.negation = nil
        }
      }
      // What a comparison is made with ("more efficient than a mark per element") tells nothing
      // of polarity; said the other way ("rather than one mark per element"), it is no evidence
      // either way (session 23). So is what a denial holds inside a condition (session 29).
      // A denial on a condition's own verb is compared only with a condition (session 32). A word
      // the point sets a claim against anywhere is no evidence denied (session 38, `Needed.compared`).
      let ownCondition =
        (occurrence.ownCondition && !point.nearCondition) || (point.ownCondition && !occurrence.nearCondition)
      let setAgainst = part.compared.contains(concept) && occurrence.negation != nil
      let compared =
        point.compared || occurrence.compared || setAgainst || point.conditional || occurrence.conditional
        || ownCondition
      let otherWay =
        ((point.negation != nil) != (occurrence.negation != nil)) != (point.flipped != occurrence.flipped)
      if compared, otherWay, !point.doubled, !occurrence.doubled { continue }
      shared += 1
      found += weight(concept)
      if said[concept] != nil, weight(concept) == 1 { strong = true }
      guard !mixed.contains(concept), !compared else { continue }
      if deniesAvoided, point.purpose, occurrence.negation == nil, point.flipped == occurrence.flipped {
        continue
      }
      if let negation = point.negation { pointNegations.insert(negation) }
      if let negation = occurrence.negation { saidNegations.insert(negation) }
      if point.negation == nil || occurrence.negation == nil || point.flipped != occurrence.flipped {
        if let negation = point.negation { pointLoose.insert(negation) }
        if let negation = occurrence.negation { saidLoose.insert(negation) }
      } else if point.alternative || occurrence.alternative {
        deniedList = true
      }
      if point.flipped != occurrence.flipped { flips += 1 }
      let negationDiffers = (point.negation != nil) != (occurrence.negation != nil)
      let oppositeDiffers = point.flipped != occurrence.flipped
      // "Avoids nesting" against a clause that only names the nesting: neither.
      if negationDiffers, !oppositeDiffers, point.purpose != occurrence.purpose { unclear = true }
      if negationDiffers, !oppositeDiffers, !point.purpose, !occurrence.purpose {
        if point.negation != nil { deniedByPoint = true } else { deniedBySaid = true }
      }
      if subject.contains(concept) {
        // The subject said as its opposite ("optional" for "non-optional") is another
        // subject; the subject denied ("you don't need actors") denies the point.
        if let first = firstForm[concept], first.flipped != occurrence.flipped,
          (first.negation != nil) == (occurrence.negation != nil)
        {
          subjectOpposite = true
        }
        if negationDiffers && !oppositeDiffers { claimDiffer += 1 }
      } else if negationDiffers != oppositeDiffers {
        claimDiffer += 1
      } else {
        claimAgree += 1
      }
    }
    // A subject the clause lacks, replaced by its rival ("unowned" for "weak"):
    // the claim is said about the wrong subject.
    var (swapped, subjectSwapped, claimSwapped) = (false, false, false)
    var rivalIsSubject = true
    let pointKeys = part.pointKeys
    for concept in order where said[concept] == nil && borrowed[concept] == nil {
      // A point about two rivals at once ("structs copy; classes share") has no single subject.
      guard let rivals = part.subjectRivals[concept] else { continue }
      let rival =
        subject.contains(concept)
        ? clause.concepts.first { said in
          let key = ConceptIDs.key(said.id, flipped: said.flipped)
          return rivals.contains(key) && !pointKeys.contains(key)
            && (concept == order[0] || !said.alternative)
        } : wholeClaim ? nil : claimRival(rivals, pointKeys: pointKeys, in: clause, subject: order[0])
      if let rival {
        // Said in place of the point's subject (its first concept), the rival must be a subject
        // too; of the subject's second half ("the refresh token" for "the access token" the app
        // sends), anywhere but after `or` ("a file … or UserDefaults" puts no secret in UserDefaults,
        // session 49); in the claim's place, after the subject in its stretch (`claimRival`).
        if concept == order[0], !rival.opens, !rival.equated { rivalIsSubject = false }
        if !subject.contains(concept) { claimSwapped = true } else { subjectSwapped = true }
        swapped = true
        shared += 1
        found += weight(concept)
      }
    }
    // A rival in the place of a word the point says twice ("cancelling … pauses" for
    // "cancelling … cancels"; s41-grading129).
    if !swapped, repeatedWordRival(part, in: clause, said: said) != nil {
      (swapped, claimSwapped) = (true, true)
    } else if !swapped, !wholeClaim, comparedAsSubject(part, clause, said: said, borrowed: borrowed) {
      // What the point sets its claim against, in the subject's place; not of a `wrong:` line, whose
      // claim given to that thing is the point's own (s51-reassign).
      (swapped, subjectSwapped) = (true, true)
    }
    // A clause without the part's first concept that opens with the first concept of another
    // point of the question is about that point's subject ("generics describe requirements" is
    // not "protocols describe requirements"): it neither states nor denies this part (session 13).
    let otherSubject =
      !swapped && said[order[0]] == nil && borrowed[order[0]] == nil
      && clause.concepts.contains {
        $0.opens && part.otherSubjects.contains(ConceptIDs.key($0.id, flipped: $0.flipped))
      }
    // Its words outside the stretches that other subject opens may still state this part.
    if otherSubject, stretches,
      let stated = besideOtherSubjects(part, clause, before: before, wholeClaim: wholeClaim)
    {
      return stated
    }
    if otherSubject {
      shared += 1
      found += weight(order[0])
    }
    let share = found / total
    guard share >= threshold, strong || !part.hasStrong,
      shared >= part.wanted || share >= 0.75
    else {
      return nil
    }
    // The claim said mostly the other way is the opposite statement; as often
    // one way as the other, it says neither.
    if subjectOpposite { return nil }
    if otherSubject { return Match(share: share, samePolarity: false, unclear: true) }
    if unclear { return Match(share: share, samePolarity: false, unclear: true) }
    // Each negation that holds a shared concept flips the statement once, and so
    // does each shared concept said as its opposite.
    let denials =
      deniedList ? pointLoose.count + saidLoose.count : pointNegations.count + saidNegations.count
    let parity =
      (denials + flips) % 2 == 1
      || (flips == 0 && !deniedList && separateDenials(clause, saidNegations, pointNegations))
    // One denial on each side, on different words, the point's denied words all said: the
    // statement turned round ("X instead of Y" for "Y instead of X"), not a double negation.
    let flipped =
      parity || claimDiffer > claimAgree
      || (deniedByPoint && deniedBySaid && pointNegations.count == 1 && saidNegations.count == 1
        && !order.contains(where: { name in
          inPoint[name]?.negation != nil && !mixed.contains(name) && said[name] == nil
            && borrowed[name] == nil
        }))
    // A clause that denies the claim still denies it with a rival in the claim's place.
    if flipped, claimSwapped, !subjectSwapped { swapped = false }
    // A contradiction concerns the same claim: every word the point's negation governs is
    // said ("extensions can add computed" does not deny "extensions cannot add stored properties").
    // A wrong claim is stated only with the words its negation governs ("without unwrapping").
    if flipped || wholeClaim, !swapped,
      order.contains(where: { name in
        inPoint[name]?.negation != nil && !mixed.contains(name) && weight(name) == 1 && said[name] == nil
          && borrowed[name] == nil
      })
    {
      return nil
    }
    // An elliptic denial ("errors carry information; `nil` does not") is about its own subject.
    // Each side's negation compared in place (an array of the two, made for every concept, was
    // a tenth of `match`; issue 29 (a), s33-checkfast32).
    let elliptic = order.contains {
      inPoint[$0]?.negation == StatementReader.ellipticNegation
        || said[$0]?.negation == StatementReader.ellipticNegation
    }
    if flipped, elliptic, !namedOutsideEllipsis(said[order[0]] ?? borrowed[order[0]]) { return nil }
    // The claim said about a rival is a contradiction; its denial about the rival
    // ("unowned is non-optional" for "weak is optional") says nothing of the point.
    if swapped && flipped { return nil }
    // Said the other way only in a stretch about a rival of the subject (`besideRivalStretches`).
    if flipped, rivalStretches,
      let stated = besideRivalStretches(part, clause, before: before, wholeClaim: wholeClaim)
    {
      return stated
    }
    return Match(
      share: share, samePolarity: !flipped, borrowsSubject: !borrowed.isEmpty, swapped: swapped,
      rivalIsSubject: rivalIsSubject, claimWords: claimAgree + claimDiffer,
      echoesOpening: !flipped && !wholeClaim && !swapped && echoesOpeningOnly(part, clause),
      denial: flipped
        ? PolaritySignal(
          part, clause, share: share, denials: (pointNegations.count, saidNegations), flips: flips,
          claim: (claimDiffer, claimAgree)) : nil)
  }
}
