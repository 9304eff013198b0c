extension StatementReader {
  // The word lists of `concepts(_:)`.

  /// Verbs (stemmed) that say only that their subject is there or counts: negated at the end
  /// of a clause, they deny the subject. Need and presence are such predicates too (session 20):
  /// "a benchmark isn't needed", "… isn't necessary", "indices and span aren't available" (the
  /// lexicon's `scope` group: available, visible, in scope) say the thing is not there. "X has
  /// no effect" says X does not matter (session 21).
  static let emptyPredicates: Set<String> = [
    "exist", "matter", "happen", "appli", "help", "need", "necessari", "scope", "effect",
  ]
  /// Empty predicates that are one only in these forms: "X isn't needed" says X is not there,
  /// but in "work that the first screen does not need" the subject needs, and what it does not
  /// need is elsewhere.
  static let emptyPredicateForms: [String: Set<String>] = ["need": ["needed"]]
  /// Words after which a new subject may start within a clause (`Roles`).
  static let coordinators: Set<String> = ["and", "or"]
  /// The copulas: a word next to one is a side of an equation ("the goal is brevity"), a
  /// subject either way round (`Concept.equated`).
  static let copulas: Set<String> = ["is", "are", "was", "were"]
  /// Articles, passed over between a copula and its word ("is a plain class").
  static let articles: Set<String> = ["a", "an", "the"]
  /// Negations that stand for a noun: at the end of a clause they deny the word before.
  static let negativePronouns: Set<String> = ["nothing", "none", "nobody", "nowhere"]
  /// Whether the negative pronoun at `index` follows `or`: "a value or nothing", "all or none"
  /// name the other alternative, a noun that denies neither the word before nor those after it
  /// (session 38: "a box that may hold a value or nothing" was read as holding no value).
  static func namesAlternative(_ tokens: [Token], at index: Int) -> Bool {
    guard index >= 1 else { return false }
    let before = tokens[index - 1]
    return before.kind == .word && !before.inCode && before.text == "or"
  }
  /// Words that open a subordinate clause: a negation's scope ends before them.
  static let subordinators: Set<String> = [
    "that", "which", "who", "whom", "whose", "when", "whenever", "where", "if", "unless", "because",
    "since", "so", "but", "while", "whereas", "although", "though",
  ]

  /// Verbs that deny the gerund after them ("the compiler stops checking": it no longer checks).
  static let stopVerbs: Set<String> = ["stop", "stops", "stopped", "stopping", "cease", "ceases", "ceased"]

  /// Words after which a verb names a method said aloud ("I call stop accessing"), not a claim.
  static let callVerbs: Set<String> = ["call", "calls", "called", "calling"]

  /// Whether the comma at `comma` sets off a phrase fronted before the subject that follows it:
  /// right after `and`, `or`, or `then` after one of them ("sends `SIGTERM` and, after a grace
  /// period, `SIGKILL`", "first and then, after the grace period, a `SIGKILL`"; `Roles`).
  static func frontsPhrase(_ tokens: [Token], comma: Int) -> Bool {
    // The coordinator read from each token's `WordInfo`, `then` compared: a set of `then` was
    // made at each comma, and each word hashed (issue 29 (a), session 31).
    func isWord(_ index: Int) -> Bool { index >= 0 && tokens[index].kind == .word && !tokens[index].inCode }
    func isCoordinator(_ index: Int) -> Bool {
      isWord(index) && (tokens[index].info?.coordinator ?? coordinators.contains(tokens[index].text))
    }
    return isCoordinator(comma - 1)
      || (isWord(comma - 1) && tokens[comma - 1].text == "then" && isCoordinator(comma - 2))
  }

  /// How many concepts after a negation word it holds.
  static let negationReach = 3

  /// Whether the comma at `comma` goes on with a list that ends with `or` or `nor` ("no heap
  /// allocation, refcounting or COW checks"): short stretches (at most `listItem` words
  /// each) up to the one that holds the `or`, with an item before it ("…, or re-check" is an
  /// alternative, not an item), and a short one after it. Never past a colon.
  static func listFollows(_ tokens: [Token], comma: Int) -> Bool {
    guard tokens[comma].text == "," else { return false }
    var words = 0
    var items = 0
    var closing = false
    for token in tokens[(comma + 1)...] {
      if token.kind == .comma {
        if closing || token.text == ":" { return closing && token.text != ":" }
        (words, items) = (0, items + 1)
        continue
      }
      if !closing, token.kind == .word, !token.inCode, listEnds.contains(token.text) {
        guard words + items > 0, words < listItem else { return false }
        (closing, words) = (true, 0)
        continue
      }
      words += 1
      if words > listItem || (token.kind == .word && subordinators.contains(token.text)) { return false }
    }
    return closing
  }
  /// Negations that may belong to the first item alone ("no connection, a timeout or …").
  static let listDeterminers: Set<String> = ["no", "non", "none", "nothing"]
  /// The words that close a list.
  static let listEnds: Set<String> = ["or", "nor"]
  /// The most words of one item of a list, before its `or`.
  static let listItem = 3
}
