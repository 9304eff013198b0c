/// A correction (session 43, s43-precision133): "a UIImage from data isn't decoded at that point, it's
/// decoded lazily the first time it's drawn". A stretch that denies a verb, then a comma and a stretch whose
/// subject is `it` or `they` (the same thing again) said plainly: the second replaces what the first denies.
/// A word both stretches say is said both ways, each of its own case ("at that point" denied, "lazily" said):
/// compared in the form a point says it (`KeyPointMatcher.corrected`), so "decoded lazily" is compared with
/// the correction's `decode` and "not called for a suspended app" with the denied one. Before, the denied
/// `decode`, nearer the subject, was the clause's, and a right answer was told it said the point the other
/// way. A wrong claim said so ("it isn't decoded lazily, it's decoded at once") still denies `lazily`, which
/// the correction does not repeat.
///
/// Cost: read at a comma only (the reader already stops at each), two token tests; the stretches' concepts
/// are compared only when a denial before the comma is followed by a pronoun after it.
extension StatementReader {
  /// Where the current stretch started, and a correction still being read.
  struct Correction {
    /// The first concept and the first token of the stretch being read.
    var stretch = (concept: 0, token: 0)
    /// The denying stretch (its concepts, its tokens) a correction opened after.
    var rejected: (concepts: Range<Int>, tokens: Range<Int>)?
    /// The first concept of the correcting stretch.
    var start = 0
  }

  /// At the comma at `comma` (nil: the clause's end): a correction read to here undenies the
  /// words it repeats, and a new one opens when the stretch before denies and a personal pronoun
  /// follows.
  static func correct(_ concepts: inout [Concept], _ state: inout Correction, _ tokens: [Token], comma: Int?)
  {
    if let rejected = state.rejected {
      for said in state.start..<concepts.count where concepts[said].negation == nil {
        for index in rejected.concepts
        where concepts[index].number == concepts[said].number
          && concepts[index].flipped == concepts[said].flipped
        {
          if let negation = concepts[index].negation, rejected.tokens.contains(negation) {
            concepts[index].corrected = true
          }
        }
      }
      state.rejected = nil
    }
    guard let comma else { return }
    defer { state.stretch = (concepts.count, comma + 1) }
    guard tokens[comma].text == ",", comma + 1 < tokens.count, opensCorrection(tokens[comma + 1]) else {
      return
    }
    let stretch = state.stretch.concept..<concepts.count
    let stretchTokens = state.stretch.token..<(comma + 1)
    guard
      stretch.contains(where: { index in
        concepts[index].negation.map { stretchTokens.contains($0) && deniesVerb(tokens, $0) } ?? false
      })
    else { return }
    state.rejected = (stretch, stretchTokens)
    state.start = concepts.count
  }

  /// Whether the denial whose scope opens at `open` denies a verb: `not` (`n't`), `never`,
  /// `cannot` or `no longer`. A determiner's ("no X") or a concession's ("no matter how many
  /// configurations, it just picks the first") names no predicate a correction replaces.
  static func deniesVerb(_ tokens: [Token], _ open: Int) -> Bool {
    guard open >= 1, open <= tokens.count else { return false }
    let word = tokens[open - 1].text
    return verbDenials.contains(word) || (word == "longer" && open >= 2 && tokens[open - 2].text == "no")
      || (word == "no" && open < tokens.count && tokens[open].text == "longer")
  }

  /// `it` or `they`, alone or contracted ("it's", "they're"), said as a word: the thing the
  /// denying stretch was about, said again. Not `you`, `I` or `we`, another agent ("it doesn't
  /// convert anything, you do the conversion yourself" says who converts).
  static func opensCorrection(_ token: Token) -> Bool {
    guard token.kind == .word, !token.inCode else { return false }
    let text = token.text
    let pronoun = text.split(separator: "'", maxSplits: 1).first.map(String.init) ?? text
    return pronoun == "it" || pronoun == "they"
  }
}

extension KeyPointMatcher {
  /// The concepts a clause says (`occurrences`), a word a correction says both ways
  /// (`Concept.corrected`) in the form the point says it: plainly where the point does not deny it.
  static func corrected(
    _ said: ConceptMap<StatementReader.Concept>, against part: Needed
  ) -> ConceptMap<StatementReader.Concept> {
    guard said.pairs.contains(where: { $0.1.corrected }) else { return said }
    return said.mapValues { concept in
      var concept = concept
      if concept.corrected, part.inPoint[concept.id]?.negation == nil { concept.negation = nil }
      return concept
    }
  }
}
