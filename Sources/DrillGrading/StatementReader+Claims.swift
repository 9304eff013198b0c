extension StatementReader {
  /// A key point's sentence as the claims it lists about one subject: "`unowned`: not cleared
  /// (usually non-optional), traps if used after the object dies" says two things of `unowned`,
  /// each a part of its own with the label (session 28). A short label (at most `labelWords`
  /// words, no denial) before a colon, then stretches split at the commas outside a parenthesis;
  /// each stretch is read with the label and its colon before it, an item of a list ("Set: unique,
  /// unordered, …") a claim as well. Not where a stretch says no concept, nor where one opens
  /// with a subordinator ("while one call is suspended, …"): it belongs to the claim after it.
  /// Else the sentence whole.
  func claims(_ tokens: [Token], in text: String) -> [[Token]] {
    guard tokens.count > 4,
      let colon = tokens.firstIndex(where: { $0.kind == .comma }), tokens[colon].text == ":",
      (1...Self.labelWords).contains(colon),
      tokens[..<colon].allSatisfy({ $0.kind == .word && !info($0).negation })
    else { return [tokens] }
    var stretches: [ArraySlice<Token>] = []
    var start = colon + 1
    var open: String.Index?  // a parenthesis not yet closed
    for index in (colon + 1)..<tokens.count {
      let token = tokens[index]
      if token.kind == .symbol, token.text == Self.parenthesis {
        open = token.range.upperBound
      } else if token.kind == .comma {
        let closing = UInt8(ascii: ")")
        if let from = open, text[from..<token.range.lowerBound].utf8.contains(closing) { open = nil }
        guard open == nil else { continue }
        if token.text == ":" { return [tokens] }  // a second colon: no list of claims
        stretches.append(tokens[start..<index])
        start = index + 1
      }
    }
    stretches.append(tokens[start...])
    guard stretches.count > 1,
      stretches.allSatisfy({ stretch in
        guard let first = stretch.first(where: { $0.kind == .word }) else { return false }
        return !info(first).subordinator && !concepts(Array(stretch)).isEmpty
      })
    else { return [tokens] }
    let label = tokens[...colon]
    return stretches.map { Array(label + $0) }
  }

  /// The longest label of a list of claims, in words.
  static let labelWords = 4
}

extension Judge {
  /// The first clause that contradicts one claim of a point that lists several about one subject
  /// (`StatementReader.claimParts`): a claim is denied of its subject, so the clause says the
  /// whole label plainly, as the point does, and the opposite falls on the claim's words ("the
  /// reads in an action closure register no dependency" denies the label of "Dependencies: state
  /// and bindings read, …", it says no claim of it).
  func claimContradiction(_ claims: [(concepts: [StatementReader.Concept], label: Int)]) -> Range<
    String.Index
  >? {
    for claim in claims where claim.label > 0 {
      let concepts = ids.interned(claim.concepts)
      guard let range = part(concepts).contradiction else { continue }
      let said = clauses.lazy.filter { $0.range.overlaps(range) }.flatMap(\.concepts)
      let plain = concepts.prefix(claim.label).allSatisfy { label in
        said.contains { $0.id == label.id && $0.negation == nil && $0.flipped == label.flipped }
      }
      // Nor a clause that says a word of the claim its way too ("replace `ObservableObject` with
      // `@Observable`" for "`@Observable` instead of `ObservableObject`").
      let agrees = concepts.dropFirst(claim.label).contains { word in
        said.contains { $0.id == word.id && Self.polarity($0) == Self.polarity(word) }
      }
      // Nor a word the claim denies said plainly before a denial in its clause: the denial may
      // only have moved to what follows ("enums can't have packs" for "Limits: …, no enums").
      let denied = Set(concepts.dropFirst(claim.label).filter { $0.negation != nil }.map(\.id))
      let moved = clauses.contains { clause in
        guard clause.range.overlaps(range),
          let word = clause.concepts.firstIndex(where: { denied.contains($0.id) && $0.negation == nil })
        else { return false }
        return clause.concepts[word...].contains { $0.negation != nil }
      }
      if plain, !agrees, !moved { return range }
    }
    return nil
  }

  /// Whether a concept is said as itself: neither denied nor its opposite, or both.
  static func polarity(_ concept: StatementReader.Concept) -> Bool {
    (concept.negation == nil) != concept.flipped
  }
}
