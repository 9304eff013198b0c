extension StatementReader {
  // MARK: a denial of the manner, not of the act (session 38, s38-grading117)

  /// Words that, inside a denial's stretch, say whose hand does the act: "you don't launch it
  /// yourself: the system spins it up", "you don't write the accessors by hand, the macro does".
  /// The denial is of that agent; the act itself still happens. So is a denial of `directly` that
  /// a comma and a new subject answer with the way it is done ("I wouldn't download directly, I'd
  /// start a background session", "can't be opened by the new model directly, it has to be
  /// migrated first"). Not `directly` alone, nor `explicitly`: they deny a way the act may not be
  /// done at all ("you can't pass an array directly to an `UnsafePointer` parameter": measured, 9
  /// right and 9 wrong credits with them).
  static let mannerWords: Set<String> = [
    "yourself", "yourselves", "myself", "ourselves", "manually",
  ]
  /// How far past its denial word a manner word may stand and still restrict it (tokens).
  static let mannerReach = 8

  /// `concepts` with each concept held by a denial whose stretch names its agent (`mannerWords`, or
  /// "by hand") marked `hedged`, but the agent's own word and any opposite: a point that says the act plainly is
  /// not denied by it (`KeyPointMatcher.hedgedAway`); one that says the agent plainly ("done
  /// manually" against "isn't done manually") is. The stretch ends at a comma or a symbol.
  /// Cost: nothing for a clause with no denial; per denial a walk over at most `mannerReach` tokens.
  static func hedged<Infos: RandomAccessCollection<WordInfo>>(
    _ concepts: [Concept], _ tokens: [Token], _ infos: Infos
  ) -> [Concept] where Infos.Index == Int {
    guard concepts.contains(where: { $0.negation.map { $0 > 0 && $0 < tokens.count } ?? false }) else {
      return concepts
    }
    var manner: [Int: Int32] = [:]  // per denial, its manner word's concept number (`mannerAfter`)
    var hedged = concepts.map { concept in
      var concept = concept
      // An opposite is never hedged: "by hand" is `manually`, the opposite of `automatic`, and
      // its denial says the act is automatic.
      guard let negation = concept.negation, negation > 0, negation < tokens.count, !concept.purpose,
        !concept.flipped
      else { return concept }
      let found = manner[negation] ?? mannerAfter(denial: negation, tokens, infos)
      manner[negation] = found
      if found != noManner, concept.number != found { concept.hedged = true }
      return concept
    }
    // The agent's word past the denial's reach is denied with it: "you don't retain and release
    // objects manually" denies `manually`, which a point may say plainly.
    for (negation, number) in manner
    where number >= 0 && !hedged.contains(where: { $0.number == number && $0.negation == negation }) {
      guard let last = hedged.lastIndex(where: { $0.negation == negation }),
        let agent = hedged[(last + 1)...].firstIndex(where: { $0.number == number && $0.negation == nil })
      else { continue }
      hedged[agent].negation = negation
    }
    return hedged
  }

  /// No manner word in a denial's stretch (`mannerAfter`).
  private static let noManner = Int32.min

  /// The concept number of the manner word in the stretch that opens at `start` (the token after
  /// the denial word), `-1` for one with no concept (`yourself`), `noManner` for none.
  private static func mannerAfter<Infos: RandomAccessCollection<WordInfo>>(
    denial start: Int, _ tokens: [Token], _ infos: Infos
  ) -> Int32 where Infos.Index == Int {
    var index = start
    while index < min(tokens.count, start + mannerReach), tokens[index].kind == .word {
      let text = tokens[index].text
      let replaced =
        text == "directly" && index + 2 < tokens.count && tokens[index + 1].kind != .word
        && opensMainClause(tokens, at: index + 2)
      if !tokens[index].inCode,
        mannerWords.contains(text) || replaced || text == "hand" && tokens[index - 1].text == "by"
      {
        return infos[index].stop ? -1 : (infos[index].single?.number ?? infos[index].stemNumber)
      }
      index += 1
    }
    return noManner
  }
}

extension KeyPointMatcher {
  /// A side's occurrence held by a denial of the manner (`StatementReader.hedged`) said against a
  /// point that says the act plainly, the same way round: the act is said, not denied.
  static func hedgedAway(
    _ point: StatementReader.Concept, _ said: StatementReader.Concept
  ) -> StatementReader.Concept {
    guard said.hedged, said.negation != nil, point.negation == nil, point.flipped == said.flipped else {
      return said
    }
    var said = said
    said.negation = nil
    return said
  }
}
