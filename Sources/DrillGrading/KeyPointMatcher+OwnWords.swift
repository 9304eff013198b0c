/// A touch made only of the words a point shares with its neighbours (session 26, s26-grading63).
///
/// The key points of a question share their subject and topic words ("the web content
/// process" in four of five points), so a clause about one point, or about none, reaches the
/// touch threshold of another through those words and one more. A point's **own words** are
/// its full-weight concepts (not the prompt's words, not common words) that no other key point
/// of the question says. A point with `ownWordsLeast` own words or more is not touched, below
/// `ownWordsShare` of its weight, by a clause (a sentence read whole, a pronoun's sentence)
/// that says none of them: it names what the point is about, not what the point claims
/// ("WebKit calls it when the web content process has ended" for "WebKit renders web content
/// in a separate web content process, outside the app's process"). Touches only: a clause that
/// says the point the other way is judged as before.
extension Judge {
  /// A point needs this many own words for the rule to apply: with fewer, its claim is mostly
  /// said in its neighbours' words, and a right answer has little else to say it with.
  static let ownWordsLeast = 4
  /// A touch at or above this share stands without an own word (the threshold is 0.35).
  static let ownWordsShare = 0.38

  /// The concepts of every key point but the one at `index`, the points numbered (`numbered`: their
  /// numbers are the ones a name gets, so no name is looked up again).
  static func otherWords(_ points: [[[StatementReader.Concept]]], but index: Int) -> ConceptSet {
    var words = ConceptSet()
    for (other, parts) in points.enumerated() where other != index {
      for concept in parts.joined() { words.insert(concept.id) }
    }
    return words
  }

  /// The part's own words, when it has enough for the rule (`ownWordsLeast`); else none.
  func ownWords(_ part: Needed) -> [Int] {
    guard !wholeClaim else { return [] }
    // With room for every name of the part: `filter` grew its array as it went (issue 29 (a),
    // s41-checkfast40: two or three arrays a part).
    var own: [Int] = []
    own.reserveCapacity(part.order.count)
    for name in part.order where part.weights[name] == nil && !otherWords.contains(name) { own.append(name) }
    return own.count >= Self.ownWordsLeast ? own : []
  }

  /// A touch of `share` in text whose concepts are `said` names none of `own` and is weak.
  func lacksOwnWords(_ own: [Int], _ share: Double, _ said: ConceptSet) -> Bool {
    !own.isEmpty && share < Self.ownWordsShare && !own.contains { said.contains($0) }
  }

  /// The concepts of the clause at `position`, with the clause before's when it lends its subject.
  func said(at position: Int, borrowing: Bool) -> ConceptSet {
    var said = names[position]
    if borrowing, position > 0 { said.formUnion(names[position - 1]) }
    return said
  }
}
