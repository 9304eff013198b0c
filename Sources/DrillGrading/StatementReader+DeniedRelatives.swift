/// A relative clause of a denied noun (session 32, s32-grading96). A denial does not reach into a
/// subordinate clause ("does not respond because the main thread is busy": the thread is busy),
/// but a relative clause that names what a denied noun is belongs to the denial: "parse server
/// dates with ISO 8601, not a style that follows the user's locale" denies a style following the
/// locale, "there's no API that blocks the thread" denies an API blocking it. Read so, a point
/// written that way and an answer that says it shorter ("not a locale-based style") deny the same
/// words. The noun is denied by a determiner: `no`, `nothing`, `none`, or `not`/`never` before
/// `a`, `an`, `any` or `one`; the relative word is `that` or `who`, within a few words of the
/// denial, no comma between; the denial reaches as far again into the relative clause.
extension StatementReader {
  /// Denials that are themselves the denied noun (`no` is a determiner of the noun after it).
  static let nounDenials: Set<String> = ["nothing", "none", "nobody"]
  /// Determiners after `not` or `never` that make its object a denied noun.
  static let deniedDeterminers: Set<String> = ["a", "an", "any", "one"]
  /// Denials that deny a noun after a determiner (`deniedDeterminers`).
  static let determinedDenials: Set<String> = ["not", "never"]
  /// Relative words that open a clause about the noun before them.
  static let relativeWords: Set<String> = ["that", "who"]

  /// Whether the subordinator at `relative` opens a relative clause of the noun the open denial
  /// holds (`negation`: its first held token's index, its words left, a purpose denial); if so the
  /// denial reaches as far again into the clause.
  static func holdsRelative(
    _ negation: inout (index: Int, left: Int, purpose: Bool)?, _ tokens: [Token], at relative: Int
  ) -> Bool {
    guard let open = negation, !open.purpose, open.index >= 1, relative >= open.index,
      relative - open.index <= 5, relativeWords.contains(tokens[relative].text)
    else { return false }
    // "nothing that", "no single property that", "not a style that", "not with a style that": a
    // denied pronoun right before the relative word, or a determiner (after `not`, a preposition
    // may come first) and a noun with no preposition in it ("no callback at that termination",
    // "nobody exercises that branch": a demonstrative).
    let denial = tokens[open.index - 1].text
    var noun = open.index
    if determinedDenials.contains(denial), noun + 1 < relative, prepositions.contains(tokens[noun].text) {
      noun += 1
    }
    let nounAfter =
      denial == "no" || (determinedDenials.contains(denial) && deniedDeterminers.contains(tokens[noun].text))
    guard (nounAfter && relative > noun) || (nounDenials.contains(denial) && relative == open.index)
    else { return false }
    guard
      !tokens[noun..<relative].contains(where: {
        $0.kind != .word || $0.inCode || prepositions.contains($0.text)
      })
    else { return false }
    negation = (open.index, negationReach, false)
    return true
  }
}
