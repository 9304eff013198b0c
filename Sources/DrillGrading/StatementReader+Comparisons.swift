extension StatementReader {
  /// Words after a comparison's comma that open a clause of their own: `, unlike a function,
  /// which runs at run time`.
  static let clauseOpeners: Set<String> = ["and", "or", "which", "who", "where", "when", "only"]

  /// A comparison set inside a clause ("Classes, unlike structs, are copied on assignment")
  /// leaves that clause unfinished: it goes on after the comparison's closing comma, so that
  /// what follows is said of its own subject, not of the compared one. Not when what follows
  /// opens a clause of its own (a subject, a joining or relative word: "Structs are copied,
  /// unlike classes, they are shared"). `clauses` are `tokens` as `splitClauses` cut them;
  /// the comparison keeps a clause of its own, just before the resumed one.
  static func resumingInterrupted(_ clauses: [[Token]], of tokens: [Token]) -> [[Token]] {
    guard clauses.count > 2,
      tokens.contains(where: { $0.kind == .word && !$0.inCode && comparisons.contains($0.text) })
    else { return clauses }
    func position(_ token: Token?) -> Int? {
      token.flatMap { token in tokens.firstIndex { $0.range == token.range } }
    }
    var clauses = clauses
    var index = 0
    while index + 2 < clauses.count {
      let (interrupted, comparison, rest) = (clauses[index], clauses[index + 1], clauses[index + 2])
      guard interrupted.last?.kind == .comma, let start = position(comparison.first),
        position(interrupted.last) == start - 2, comparisons.contains(tokens[start - 1].text),
        let end = position(comparison.last), end + 2 < tokens.count, tokens[end + 1].kind == .comma,
        let opening = rest.first, position(opening) == end + 2, opening.kind == .word,
        ![subjects, joiners, clauseOpeners].contains(where: { $0.contains(opening.text) })
      else {
        index += 1
        continue
      }
      clauses[index] = comparison
      clauses[index + 1] = interrupted.dropLast() + rest
      clauses.remove(at: index + 2)
      index += 2
    }
    return clauses
  }
}
