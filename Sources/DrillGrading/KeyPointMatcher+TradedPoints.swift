/// Claims traded between two points' subjects (session 31, s31-grading84): a question that sets
/// two things side by side gives each its own key point ("The app delegate handles events of the
/// whole process, such as launch" and "The scene delegate handles the lifecycle of one instance of
/// the UI"), and a wrong answer says both points with their subjects swapped in one sentence ("the
/// app delegate handles the lifecycle of one instance of the UI, and the scene delegate handles
/// events of the whole process"). Each point's words are there with their polarity, so the sentence
/// touches both; the crossed-claims reading (`crossedClaims`, session 24) sees such a trade only
/// inside one point.
///
/// The two sides are this point and another of the question: each opened by its head (its first
/// concept, `heads`), each with the claims the other point does not say. Heads related to each other
/// (one point names the other's head: "a type conforms to a protocol") set nothing side by side. The
/// sentence that states the point trades the claims when it gives a claim of one point to the other's
/// head and one of the other to the first, more of them to the other head than to their own, and at
/// least `KeyPointMatcher.swapShare` of both points' claims by weight (`trades`, session 24's test).
///
/// Since session 33 (s33-grading99) the trade may span the stating sentence and the one right before
/// or after it, one subject in each ("The total weight of a row counts only the time in the
/// function's own code. The self weight counts the function plus everything it calls."): each
/// sentence's claims belong to the heads that open stretches in it, none carried past its end.
extension Judge {
  /// The sentence of `range` (the text that states point `index`) when it trades the claims of that
  /// point's own subjects (`crossedClaims`) or that point's claims with another's (below).
  func crossedClaims(
    _ index: Int, of allParts: [[[StatementReader.Concept]]], heads: [Int?], at range: Range<String.Index>
  ) -> Range<String.Index>? {
    crossedClaims(allParts[index], at: range)
      ?? tradedWithOtherPoint(index, of: allParts, heads: heads, at: range)
  }

  /// The sentence of `range` (the text that states point `index`) when it trades that point's claims
  /// with another point's of the question (`allParts`, numbered; `heads`, their first concepts).
  func tradedWithOtherPoint(
    _ index: Int, of allParts: [[[StatementReader.Concept]]], heads: [Int?], at range: Range<String.Index>
  ) -> Range<String.Index>? {
    guard allParts.count > 1, let head = heads[index], let at = sentence(at: range),
      let number = sentenceRanges.firstIndex(where: { clauses[$0.lowerBound].sentence == at })
    else { return nil }
    let sentence = sentenceRanges[number]
    // A head opens a stretch of the sentence where it is a subject (as `trades` reads it).
    func opens(_ head: Int, in range: Range<Int>) -> Bool {
      clauses[range].contains { $0.concepts.contains { $0.id == head && $0.opens && !$0.negated } }
    }
    guard opens(head, in: sentence) else { return nil }
    // The sentence alone, then with the sentence before it and with the one after it (no array of
    // them: this runs for every point a sentence states).
    let before =
      number > 0 && sentenceRanges[number - 1].upperBound == sentence.lowerBound
      ? sentenceRanges[number - 1].lowerBound..<sentence.upperBound : nil
    let after =
      number + 1 < sentenceRanges.count && sentenceRanges[number + 1].lowerBound == sentence.upperBound
      ? sentence.lowerBound..<sentenceRanges[number + 1].upperBound : nil
    // The points' names looked up in their concepts, not hashed into sets: a point has a few
    // concepts, and a set of the point's names made for each sentence cost 20 M of `check` on a
    // 10,000-question bank (issue 29 (a), session 31).
    let mine = allParts[index].flatMap { $0 }
    for other in allParts.indices where other != index {
      guard let otherHead = heads[other], otherHead != head, !mine.contains(where: { $0.id == otherHead })
      else { continue }
      // Where the other head opens a stretch: this sentence, the one before, the one after.
      let here = opens(otherHead, in: sentence)
      let earlier = before.map { opens(otherHead, in: $0.lowerBound..<sentence.lowerBound) } ?? false
      let later = after.map { opens(otherHead, in: sentence.upperBound..<$0.upperBound) } ?? false
      // Read with a sentence beside it where both heads open stretches in this one, or where that
      // sentence gives a claim of this point's (one the other point does not say) to the other
      // subject (a cheap scan first: a model Answer states one point a sentence, and most sentences
      // next to it open another point's head).
      func givesMine(_ neighbour: Range<Int>) -> Bool {
        var owned = false
        for clause in neighbour {
          for concept in clauses[clause].concepts {
            if concept.opens, !concept.negated, concept.id == otherHead || concept.id == head {
              owned = concept.id == otherHead
            } else if owned, mine.contains(where: { $0.id == concept.id }),
              !allParts[other].contains(where: { $0.contains { $0.id == concept.id } })
            {
              return true
            }
          }
        }
        return false
      }
      let withBefore = before != nil && (here || earlier && givesMine(sentenceRanges[number - 1]))
      let withAfter = after != nil && (here || later && givesMine(sentenceRanges[number + 1]))
      guard here || withBefore || withAfter else { continue }
      let theirs = allParts[other].flatMap { $0 }
      if theirs.contains(where: { $0.id == head }) { continue }
      let claims = (
        mine.dropFirst().filter { own in !theirs.contains { $0.id == own.id } }.map(Roles.key),
        theirs.dropFirst().filter { own in !mine.contains { $0.id == own.id } }.map(Roles.key)
      )
      guard !claims.0.isEmpty, !claims.1.isEmpty else { continue }
      let sides = [Side(head: head, claims: claims.0), Side(head: otherHead, claims: claims.1)]
      if here, trades(sides, in: sentence) { return span(sentence) }
      if let before, withBefore, trades(sides, in: before) { return span(sentence) }
      if let after, withAfter, trades(sides, in: after) { return span(sentence) }
    }
    return nil
  }
}
