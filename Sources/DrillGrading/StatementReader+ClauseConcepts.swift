/// A clause read as concepts, token by token (`StatementReader`'s work).
extension StatementReader {
  /// The concepts of one clause's tokens: the longest lexicon phrase first, then
  /// negations, stop words and stems.
  func concepts(_ tokens: [Token]) -> [Concept] {
    var concepts: [Concept] = []
    // A negation word holds the next few concepts, up to a comma.
    var negation: (index: Int, left: Int, purpose: Bool)?
    var (opens, alternative, joined, fronted) = (true, false, false, false)
    let infos = TokenInfos(tokens, reader: self)  // each token's, not retained again
    let likened = Self.likened(tokens, infos: infos)  // what a likeness names (`likened`)
    concepts.reserveCapacity(tokens.count)
    var objectPronoun = false
    // Whether the token at `index` is a copula, and whether the word (or phrase) from `start`
    // to `end` stands next to one (`Concept.equated`).
    func isCopula(_ index: Int) -> Bool {
      index >= 0 && index < tokens.count && tokens[index].kind == .word && infos[index].copula
    }
    func equated(_ start: Int, _ end: Int) -> Bool {
      var before = start - 1
      while before >= 0, tokens[before].kind == .word, infos[before].article {
        before -= 1
      }
      return isCopula(before) || isCopula(end)
    }
    var comparedLeft = 0  // how many concepts after a comparison's `than` it still holds (`opensComparison`)
    // Where the words of the last concept end (a negative object right after them denies them);
    // the word before is the one said for it, the last of a phrase (not kept as a copy of its
    // text, retained and released for each concept: s32-checkfast30).
    var lastEnd = -1
    var boundDenial = -1  // the denial an `until` or `unless` bounds (`boundsDenial`)
    func add(_ number: Int32, flipped: Bool, from start: Int, to end: Int) {
      lastEnd = end
      if objectPronoun { (negation, objectPronoun) = (nil, false) }
      // "rather than recalculating": the denial holds the `again`, not the verb (`readingAgain`).
      let denial = tokens[start].repeated ? nil : negation
      var concept = Concept(
        number: number, flipped: flipped, negation: denial?.index, purpose: denial?.purpose ?? false,
        opens: opens, alternative: alternative)
      (concept.equated, concept.joined) = (equated(start, end), joined)
      concept.compared = comparedLeft > 0 || likened.first != nil && likened[start]
      (concept.boundedAfter, concept.fronted) = (denial?.index == boundDenial, fronted && opens)
      concept.afterPreposition = opens && Self.followsPreposition(tokens, infos, start)
      concept.afterWith = Self.followsWith(tokens, infos, start)
      comparedLeft = max(0, comparedLeft - 1)
      concepts.append(concept)
      (opens, alternative, joined, fronted) = (false, false, false, false)
      if let open = denial { negation = open.left > 1 ? (open.index, open.left - 1, open.purpose) : nil }
    }
    // A negative pronoun that ends its clause holding nothing ("a publisher sends nothing
    // more") is the object of the concept before it: it denies that one. So does one right after
    // that concept before a subordinate clause ("draws nothing while the map is not visible").
    var heldByNegation = 0
    var pronoun = false
    func closeNegation(atEnd: Bool = false, beforeClause: Bool = false) {
      if atEnd || (beforeClause && lastEnd == (negation?.index ?? 0) - 1), pronoun, let open = negation,
        open.left == Self.negationReach, heldByNegation > 0, let last = concepts.indices.last,
        concepts[last].negation == nil
      {
        concepts[last].negation = open.index
      }
      // A negated empty predicate that ends its clause ("strategies don't exist", "the reason
      // doesn't matter") denies its subject: the concept before the negation.
      if atEnd, !pronoun, let open = negation, open.left == Self.negationReach - 1, heldByNegation > 0,
        concepts.count == heldByNegation + 1, Self.emptyPredicates.contains(concepts[heldByNegation].name),
        Self.emptyPredicateForms[concepts[heldByNegation].name].map({
          lastEnd > 0 && $0.contains(tokens[lastEnd - 1].text)
        }) ?? true,
        concepts[heldByNegation - 1].negation == nil, !concepts[heldByNegation - 1].flipped
      {
        concepts[heldByNegation - 1].negation = open.index
      }
      negation = nil
      objectPronoun = false
    }
    // The negation of the stretch since the last comma, spent or not: a list after it
    // ("no heap allocation, refcounting or COW checks") is all denied.
    var stretchNegation: (index: Int, purpose: Bool)?
    // A denial phrase that opens the clause ("Instead of a closure, …"): `frontedDenial`.
    var frontedDenial = false
    // Where the stretch since the last comma or subordinator starts: the subject a dismissal denies.
    var stretchStart = 0
    var index = 0
    outer: while index < tokens.count {
      // Its fields, not a copy of the token (its text and `WordInfo` retained and released each).
      let (kind, inCode, text) = (tokens[index].kind, tokens[index].inCode, tokens[index].text)
      // A key point's parenthesis is not denied with the words before it (`parenthesis`).
      if kind == .symbol, text == Self.parenthesis {
        (stretchNegation, index) = (nil, index + 1)
        closeNegation()
        continue
      }
      if kind == .comma {
        if frontedDenial { (frontedDenial, stretchNegation) = (false, nil) }
        if let denied = stretchNegation, Self.listFollows(tokens, comma: index) {
          negation = (denied.index, Self.negationReach, denied.purpose)
          (opens, alternative, index) = (false, false, index + 1)
          continue
        }
        stretchNegation = nil
        closeNegation(atEnd: true)
        stretchStart = concepts.count
        (opens, alternative, joined, comparedLeft) = (true, false, false, 0)
        fronted = Self.frontsPhrase(tokens, comma: index)
        index += 1
        continue
      }
      // Searched (its closure, the phrases and the `WordInfo` retained) only for a word that starts one.
      if !inCode, infos[index].startsNegationPhrase,
        let phrase = infos[index].negationPhrases.first(where: { phrase in
          index + phrase.count <= tokens.count && tokens[index..<(index + phrase.count)].map(\.text) == phrase
        })
      {
        index += phrase.count
        negation = (index, Self.negationReach, false)
        // Before any word of its clause, it is fronted ("Instead of it I'd use …", `opensMainClause`).
        frontedDenial = concepts.isEmpty
        objectPronoun = false
        stretchNegation = (index, false)
        heldByNegation = concepts.count
        pronoun = false
        continue
      }
      // `stop` before a gerund denies it, as `no longer` does: "the compiler stops checking"
      // (it no longer checks), "the app stops responding" (`StatementReader.stopVerbs`). The verb
      // stays a concept ("waits until the text stops changing" is no claim about changes alone);
      // the denial holds the gerund only, and not a gerund without a meaning ("stops using the
      // app" denies no app), a camelCase name's halves ("stopAccessing") or a method said aloud
      // after `call` ("I call stop accessing").
      if kind == .word, !inCode, infos[index].stopVerb, index + 1 < tokens.count,
        tokens[index + 1].kind == .word, !tokens[index + 1].inCode, tokens[index + 1].text.hasSuffix("ing"),
        !infos[index + 1].stop, tokens[index].range.upperBound < tokens[index + 1].range.lowerBound,
        index == 0 || !Self.callVerbs.contains(tokens[index - 1].text)
      {
        let stop = infos[index].single  // said still: "stops changing" is no "changes"
        add(
          stop?.number ?? infos[index].stemNumber, flipped: stop?.flips ?? false, from: index, to: index + 1)
        index += 1
        (negation, objectPronoun, pronoun) = ((index, 1, false), false, false)
        stretchNegation = (index, false)
        heldByNegation = concepts.count
        continue
      }
      unowned(unsafe) let word = infos[index]  // not retained: `infos` holds it to the call's end
      // A denial holds the words of its own clause: a subject or a modal opens another
      // (`endsDenial`); a comparison's `than` holds what is compared with (`opensComparison`).
      // A fronted denial phrase ends where its main clause's subject opens (`opensMainClause`).
      if let open = negation,
        concepts.count > heldByNegation
          && Self.endsDenial(tokens, at: index, open: open.index)
          || frontedDenial && Self.opensMainClause(tokens, at: index)
          || frontedDenial && concepts.count > heldByNegation && Self.opensSubjectPhrase(tokens, at: index)
      {
        (stretchNegation, frontedDenial) = (nil, false)
        closeNegation()
      }
      // "not A until B": A and B marked, read against a point bounded or saying A plainly
      // (`KeyPointMatcher.bounded`). Its first bound is its bound ("not flushed until you save unless …").
      if let open = negation, open.index != boundDenial, !open.purpose,
        Self.boundsDenial(tokens, at: index, open: open.index)
      {
        Self.bound(&concepts, from: heldByNegation, denial: open.index)
        boundDenial = open.index
      }
      if Self.opensComparison(tokens, at: index, denied: negation != nil) {
        comparedLeft = Self.negationReach
      }
      // "a Mutex is overkill": a dismissal denies its subject and says nothing else (`denyDismissed`).
      if word.dismissal, kind == .word, !inCode, negation == nil,
        Self.denyDismissed(&concepts, from: stretchStart, tokens, infos, at: index)
      {
        index += 1
        continue
      }
      var length = min(word.phraseStart, tokens.count - index)
      // A stop word has a meaning only where the question quotes it as code (`some`, `any`).
      let bare = word.stop && (terms.isEmpty || !terms.contains(text))
      // A keyword the question quotes as code is its name, not the everyday word (`everydayKeywords`).
      let keyword = !terms.isEmpty && Self.isEverydayKeyword(text) && terms.contains(text)
      let nextStem = infos[min(index + 1, tokens.count - 1)].stemHash  // `mayStartEntry`'s
      while length >= (bare ? 2 : 1) {
        // One token is no comma (a comma is read above); a phrase is looked up only when an entry
        // has its stems' hash (`GradingLexicon.meaning(of:_:)`).
        if word.mayStartEntry(ofLength: length, beforeStem: nextStem),
          length == 1 || !tokens[index..<(index + length)].contains(where: { $0.kind == .comma }),
          let meaning = length == 1
            ? (keyword ? nil : word.single) : lexicon.meaning(of: infos, index..<(index + length))
        {
          add(meaning.number, flipped: meaning.flips, from: index, to: index + length)
          index += length
          continue outer
        }
        length -= 1
      }
      index += 1
      if kind == .word {
        // A denial the question quotes as code is its name where it denies nothing after it:
        // "an enum with two cases, some and none" for `.some(T)` and `.none` (not "none of").
        let quotedName = word.negation && terms.contains(text) && !Self.deniesAfter(tokens, at: index)
        if !inCode, !quotedName, !Self.inName(tokens, at: index - 1), word.negation || word.purpose {
          if word.negativePronoun, Self.namesAlternative(tokens, at: index - 1) { continue }
          if Self.deniesNotAll(tokens, at: index - 1) {  // "not just X": `only` denied, X said plainly
            (negation, heldByNegation, index) = ((index, 1, false), concepts.count, index + 1)
            add(Self.onlyNumber, flipped: false, from: index - 1, to: index)
            continue
          }
          // "can't add one without breaking clients": one double denial (`undenies`).
          if text == "without", Self.undenies(&concepts, tokens, stretchNegation, from: heldByNegation) {
            (negation, stretchNegation) = (nil, nil)
            continue
          }
          // `non` is a prefix ("a non-final class"): it denies the word it is joined to only.
          negation = (index, text == "non" ? 1 : Self.negationReach, word.purpose)
          // "Without it iOS kills the app": fronted, as a denial phrase is; no other denial word is.
          frontedDenial = text == "without" && concepts.isEmpty
          // "no A, B or C" may name A's absence as one item of a list ("no connection, …").
          stretchNegation = Self.listDeterminers.contains(text) ? nil : (index, word.purpose)
          heldByNegation = concepts.count
          pronoun = word.negativePronoun
          // After a preposition a negative pronoun is a noun ("better than nothing"): it denies no
          // word after it; ending its clause, it still denies the word before ("points to nothing").
          objectPronoun = pronoun && index >= 2 && Self.prepositions.contains(tokens[index - 2].text)
          // A negative object denies the word right before it too ("inherits nothing").
          if lastEnd == index - 1, Self.isNegativeObject(tokens, at: index - 1),
            let last = concepts.indices.last,
            concepts[last].negation == nil
          {
            concepts[last].objectDenial = index
          }
          continue
        }
        // A coordinated phrase ("default to a class and only use a struct") may name a new subject.
        if !inCode, word.coordinator {
          (opens, alternative) = (true, text == "or")
          let opensStatement = index < tokens.count && (tokens[index].inCode || infos[index].startsSubject)
          joined = (index < 2 || tokens[index - 2].kind != .comma) && !opensStatement
        }
        // A negation does not reach into a subordinate clause, but a denied noun's relative clause is
        // denied with it (`holdsRelative`). A subordinator that ends its stretch opens no clause: "that"
        // is a pronoun there ("aren't needed for that"), "though" an adverb ("doesn't matter though").
        if !inCode, word.subordinator, index < tokens.count, tokens[index].kind != .comma {
          if Self.holdsRelative(&negation, tokens, at: index - 1) { continue }
          // "…, not when it's written": a denial right before the subordinator denies its clause.
          if let open = negation, open.index == index - 1, concepts.count == heldByNegation, !open.purpose,
            !pronoun, Self.deniedSubordinators.contains(text)
          {
            continue
          }
          // "doesn't get that for free": a `that` before no subject is the denial's object.
          if let open = negation, open.index < index - 1, concepts.count == heldByNegation, !pronoun,
            Self.isDemonstrative(tokens, at: index - 1)
          {
            continue
          }
          (stretchNegation, comparedLeft) = (nil, 0)
          closeNegation(beforeClause: true)
          stretchStart = concepts.count
          continue
        }
        if (word.stop && !quotedName) || word.short { continue }
      }
      // "unawaited", "unhandled": the prefix denies a word the lexicon knows.
      if objectPronoun, kind == .word, !inCode, word.prefixDenial != nil {
        (negation, objectPronoun) = (nil, false)
      }
      if negation == nil, kind == .word, !inCode, let denied = word.prefixDenial {
        concepts.append(
          Concept(
            number: denied.number, flipped: denied.flips, negation: Self.prefixNegation + index, opens: opens,
            alternative: alternative))
        (opens, alternative, joined) = (false, false, false)
        continue
      }
      add(infos[index - 1].stemNumber, flipped: false, from: index - 1, to: index)
    }
    closeNegation(atEnd: true)
    return Self.hedged(Self.ownConditioned(Self.conditioned(concepts, tokens), tokens, infos), tokens, infos)
  }
}
