/// A clause that repeats a point's opening word for word and then goes on without any word of the
/// rest of the point (session 52, s52-census). "Each request that got 401 is repeated five times with
/// backoff" for "Each request that got 401 is repeated once with the new token": the subject and the
/// verb carry enough of the point's weight for a match, but what the clause says of them is its own.
/// A learner who states the claim in other words seldom echoes the point's opening exactly and
/// then leaves every later word of it out; an answer that keeps the point's words and swaps its
/// claim does (issue 23's wrong-claim probes, the census's largest group). Such a clause neither
/// states nor denies the point: `Judge.part` takes such a touch only where nothing else touches
/// the part, and `withdrawEchoes` takes its credit away at the end (its other steps read it as ever).
extension KeyPointMatcher {
  /// A credited point whose touch only echoes its opening (`Judge.Verdict.echoed`), unless the model
  /// Answer's lines credited it, is not credited: the clause neither states nor denies it. Every
  /// step before reads the touch as ever (a misstatement or a swapped value in it still contradicts).
  static func withdrawEchoes(_ checks: inout [KeyPointCheck], signals: [KeyPointSignals], echoed: Set<Int>) {
    for index in echoed where checks[index].credited && signals[index].via != .model {
      (checks[index].touched, checks[index].evidence) = (false, nil)
    }
  }

  /// How many of the point's first concepts the clause must say one after the other, in order.
  static let echoedOpeningLeast = 3
  /// How many other concepts the point must have after that opening, none of them in the clause.
  static let echoedRestLeast = 3

  /// Whether `clause` says the part's first concepts (at least `echoedOpeningLeast`, no comma of the
  /// part among them: a listed subject is not an echo) one after the other and in order, where the
  /// clause opens or after a comma (as a subject; "I turn on Color Blended Layers" names a thing),
  /// goes on after them, and says none of the part's other concepts (at least `echoedRestLeast`)
  /// but one word of the question's prompt said after the echo: "The ScaledMetric property wrapper
  /// scales a number with the device's screen size" names the prompt's `size` and says another
  /// claim than "… scales a number, such as an image size, with Dynamic Type". A prompt word said
  /// before the echo is the answer's own setting ("a String is a collection of Characters, and each
  /// Character is an extended grapheme cluster") and keeps the credit.
  static func echoesOpeningOnly(_ part: Needed, _ clause: StatementReader.Clause) -> Bool {
    let needed = part.needed
    let said = clause.concepts
    guard needed.count >= echoedOpeningLeast + echoedRestLeast, said.count > echoedOpeningLeast else {
      return false
    }
    // The longest run of the part's opening concepts the clause says consecutively from where it
    // opens or after a comma.
    var run = 0
    var end = 0
    for start in said.indices where said.count - start > run && (start == 0 || said[start].opens) {
      var length = 0
      while length < needed.count, start + length < said.count,
        said[start + length].id == needed[length].id, said[start + length].flipped == needed[length].flipped
      {
        length += 1
      }
      if length > run { (run, end) = (length, start + length) }
    }
    guard run >= echoedOpeningLeast, run < needed.count, end < said.count,
      !needed[1..<run].contains(where: \.opens)
    else { return false }
    var seen = ConceptSet(needed[..<run].map(\.id))
    var rest = 0
    // One later concept that is a word of the question (its topic) may be said after the echo:
    // the topic is what every answer names, not the claim (session 53, s53-census).
    var topicSaid = false
    for concept in needed[run...] where !seen.contains(concept.id) {
      seen.insert(concept.id)
      if let at = said.firstIndex(where: { $0.id == concept.id }) {
        guard !topicSaid, at >= end, part.topical.contains(concept.id) else { return false }
        topicSaid = true
        continue
      }
      rest += 1
    }
    return rest >= echoedRestLeast
  }
}
