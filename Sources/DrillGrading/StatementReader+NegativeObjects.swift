/// Where a denial reaches, read the same way on both sides (session 24, s24-grading48): a
/// negative object denies its verb ("inherits nothing" is "doesn't inherit anything"), and a key
/// point's parenthesis is not denied with the words before it.
extension StatementReader {
  /// Negative determiners and pronouns that may be the object of the word before them
  /// ("inherits nothing", "needs no custom model", "throws no error").
  static let negativeObjects: Set<String> = ["no", "nothing", "none"]

  /// Words after `no` that make it an adverb of what follows, not an object ("the app no longer
  /// bundles the libraries", "no matter how").
  static let negativeAdverbs: Set<String> = ["longer", "matter"]

  /// A key point's `(` outside code (a statement read without asides; not Big-O's): a token that
  /// ends a denial's reach. What a parenthesis adds is not denied with the words before it: "a task
  /// that never ends (an endless `for await`)" does not deny the endless loop, nor "not cleared
  /// (usually non-optional)" the non-optional (`concepts`).
  static let parenthesis = "("

  /// Whether the negation word at `index` is the object of the word right before it: a negative
  /// determiner or pronoun after a word of its own, outside code ("inherits nothing from its
  /// creator", "a closure that captures nothing"). Such a denial holds the verb as well as what
  /// follows: "inherits nothing" says what "doesn't inherit anything" says (`objectDenial`).
  static func isNegativeObject(_ tokens: [Token], at index: Int) -> Bool {
    guard index > 0, negativeObjects.contains(tokens[index].text) else { return false }
    let before = tokens[index - 1]
    guard before.kind == .word, !before.inCode else { return false }
    return index + 1 == tokens.count || !negativeAdverbs.contains(tokens[index + 1].text)
  }
}

extension KeyPointMatcher {
  /// A point's concept and the clause's occurrence of it, each read with its object's denial
  /// (`Concept.objectDenial`) where the other side says it denied or as its opposite: "inherits
  /// nothing from its creator" and "doesn't inherit anything from where you create it" deny the
  /// same inheriting, and the denial is then spent on that word (`match`). Against a side that
  /// says the verb plainly, the verb stays plain ("runs no code" and "when the app is running"
  /// share `run` as before): the object's denial is what is compared there. `holds` tells
  /// whether the other side says a word that denial holds (the point's side first): a `wrong:`
  /// line is read so only then ("the app needs no server" is not stated by "the app doesn't need
  /// to save its state", which names no server).
  static func objectDenied(
    _ point: StatementReader.Concept, _ said: StatementReader.Concept, holds: (Int, Bool) -> Bool
  ) -> (point: StatementReader.Concept, said: StatementReader.Concept) {
    var (point, said) = (point, said)
    if point.negation == nil, let denial = point.objectDenial,
      said.negation != nil || said.flipped != point.flipped,
      holds(denial, true)
    {
      point.negation = denial
    } else if said.negation == nil, let denial = said.objectDenial,
      point.negation != nil || point.flipped != said.flipped, holds(denial, false)
    {
      said.negation = denial
    }
    return (point, said)
  }
}
