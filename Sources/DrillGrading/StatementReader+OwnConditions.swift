extension StatementReader {
  // MARK: a denial on a condition's own verb (session 32, s32-grading89)

  /// Words that open a condition or a time with a subject and a verb of its own.
  static let ownConditionOpeners: Set<String> = [
    "if", "when", "whenever", "unless", "once", "until", "before", "after",
  ]
  /// Of those, the ones that are also prepositions ("before the request", "after setup"): a
  /// clause only with a personal pronoun for its subject ("until you don't need it").
  static let prepositionOpeners: Set<String> = ["once", "until", "before", "after"]
  /// Words that may stand between a condition's subject and its denial: auxiliaries and a few
  /// adverbs ("if the pod still hasn't exited", "if it really doesn't matter").
  static let beforeOwnDenial: Set<String> = auxiliaries.union([
    "be", "been", "still", "really", "just", "even", "ever", "yet", "already", "s", "re",
  ])

  /// `concepts` with each concept held by a denial on a condition's own verb marked
  /// `ownCondition`, and every concept of a clause that says a condition or a time marked
  /// `nearCondition`: "a user is eligible only if they never had an offer before", "it drops a
  /// value if its subscriber has no demand", "a cold launch is when nothing of the app is in
  /// memory". The matcher compares such a denial for polarity only with a side whose clause says
  /// a condition too: against the claim alone it is no evidence. The denial is the condition's
  /// when the words between its opener and the denial are the condition's subject and
  /// auxiliaries only: a personal pronoun, `there`, a name of one or two words, or a determiner
  /// and at most three words with no verb in `-s` or `-ed`, or the denial itself the subject
  /// (`nothing`, `no pong`); `not` after an auxiliary, `never`, `no`. A denial after another verb
  /// is the main claim's: "when the count reaches zero the object isn't freed" (a second subject
  /// after the condition's `reaches`), "when the download finishes isn't needed". Read as before:
  /// an opener after `even` (a concession), after a denial ("not when …", session 27) or a
  /// determiner ("the if"); `once`, `until`, `before` and `after` with any subject but a personal
  /// pronoun ("checking before the request isn't a race": a preposition); a fronted condition not
  /// closed by a comma, a colon or `then` after the denial (nothing marks where its main clause
  /// starts); a condition after an alternative said without a verb ("…, or unowned self if the
  /// closure can't outlive the object"). Cost: one pass over a clause's tokens for an opener
  /// (each token's `WordInfo`, `infos`, parallel to `tokens`, says whether its text is one);
  /// where there is one, per denial a walk back over at most five subject words, cached by denial.
  static func ownConditioned<Infos: RandomAccessCollection<WordInfo>>(
    _ concepts: [Concept], _ tokens: [Token], _ infos: Infos
  ) -> [Concept] where Infos.Index == Int {
    guard !concepts.isEmpty, tokens.indices.contains(where: { opensCondition(at: $0, tokens, infos) }) else {
      return concepts
    }
    var own: [Int: Bool] = [:]
    return concepts.map { concept in
      var concept = concept
      concept.nearCondition = true
      guard !concept.conditional, let negation = concept.negation, negation > 1, negation < ellipticNegation
      else { return concept }
      let found = own[negation] ?? onOwnVerb(denial: negation - 1, tokens)
      own[negation] = found
      concept.ownCondition = found
      return concept
    }
  }

  /// The token at `index` opens a condition or a time: one of `ownConditionOpeners` said as a
  /// word, `once` only before a subject ("once it's paired", not "only once per group", "once
  /// a day").
  private static func opensCondition<Infos: RandomAccessCollection<WordInfo>>(
    at index: Int, _ tokens: [Token], _ infos: Infos
  ) -> Bool where Infos.Index == Int {
    // Asked of every token of a clause with concepts: its fields read in place and its text's
    // answer kept in its `WordInfo` (`conditionOpener`), the token not copied and its text not
    // hashed (issue 29 (a), s32-checkfast27, s33-checkfast32).
    guard tokens[index].kind == .word, !tokens[index].inCode else { return false }
    switch infos[index].conditionOpener {
    case .none: return false
    case .opener: return true
    case .once:
      guard index + 1 < tokens.count, tokens[index + 1].kind == .word else { return false }
      let next = tokens[index + 1].text
      return personalPronouns.contains(next) || (determiners.contains(next) && next != "a" && next != "an")
    }
  }

  /// What `conditionOpener` finds a word to be.
  enum ConditionOpener { case none, opener, once }

  /// Whether `word` is one of `ownConditionOpeners` (and whether it is `once`), by its bytes:
  /// what `ownConditionOpeners.contains(word)` says, since no other text is canonically equal
  /// to an opener (lowercase ASCII letters, which no other scalar decomposes to). The bytes, at
  /// most eight, packed into a word (the first byte lowest) and compared with the openers'
  /// (issue 29 (a), s33-checkfast32: the `Set`'s hashing was a third of the reader's test).
  static func conditionOpener(_ word: String) -> ConditionOpener {
    guard mayOpenCondition(word) else { return .none }
    let packed = packedBytes(word)
    if packed == onceBytes { return .once }
    return openerBytes.contains(packed) ? .opener : .none
  }

  /// `word`'s UTF-8 bytes packed into a word, the first the lowest; for a word of at most eight.
  @inline(__always)
  private static func packedBytes(_ word: String) -> UInt64 {
    var packed: UInt64 = 0
    var shift: UInt64 = 0
    for byte in word.utf8 {
      packed |= UInt64(byte) &<< shift
      shift &+= 8
    }
    return packed
  }

  private static let onceBytes = packedBytes("once")
  /// The openers' packed bytes (`ownConditionOpeners`, each at most eight bytes).
  private static let openerBytes: [UInt64] = ownConditionOpeners.map(packedBytes)

  /// Whether `word` may be one of `ownConditionOpeners`: its length (2, 4, 5, 6 or 8 bytes) and
  /// first byte (`i`, `w`, `u`, `o`, `b`, `a`) are an opener's. False only for a word that is none.
  @inline(__always)
  static func mayOpenCondition(_ word: String) -> Bool {
    let utf8 = word.utf8
    switch utf8.count {
    case 2, 4, 5, 6, 8: break
    default: return false
    }
    switch utf8.first {
    case UInt8(ascii: "i"), UInt8(ascii: "w"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "b"),
      UInt8(ascii: "a"):
      return true
    default: return false
    }
  }

  /// The denial at `denial` is said on the verb of a condition it stands in (`ownConditioned`).
  private static func onOwnVerb(denial: Int, _ tokens: [Token]) -> Bool {
    func word(_ index: Int) -> Bool { index >= 0 && tokens[index].kind == .word }
    var index = denial - 1
    var subject: [String] = []
    let said = tokens[denial].text
    if negativePronouns.contains(said) || said == "no" {
      subject = [said]
      // "when there's no connection", "if its subscriber has no demand": `no` after a verb of
      // having or being is the condition's own.
      if word(index), ["has", "have", "had", "is", "are", "was", "were", "s"].contains(tokens[index].text) {
        subject = []
      }
    }
    if subject.isEmpty {
      // `not` only after an auxiliary ("don't", "isn't"), `never` after the subject or one.
      guard
        said == "never" || (said == "not" && word(index) && auxiliaries.contains(tokens[index].text))
          || said == "no" || negativePronouns.contains(said)
      else { return false }
      while word(index), beforeOwnDenial.contains(tokens[index].text) { index -= 1 }
      while word(index), !ownConditionOpeners.contains(tokens[index].text), subject.count < 5 {
        subject.insert(tokens[index].text, at: 0)
        index -= 1
      }
    }
    guard word(index), !tokens[index].inCode, !tokens[index].inName,
      ownConditionOpeners.contains(tokens[index].text),
      let first = subject.first
    else { return false }
    let opener = index
    let rest = subject.dropFirst()
    // No other subject nor a verb in `-s` or `-ed` after a word that is no determiner ("the
    // download finishes", "the timeout passes": the condition's verb, not its subject).
    let plainRest =
      !rest.contains { personalPronouns.contains($0) || determiners.contains($0) || auxiliaries.contains($0) }
      && !zip(subject, rest).contains { before, word in
        !determiners.contains(before) && (word.hasSuffix("s") || word.hasSuffix("ed"))
      }
    let pronoun = personalPronouns.contains(first) || first == "there"
    let subjectRead: Bool
    if pronoun || negativePronouns.contains(first) || first == "no" {
      subjectRead = rest.isEmpty || negativePronouns.contains(first) || first == "no"
    } else if determiners.contains(first) {
      subjectRead = subject.count <= 4 && plainRest
    } else {
      subjectRead = subject.count <= 2 && plainRest
    }
    guard subjectRead, !prepositionOpeners.contains(tokens[opener].text) || personalPronouns.contains(first)
    else { return false }
    if opener > 0 {
      let before = tokens[opener - 1]
      if before.kind == .word, ["even", "not", "never", "the", "an", "a"].contains(before.text) {
        return false
      }
    }
    // A fronted condition is closed after the denial by a comma, a colon or `then`.
    var start = opener - 1
    while start >= 0, tokens[start].kind == .word, conditionOpeners.contains(tokens[start].text) {
      start -= 1
    }
    let fronted = start < 0 || tokens[start].kind == .comma || tokens[start].text == ":"
    guard fronted else { return !elliptic(before: opener, tokens) }
    return tokens[(denial + 1)...].contains { $0.kind == .comma || $0.text == ":" || $0.text == "then" }
  }

  /// The stretch before a condition, since the last comma, is an alternative or an addition said
  /// without a verb ("…, or unowned self if the closure can't outlive the object"): the
  /// condition is that elliptic claim's, whose verb the reader does not see.
  private static func elliptic(before opener: Int, _ tokens: [Token]) -> Bool {
    var start = opener - 1
    while start >= 0, tokens[start].kind != .comma { start -= 1 }
    let stretch = tokens[(start + 1)..<opener]
    guard let first = stretch.first, first.kind == .word, ["or", "and", "nor"].contains(first.text) else {
      return false
    }
    // A verb: an auxiliary, or a word in `-s` or `-ed` after one that is no determiner nor
    // coordinator ("or unowned self" holds none).
    return !stretch.indices.contains { index in
      let text = tokens[index].text
      let after = index > 0 ? tokens[index - 1].text : ""
      return auxiliaries.contains(text)
        || ((text.hasSuffix("s") || text.hasSuffix("ed")) && !determiners.contains(after)
          && !["or", "and", "nor"].contains(after))
    }
  }
}
