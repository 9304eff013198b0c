extension StatementReader {
  // MARK: Where a denial ends, and what a comparison names (session 23, s23-grading44)

  /// Subject pronouns: each opens a clause of its own, even where a speaker leaves out the
  /// comma ("clients don't see it until they recompile").
  static let subjectPronouns: Set<String> = ["i", "we", "they", "he", "she"]

  /// `it` and `you` may be objects too ("you can't return it or store it", "doesn't give you"):
  /// each opens a clause only before a verb that agrees with it as a subject ("if you don't pick
  /// anything you get …", "it is").
  static let agreeingVerbs: [String: Set<String>] = [
    "it": [
      "is", "was", "can", "could", "will", "would", "should", "must", "may", "might", "does", "did", "has",
      "had", "gets", "needs",
    ],
    "you": [
      "are", "were", "can", "could", "will", "would", "should", "must", "may", "might", "do", "did", "have",
      "had", "get", "need",
    ],
  ]

  /// Modal verbs: after a verb's denial they are the verb of another clause ("modules that don't
  /// depend on each other can be compiled at the same time").
  static let modals: Set<String> = [
    "can", "could", "will", "would", "should", "must", "may", "might", "shall",
  ]

  /// The denials of a verb (`n't` reads as `not`). A negative determiner or pronoun (`no`,
  /// `nothing`) denies its noun, and a modal after it keeps the denial: "no token should ever
  /// end up in UserDefaults" says no token ends up there.
  static let verbDenials: Set<String> = ["not", "never", "cannot"]

  /// Finite verbs, each agreeing with a subject (`crashes`, not `crash`): where one follows a
  /// denial's noun phrase it is another verb's, said plainly. Three denials end at one:
  /// - a `without` inside a sentence, a preposition denying its own noun phrase ("a required
  ///   parameter without a value | makes the system ask", "a property without a setter | is
  ///   read-only"; session 40, s40-precision124: the system's asking was read as denied);
  /// - a relative clause's (`deniesInRelative`: "a target that isn't ready | uses the Swift 5 mode");
  /// - a verb's, after `and` (`opensAgreeingVerbPhrase`: "does not become nil | and crashes").
  static let finiteVerbs: Set<String> = [
    "is", "are", "was", "were", "has", "have", "had", "does", "do", "did", "gets", "makes", "needs",
    "can", "could", "will", "would", "should", "must", "may", "might", "cannot",
    "runs", "works", "crashes", "fails", "returns", "keeps", "stays", "becomes", "means", "lets", "causes",
    "breaks", "throws", "blocks", "leaks", "loses", "stops", "starts", "gives", "takes", "shows", "sends",
    "uses", "calls", "holds", "reads", "writes", "goes", "falls", "ends",
  ]

  /// Whether the word at `index` opens a new clause inside the reach of a denial said by
  /// `denial` (the denial's last word): a subject pronoun, a modal after a verb's denial, or a
  /// verb of the main clause after `without`'s noun phrase or a relative clause (`finiteVerbs`).
  /// Each must be a word of its own, not a piece of a camelCase name (the `i` of "iCloud", the
  /// `will` of "viewWillAppear": the pieces of a word share its range).
  static func endsDenial(_ tokens: [Token], at index: Int, open: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .word, !token.inCode,
      index == 0 || tokens[index - 1].range != token.range,
      index + 1 == tokens.count || tokens[index + 1].range != token.range
    else { return false }
    let denial = tokens[open - 1].text
    if denial == "without" || deniesInRelative(tokens, open: open), finiteVerbs.contains(token.text) {
      return true
    }
    if modals.contains(token.text) { return verbDenials.contains(denial) }
    if verbDenials.contains(denial), opensAgreeingVerbPhrase(tokens, at: index) { return true }
    if subjectPronouns.contains(token.text) { return true }
    guard let verbs = agreeingVerbs[token.text], index + 1 < tokens.count else { return false }
    return tokens[index + 1].kind == .word && verbs.contains(tokens[index + 1].text)
  }

  /// Whether `and` + the finite verb at `index` opens a verb phrase of its own after a verb's
  /// denial: "an unowned reference does not become nil | and crashes if used after it is freed"
  /// says it crashes (a `does not` takes the bare verb, so a verb that agrees with the subject is
  /// said plainly); session 41: the model Answer of a weak/unowned question was read as saying
  /// unowned references never crash. Not between two of those words ("doesn't block reads and
  /// writes", "starts and stops"): there they are nouns or one verb's pair, both denied.
  static func opensAgreeingVerbPhrase(_ tokens: [Token], at index: Int) -> Bool {
    index >= 2 && finiteVerbs.contains(tokens[index].text) && tokens[index - 1].text == "and"
      && tokens[index - 2].kind == .word && !finiteVerbs.contains(tokens[index - 2].text)
  }

  /// Whether the word at `index` is a comparison's `than` ("more efficient than a mark per
  /// element"): what follows names what something is compared with, neither said nor denied
  /// (`Concept.compared`). Not `rather than` (a denial) nor `other than`, and not under a denial,
  /// which denies the comparison ("does not need more than one code unit").
  @inline(__always)
  static func opensComparison(_ tokens: [Token], at index: Int, denied: Bool) -> Bool {
    // Asked of every token `concepts` reads (the prompt's code block too): its fields read in
    // place, not a copy of the token, and a word of other than four bytes not compared (no other
    // text is canonically `than`: no character decomposes to its letters; s32-checkfast29).
    guard !denied, tokens[index].kind == .word, !tokens[index].inCode else { return false }
    guard tokens[index].text.utf8.count == 4, tokens[index].text == "than" else {
      return mayOpenOtherComparison(tokens[index].text.utf8) && opensOtherComparison(tokens, at: index)
    }
    return index == 0 || !["rather", "other"].contains(tokens[index - 1].text)
  }

  /// False only when `opensOtherComparison` is false for a word of `bytes`: its length and first
  /// byte are none of `to`, `from`, `over`, `whatever`, `regardless` and `irrespective`'s. Asked
  /// here, inlined, before the call (issue 29 (a), s41-checkfast40: the call for each word outside
  /// code, its text retained and released, about 90 instructions a word).
  @inline(__always)
  static func mayOpenOtherComparison(_ bytes: String.UTF8View) -> Bool {
    switch (bytes.count, bytes.first) {
    case (2, UInt8(ascii: "t")), (4, UInt8(ascii: "f")), (4, UInt8(ascii: "o")), (8, UInt8(ascii: "w")),
      (10, UInt8(ascii: "r")), (12, UInt8(ascii: "i")):
      true
    default: false
    }
  }

  /// Words of a preference or a difference whose object is what the claim is set against, as
  /// `than`'s is ("prefer a default argument to overloads", "separate from the app's process").
  static let preferenceWords: Set<String> = [
    "prefer", "prefers", "preferred", "preferring", "preferable", "favor", "favors", "favour", "favours",
  ]
  static let differenceWords: Set<String> = ["separate", "separately", "different", "distinct", "apart"]

  /// Whether the word at `index` (a word outside code, no denial open) opens what a claim is set
  /// against, besides `than` (session 38, s38-grading117): `from` after a word of difference ("a
  /// process separate from the app's"), `to` or `over` after a word of preference in the five words
  /// before it, not right after it ("prefer a default argument to overloads"; "prefer to keep"
  /// is an infinitive), and a concession that opens its stretch ("…, whatever the format",
  /// "regardless of", "irrespective of": not "keeps whatever it showed", a free relative). What
  /// follows is compared: said the other way ("not on the format", "not overloads") it is no
  /// evidence either way (`KeyPointMatcher.match`).
  static func opensOtherComparison(_ tokens: [Token], at index: Int) -> Bool {
    let text = tokens[index].text
    // Asked only of a word whose length and first byte are those of `to`, `from`, `over`,
    // `whatever`, `regardless` or `irrespective` (`mayOpenOtherComparison`; issue 29 (a): the
    // string comparisons of every word cost 1 % of `check`).
    switch text {
    case "whatever": return index == 0 || tokens[index - 1].kind == .comma
    case "regardless", "irrespective": return index + 1 < tokens.count && tokens[index + 1].text == "of"
    case "from": return index > 0 && differenceWords.contains(tokens[index - 1].text)
    case "to", "over":
      for back in stride(from: index - 2, through: max(0, index - 6), by: -1) {
        guard tokens[back].kind == .word else { return false }
        // Every preference word starts with `p` or `f`: no other word is hashed.
        let first = tokens[back].text.utf8.first
        if first == UInt8(ascii: "p") || first == UInt8(ascii: "f"),
          preferenceWords.contains(tokens[back].text)
        {
          return true
        }
      }
      return false
    default: return false
    }
  }

  /// Subordinators a denial right before them reaches into: "stops the program when a location
  /// is read, not when it's written" says it does not stop when it is written; "not because …"
  /// denies the reason, "not if …" the condition. Not `that`, `so` or `but` ("not that it
  /// matters" denies nothing of what follows). `which` and `who` right after a denial open no
  /// relative clause but the question it denies: "shows how much memory is used, not which
  /// references keep the object alive" says it does not show them (s48-contra).
  static let deniedSubordinators: Set<String> = [
    "when", "whenever", "where", "if", "unless", "because", "since", "while", "which", "who",
  ]

  /// Whether the word at `index` opens the main clause after a fronted denial phrase ("Instead
  /// of integer subscripts you iterate", "instead of it I'd use …"): a personal pronoun, alone or
  /// contracted ("I'd", "it's"); `it` and `you` not right after a gerund, whose object they are
  /// ("instead of passing it in").
  static func opensMainClause(_ tokens: [Token], at index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .word, !token.inCode else { return false }
    let text = token.text  // a word token is lowercased already
    let pronoun = text.split(separator: "'", maxSplits: 1).first.map(String.init) ?? text
    guard personalPronouns.contains(pronoun) else { return false }
    guard pronoun == "it" || pronoun == "you", pronoun == text, index > 0 else { return true }
    return !tokens[index - 1].text.hasSuffix("ing")
  }

  /// Whether the word at `index` opens the subject of the main clause after a fronted denial
  /// that holds a word ("Without frozen the struct is resilient"): a determiner after a word
  /// that is no preposition, article or conjunction ("instead of a list of the items" goes on).
  static func opensSubjectPhrase(_ tokens: [Token], at index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .word, !token.inCode, index > 0, determiners.contains(token.text) else {
      return false
    }
    let before = tokens[index - 1]
    return before.kind == .word && !prepositions.contains(before.text)
      && !["and", "or", "of"].contains(before.text)
  }

  /// Whether `that` at `index` is a pronoun or a determiner, not a conjunction: the word after it
  /// opens no subject ("doesn't get that for free", "you don't do that on the view context"), as
  /// a personal pronoun, an article or a quantifier would ("doesn't say that the copy is made").
  /// A denial that holds no word yet, and is not right before it ("not that anyone checks"),
  /// goes on over it (session 27, s27-grading66); before, the `that` closed it and the clause was
  /// read with no denial at all.
  static func isDemonstrative(_ tokens: [Token], at index: Int) -> Bool {
    guard tokens[index].text == "that", index + 1 < tokens.count else { return false }
    let next = tokens[index + 1]
    return next.kind == .word && !next.inCode && !subjects.contains(next.text)
      && !subjectQuantifiers.contains(next.text)
  }

  /// Quantifiers that may open the subject of a clause after `that` ("… that every copy is made").
  static let subjectQuantifiers: Set<String> = [
    "every", "all", "some", "any", "no", "none", "nothing", "anyone", "anybody", "everyone", "everybody",
    "someone", "somebody", "nobody",
  ]

  /// Whether the denial whose scope opened at `open` is a relative clause's ("a target that
  /// isn't ready | uses the Swift 5 mode"): `that`, `which` or `who`, an auxiliary, `not`. A verb
  /// of `finiteVerbs` after it is the main clause's, said plainly, as after `without`'s noun.
  static func deniesInRelative(_ tokens: [Token], open: Int) -> Bool {
    open >= 3 && tokens[open - 1].text == "not" && relativeAuxiliaries.contains(tokens[open - 2].text)
      && relativePronouns.contains(tokens[open - 3].text)
  }
  static let relativePronouns: Set<String> = ["that", "which", "who"]
  static let relativeAuxiliaries: Set<String> = [
    "is", "are", "was", "were", "does", "do", "did", "has", "have", "can", "could", "will", "would",
  ]
}
