extension StatementReader {
  // MARK: a denial inside a condition (session 29, s29-grading74)

  /// Words that may stand before a fronted `if` ("and if …", "so if …").
  static let conditionOpeners: Set<String> = ["and", "so", "but", "or", "because", "since", "then", "that"]

  /// `concepts` (read from `tokens`) with each concept a denial inside an `if` condition holds
  /// marked `conditional`: "if its subscriber has no demand, the value is dropped", "if the
  /// subclass declares no designated initialisers, it inherits them", "if you flip the Bool
  /// without withAnimation, the view just pops in". A condition asserts nothing: its denial names
  /// the case the claim is made for, often the point's own condition in other words ("when its
  /// demand is zero", "leaves out designated initialisers"), and tells nothing of the claim's
  /// polarity. Only a condition set before its main clause (`if` opening its stretch, after
  /// `and`, `so` … at most) and closed by a comma, a colon or `then` after the denial: "if you
  /// loop over it again the closures don't run" marks no end, and a condition after its main
  /// clause ("unowned if the closure can't outlive the object") is read as before, and so are
  /// "not if …" (the condition denied), `even if` (a concession: the claim holds whatever the
  /// condition) and `if` after a determiner ("the if doesn't need an else": the keyword). "if
  /// not" before a pronoun is the whole condition ("if not it clones the buffer first"): what
  /// follows is said plainly.
  static func conditioned(_ concepts: [Concept], _ tokens: [Token]) -> [Concept] {
    guard concepts.contains(where: { $0.negation.map { $0 < ellipticNegation } ?? false }),
      tokens.contains(where: isIf)
    else { return concepts }
    var conditional: [Int: Bool] = [:]
    func fronted(_ at: Int) -> Bool {
      var index = at - 1
      while index >= 0, tokens[index].kind == .word, conditionOpeners.contains(tokens[index].text) {
        index -= 1
      }
      return index < 0 || tokens[index].kind == .comma || tokens[index].text == ":"
    }
    func closes(_ token: Token) -> Bool { token.kind == .comma || token.text == ":" || token.text == "then" }
    func inCondition(_ negation: Int) -> Bool {
      if let known = conditional[negation] { return known }
      var index = negation - 2  // the word before the denial
      while index >= 0, !closes(tokens[index]), !isIf(tokens[index]) { index -= 1 }
      let found =
        index >= 0 && isIf(tokens[index]) && fronted(index) && tokens[negation...].contains(where: closes)
      conditional[negation] = found
      return found
    }
    return concepts.map { concept in
      guard let negation = concept.negation, negation > 1, negation < ellipticNegation else { return concept }
      var concept = concept
      if tokens[negation - 1].text == "not", isIf(tokens[negation - 2]), negation < tokens.count,
        personalPronouns.contains(tokens[negation].text)
      {
        concept.negation = nil
      } else if inCondition(negation) {
        concept.conditional = true
      }
      return concept
    }
  }

  /// `if` said as a word: not in code nor a piece of a code name ("continuesIfPossible").
  private static func isIf(_ token: Token) -> Bool {
    token.kind == .word && !token.inCode && !token.inName && token.text == "if"
  }
}
