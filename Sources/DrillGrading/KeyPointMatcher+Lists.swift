/// A list of key words is not a statement (session 44, s44-salad135; issue 23: a key point is
/// touched only where one clause states it). "queue order server confirms retries backoff" names
/// the words of two points of its question, "removed from the queue only after the server confirms
/// it" and "a timeout is retried later with exponential backoff", with no word that says which goes
/// with which: no article, no preposition, no copula, no comma (`StatementReader.listsWords`).
extension KeyPointMatcher {
  /// A clause read as a list of words that is the touch of two points or more touches none of them:
  /// each is judged again without it (`again`), and keeps a touch found elsewhere. A terse right
  /// answer says one point in such a clause ("Protocol extensions give default implementations"),
  /// and keeps it. Cost: one pass over the clauses; nothing more unless a list touches two points.
  static func withdrawListTouches(
    _ graded: inout [Graded], judge: Judge, again: (Int, [Range<String.Index>]) -> Graded
  ) {
    // By index, each clause read where it stands: `for clause in` copied every clause, its
    // concepts retained and released, in every grading.
    for position in judge.clauses.indices where judge.clauses[position].listsWords {
      let range = judge.clauses[position].range
      let touching = graded.indices.filter { index in
        !graded[index].0.contradicted && graded[index].3.map { $0.range == range } == true
      }
      guard touching.count >= 2 else { continue }
      for index in touching {
        let elsewhere = again(index, [range])
        if !elsewhere.0.contradicted, elsewhere.3 != nil {
          graded[index] = elsewhere
        } else {
          (graded[index].0.touched, graded[index].0.evidence, graded[index].0.missing) = (false, nil, [])
          (graded[index].1.share, graded[index].1.via, graded[index].1.viaAlso) = (0, .none, false)
          graded[index].3 = nil
        }
      }
    }
  }
}
