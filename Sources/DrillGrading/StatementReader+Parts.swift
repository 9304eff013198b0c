import DrillSupport

extension StatementReader {
  /// A statement (a key point) as its parts: its sentences and `;` pieces. A
  /// short part after the first ("actors are `Sendable`; no inheritance") is
  /// elliptic: it takes the first part's subject (its first concept, unless a denial holds it:
  /// "Neither keeps the object alive; both break cycles" has no subject word to lend, and lending
  /// `keep alive` without its denial made "both keep it alive and break cycles"). A short part
  /// that ends denying what it does not say ("errors carry information; `nil` does
  /// not") denies the first part's claim of its own subject.
  func parts(_ text: String) -> [[Concept]] {
    var parts: [[Concept]] = []
    var denials: [Bool] = []
    for tokens in sentences(of: text) {
      let kept = dropFillers(tokens)
      let concepts = self.concepts(kept)
      guard !concepts.isEmpty else { continue }
      parts.append(concepts)
      let last = kept.last { $0.kind == .word }
      denials.append(last.map { isDenial($0) } ?? false)
    }
    guard parts.count > 1, let subject = parts[0].first else { return parts }
    for index in parts.indices.dropFirst() where parts[index].count <= 2 {
      if denials[index] {
        parts[index] += Self.deniedClaim(of: parts[0], own: Set(parts[index].map(\.number)))
      } else if subject.negation == nil, !parts[index].contains(where: { $0.number == subject.number }) {
        parts[index].insert(Concept(number: subject.number, flipped: subject.flipped), at: 0)
      }
    }
    return parts
  }

  /// `parts` with each sentence read as the claims it lists (`claims(_:in:)`), or nil when no
  /// sentence lists several.
  /// With each part, how many of its first concepts are its label's (none for a part of no list).
  func claimParts(_ text: String) -> [(concepts: [Concept], label: Int)]? {
    // The bytes, not Foundation's `contains(_:)` of a string (11 k instructions a call, issue 29),
    // by `memchr` (`ByteSearch.holds`).
    guard ByteSearch.holds(UInt8(ascii: ":"), in: text) else { return nil }
    // Split first, read concepts only for a point that lists claims (most colons are in code).
    let split = sentences(of: text).map { tokens in
      let kept = dropFillers(tokens)
      return (kept: kept, claims: claims(kept, in: text))
    }
    guard split.contains(where: { $0.claims.count > 1 }) else { return nil }
    var parts: [(concepts: [Concept], label: Int)] = []
    for (kept, claims) in split {
      let label = claims.count > 1 ? concepts(Array(kept.prefix { $0.text != ":" })).count : 0
      parts += claims.map { (concepts($0), label) }.filter { !$0.0.isEmpty }
    }
    return parts
  }

  /// A clause as the statements it makes: itself, or, when it ends denying what it does
  /// not say ("an error carries the reason and nil doesn't", "… but nil doesn't"), the
  /// statement before the denial and the denial: its own subject (one or two concepts
  /// after the last `and`, `or` or comma) with the claim of the statement before (its
  /// concepts but the first, or the clause before's), negated.
  func readEllipsis(_ tokens: [Token], previous: [Concept]?) -> [(tokens: [Token], concepts: [Concept])] {
    // A denial may also end a stretch before a comma ("static methods can be overridden,
    // class methods can't, …"): the clause goes on after it as a statement of its own.
    var previous = previous
    var rest = tokens[...]
    var statements: [(tokens: [Token], concepts: [Concept])] = []
    while let comma = rest.indices.first(where: { index in
      rest[index].kind == .comma && index > rest.startIndex && isDenial(rest[index - 1])
    }),
      let read = ellipsis(Array(rest[..<comma]), previous: previous)
    {
      statements += read
      previous = read.last?.concepts
      rest = rest[(comma + 1)...]
    }
    guard !statements.isEmpty else {
      return ellipsis(tokens, previous: previous) ?? [(tokens, concepts(tokens))]
    }
    let tail = Array(rest)
    return statements + (ellipsis(tail, previous: previous) ?? [(tail, concepts(tail))])
  }

  /// `readEllipsis` of a stretch that ends denying what it does not say, else nil.
  private func ellipsis(_ clause: [Token], previous: [Concept]?) -> [(tokens: [Token], concepts: [Concept])]?
  {
    // A comma before the next clause's `and` ends no statement. The stretch is read up to them
    // and copied without them only when it ends denying: `removeLast` on the clause's array
    // copied the whole of it for every clause before `, but` or `, and` (issue 29 (a),
    // s42-checkfast41), most of them no ellipsis.
    var count = clause.count
    while count > 0, clause[count - 1].kind == .comma { count -= 1 }
    // `no` ending a stretch is what is said ("whenever the server says no"), no denial of a verb.
    guard let end = clause[..<count].lastIndex(where: { $0.kind == .word }), !clause[end].inCode,
      isDenial(clause[end]), clause[end].text != "no", end == count - 1
    else { return nil }
    let tokens = count == clause.count ? clause : Array(clause[..<count])
    func isCut(_ token: Token) -> Bool { token.kind == .comma || info(token).coordinator }
    var start = 0
    var source = previous
    var first: [(tokens: [Token], concepts: [Concept])] = []
    if let cut = tokens[..<end].lastIndex(where: isCut) {
      start = cut + 1
      let head = Array(tokens[..<cut])
      first = [(head, concepts(head))]
      // The claim is the statement just before: the stretch since the comma, colon or `and` before it.
      let stretch = head.lastIndex(where: isCut).map { head.index(after: $0) } ?? head.startIndex
      source = concepts(Array(head[stretch...]))
    }
    let tail = Array(tokens[start...])
    let subject = concepts(tail)
    // A subject already denied ("nothing a macro can do that a wrapper can't") is no plain
    // elliptic denial: what it denies is said inside its own stretch.
    guard (1...2).contains(subject.count), !subject.contains(where: { $0.negation != nil }), let source,
      !source.isEmpty
    else { return nil }
    let claim = Self.spokenDeniedClaim(of: source, own: Set(subject.map(\.number)))
    guard !claim.isEmpty else { return nil }
    return first + [(tail, subject + claim)]
  }

  /// The meaning of a word that is `un` before a word the lexicon knows ("unawaited",
  /// "unhandled"), unless the whole word has an entry of its own (`unsafe`) or is a rival (`unowned`).
  func prefixDenial(_ word: String) -> GradingLexicon.Meaning? {
    guard word.hasPrefix("un"), word.count > 5 else { return nil }
    let stem = lexicon.stemKey(word, stemmer)
    guard lexicon.meanings[[stem]] == nil, lexicon.phraseStarts[stem] == nil, lexicon.rivals[stem] == nil
    else {
      return nil
    }
    return lexicon.meanings[[lexicon.stemKey(String(word.dropFirst(2)), stemmer)]]
  }

  /// The negations of prefixes: no word of the clause holds them.
  static let prefixNegation = 20_000

  /// A negation word that can end a statement denying what it leaves unsaid ("does not",
  /// "can't"): not a negative pronoun, which is the object it denies ("carries none").
  func isDenial(_ token: Token) -> Bool {
    // A denial the question quotes as a case (`.never`) ending a clause is that case's name.
    !token.inCode && info(token).negation && !info(token).negativePronoun && !terms.contains(token.text)
  }

  /// The claim of `source` (its concepts but the first, once each, but those of the denial's
  /// own subject and those already negated) as an elliptic denial says it: its first concept,
  /// the predicate, negated ("`nil` does not" [carry] information).
  static func deniedClaim(of source: [Concept], own: Set<Int32>) -> [Concept] {
    var seen: Set<Int32> = []
    let claim = source.dropFirst().filter { concept in
      !own.contains(concept.number) && concept.negation == nil && seen.insert(concept.number).inserted
    }
    return claim.enumerated().map { index, concept in
      var concept = concept
      if index == 0 { concept.negation = ellipticNegation }
      concept.opens = false
      return concept
    }
  }

  /// `deniedClaim` as an answer's elliptic denial says it (session 30): where the statement
  /// before shares a word with the denial's own subject ("an app refresh request can require
  /// network connectivity; processing requests can't"), its subject runs to that word and the
  /// claim starts after it; and the denial holds the whole claim, as a denial said in full holds
  /// the words after it ("fixed sizes don't" [scale], not "fixed sizes don't [style] … scale").
  static func spokenDeniedClaim(of source: [Concept], own: Set<Int32>) -> [Concept] {
    var seen: Set<Int32> = []
    let shared = source.dropLast().firstIndex { own.contains($0.number) }
    return source[(shared.map { $0 + 1 } ?? 1)...].compactMap { concept in
      guard !own.contains(concept.number), concept.negation == nil, seen.insert(concept.number).inserted
      else {
        return nil
      }
      var concept = concept
      concept.negation = ellipticNegation
      concept.opens = false
      return concept
    }
  }

  /// The negation of an elliptic denial: no word of the part holds it.
  static let ellipticNegation = 10_000
}
