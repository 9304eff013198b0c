/// A touch made of another point's words (session 30, s30-grading79; first tried in session 24,
/// s24-grading52). The key points of a question share words: its subject, its topic. A clause
/// that states one point shares words with its neighbours too, and reaches their touch threshold:
/// "For simple changes like adding an attribute or a rename, Core Data's lightweight migration
/// does it automatically" states the Core Data point, and was credited with the SwiftData stage
/// ("A lightweight stage covers simple changes, and `@Attribute(originalName:)` marks a rename").
extension KeyPointMatcher {
  /// A touch below this share is withdrawn from a text where another point is stated, when the
  /// answer says none of its claim's own words (`withdrawSiblingTouches`; session 34).
  static let claimTouchShare = 0.45
  /// The other point is stated there: touched with at least half its weight.
  static let statedShare = 0.5
  /// The claim needs this many own words: with fewer, a right answer says it in its neighbours'.
  static let claimWordsLeast = 2
  /// A touch below this share is withdrawn from a text where another point is touched better,
  /// when the answer says none of the point's own words in the question (session 47).
  static let ownClaimShare = 0.5

  /// Where a point was touched (its best touch over the point and its `also:` lines).
  typealias Touch = (share: Double, range: Range<String.Index>)
  /// One point graded: its check, signals, touched `wrong:` lines, best touch and how a clause
  /// says it the other way (`decidePolarity`).
  typealias Graded = (KeyPointCheck, KeyPointSignals, [TouchedWrongLine], Touch?, PolaritySignal?)

  /// A point touched in a text where another point of the question is touched with a higher
  /// share is not touched there when the answer says nowhere a word of its own: a full-weight
  /// concept (not the prompt's, not a common word) it or one of its `also:` lines says, with its
  /// polarity, that the other point (with its `also:` lines) does not. That text states the other point, and this one only through the words the
  /// two share. The point is judged again without that text (`again`): touched elsewhere where
  /// no other point is touched better, it keeps that touch; else it is not touched (a
  /// contradiction is read as before). A point whose words are all the other's keeps its touch:
  /// what states the other states it as well. Session 34: a weak touch (below
  /// `claimTouchShare`) in a text where another point is stated (`statedShare`) is withdrawn too
  /// when the answer says none of the own words of this point's claim (its concepts past its
  /// subject, at least `claimWordsLeast` of them): its own subject words named elsewhere ("the
  /// onMapCameraChange modifier has a frequency") say what it is about, not what it claims.
  /// Session 47: a touch below `ownClaimShare` in a text where another point is touched better is
  /// withdrawn too when the answer says none of the point's own words in the question (those no
  /// other key point says, `questionOwnWords`): the words that tell it from its neighbours, its
  /// claim. "Both targets join one App Group and the app writes the tasks into the shared
  /// container" states the App Group point, and touched "Secrets go into a Keychain access group
  /// that both targets share" only through "both targets", "group" and "shared".
  /// Cost: nothing unless two touches overlap; then one set of the answer's concepts, the claim's
  /// words of a point so touched, and a grading again of each point withdrawn.
  static func withdrawSiblingTouches(
    _ graded: inout [Graded], _ points: [[[StatementReader.Concept]]], notes: [KeyPointNotes],
    reader: StatementReader, judge: Judge, requotes: Bool = true,
    again: (Int, [Range<String.Index>]) -> Graded
  ) {
    // Nothing to do unless two touches overlap (the usual answer: none do).
    let touches = graded.compactMap(\.3)
    guard
      touches.indices.contains(where: { one in
        touches.indices.contains { $0 != one && touches[$0].range.overlaps(touches[one].range) }
      })
    else { return }
    // Each point with its `also:` lines, numbered as the grading numbers them.
    let statements = points.indices.map { index in
      [points[index]]
        + (index < notes.count ? notes[index].also : []).map { judge.numbered(reader.parts($0)) }
    }
    func key(_ concept: StatementReader.Concept) -> Int {
      ConceptIDs.key(concept.id, flipped: concept.flipped != (concept.negation != nil))
    }
    // An own word weighs full: the prompt's words and common words say what the question is
    // about, not what this point claims (`Judge.ownWords`).
    func counts(_ concept: StatementReader.Concept) -> Bool {
      !judge.topicIDs.contains(concept.id) && !judge.ids.isCommon(concept.id)
    }
    let words = statements.map { ConceptSet($0.joined().joined().map(key)) }
    let weighed = statements.map { Array(Set($0.joined().joined().filter(counts).map(key))) }
    var answer: ConceptSet?  // every word of the answer, read only when two touches overlap
    // The keys of the concepts of the point's claim: past its subject (`Needed.subject(of:)`), read
    // only when a weak touch meets a stated point.
    var claims: [Int: ConceptSet] = [:]
    func claimWords(_ index: Int) -> ConceptSet {
      if let known = claims[index] { return known }
      let concepts = points[index].joined()
      var order: [Int] = []
      for concept in concepts where !order.contains(concept.id) { order.append(concept.id) }
      let subject = Needed.subject(of: order)
      let claim = ConceptSet(concepts.filter { !subject.contains($0.id) }.map(key))
      claims[index] = claim
      return claim
    }
    // The point's own words in the question: its words (and its `also:` lines') that no other
    // point says, read only when a weak touch meets a better one.
    var questionOwn: [Int: [Int]] = [:]
    func questionOwnWords(_ index: Int) -> [Int] {
      if let known = questionOwn[index] { return known }
      let own = weighed[index].filter { word in
        !words.indices.contains { $0 != index && words[$0].contains(word) }
      }
      questionOwn[index] = own
      return own
    }
    // The text of a point touched better than `index` where `touch` is, when it owns the touch.
    func owner(of index: Int, _ touch: Touch) -> Range<String.Index>? {
      for (other, better) in graded.enumerated() where other != index {
        guard let better = better.3, better.share > touch.share, better.range.overlaps(touch.range)
        else { continue }
        let own = weighed[index].filter { !words[other].contains($0) }
        guard !own.isEmpty else { continue }
        let said = answer ?? ConceptSet(judge.clauses.lazy.flatMap(\.concepts).map(key))
        answer = said
        if !own.contains(where: said.contains) { return better.range }
        // The claim's own words (session 34): a weak touch beside a point stated there, when the
        // answer names this point's subject elsewhere but none of its claim's own words.
        guard touch.share < Self.claimTouchShare, better.share >= Self.statedShare else { continue }
        let claim = claimWords(index)
        let owned = own.filter(claim.contains)
        if owned.count >= Self.claimWordsLeast, !owned.contains(where: said.contains) { return better.range }
      }
      // The point's own words in the question (session 47), none said: its claim is not said. Read
      // after the rules above, so that where one of them finds the owner it is the same.
      guard touch.share < Self.ownClaimShare else { return nil }
      let questionOwn = questionOwnWords(index)
      guard !questionOwn.isEmpty, let said = answer else { return nil }
      if questionOwn.contains(where: said.contains) { return nil }
      for (other, better) in graded.enumerated() where other != index {
        if let better = better.3, better.share > touch.share, better.range.overlaps(touch.range) {
          return better.range
        }
      }
      return nil
    }
    var changed: [(Int, Graded)] = []
    for index in graded.indices {
      // A contradicted point is credited with nothing: its contradiction is read as before.
      guard !graded[index].0.contradicted, let touch = graded[index].3, var owned = owner(of: index, touch)
      else { continue }
      var excluded: [Range<String.Index>] = []
      var result = graded[index]
      (result.0.touched, result.0.evidence, result.3) = (false, nil, nil)
      (result.1.share, result.1.via, result.1.viaAlso) = (0, .none, false)
      for _ in 0..<3 {  // a few rounds at most: each excludes another point's text
        excluded.append(owned)
        let elsewhere = again(index, excluded)
        // Touches only: a contradiction the point was not given before is not read from the text
        // it is touched in now (a rule read at the touch, such as `slots`, in a neighbour's text).
        guard !elsewhere.0.contradicted, let touch = elsewhere.3 else { break }
        guard let next = owner(of: index, touch) else {
          // The touch found elsewhere; the `wrong:` lines as they were read before.
          (result.0.touched, result.0.evidence, result.1, result.3) = (
            true, elsewhere.0.evidence, elsewhere.1, touch
          )
          break
        }
        owned = next
      }
      changed.append((index, result))
    }
    for (index, result) in changed { graded[index] = result }
    if requotes { requoteSiblingTouches(&graded, again: again) }
  }

  /// A point that keeps its touch in a text where another point is touched better (it says a word
  /// of its own elsewhere) is quoted where it is touched as well without that text, when it is:
  /// "combine protocols with an ampersand", not the sentence about "a tiny protocol with just the
  /// two reads the screen needs" that ties with it and states its neighbour. The quote only: the
  /// verdict, the touch and the signals stay as they were. Cost: a grading again of such a point.
  static func requoteSiblingTouches(_ graded: inout [Graded], again: (Int, [Range<String.Index>]) -> Graded) {
    for index in graded.indices {
      guard graded[index].0.touched, !graded[index].0.contradicted, let touch = graded[index].3 else {
        continue
      }
      let better = graded.indices.compactMap { other -> Range<String.Index>? in
        guard other != index, let theirs = graded[other].3, theirs.share > touch.share,
          theirs.range.overlaps(touch.range)
        else { return nil }
        return theirs.range
      }
      guard !better.isEmpty else { continue }
      let elsewhere = again(index, better)
      guard elsewhere.0.touched, !elsewhere.0.contradicted, let found = elsewhere.3,
        found.share >= touch.share, let evidence = elsewhere.0.evidence
      else { continue }
      graded[index].0.evidence = evidence
    }
  }
}

extension Judge {
  /// The text overlaps another point's (`excluded`): it touches nothing here.
  func isExcluded(_ range: Range<String.Index>) -> Bool {
    !excluded.isEmpty && excluded.contains { $0.overlaps(range) }
  }
}
