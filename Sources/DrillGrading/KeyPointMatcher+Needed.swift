/// A part of a statement as `KeyPointMatcher.match` weighs it, worked out once per part
/// rather than once per clause: its concepts in order, its subject, the weight of each
/// concept, the concepts it says both ways and the rivals of its subject. Also what a
/// clause must hold for `match` to find anything: most clauses of an answer share nothing
/// with most parts, and are passed over without the match's bookkeeping (`mayMatch`).
struct Needed {
  /// The part's concepts.
  let needed: [StatementReader.Concept]
  /// Each concept name once, in order, and its first occurrence in the part.
  let order: [String]
  let inPoint: [String: StatementReader.Concept]
  /// The part's concept names.
  let names: Set<String>
  /// The first half of `order` (at least one): the subject.
  let subject: Set<String>
  /// The weight of each concept that weighs half (the question's own words and common words).
  let weights: [String: Double]
  let total: Double
  /// How many concepts a clause must share, unless it has three quarters of the weight.
  let wanted: Int
  /// A concept weighs full.
  let hasStrong: Bool
  /// Concepts the part says both ways.
  let mixed: Set<String>
  /// The rival keys of the part's concepts.
  let pointKeys: Set<String>
  /// Each subject concept with rivals, to them, unless the part names one of them.
  let subjectRivals: [String: Set<String>]
  /// The rival keys of the part's concepts' rivals (a clause naming one may swap the subject).
  let rivals: Set<String>

  init(_ needed: [StatementReader.Concept], topic: Set<String>, lexicon: GradingLexicon) {
    self.needed = needed
    var order: [String] = []
    var inPoint: [String: StatementReader.Concept] = [:]
    for concept in needed where inPoint[concept.name] == nil {
      order.append(concept.name)
      inPoint[concept.name] = concept
    }
    self.order = order
    self.inPoint = inPoint
    names = Set(order)
    subject = Set(order.prefix(max(1, (order.count + 1) / 2)))
    var weights: [String: Double] = [:]
    for name in order where topic.contains(name) || lexicon.common.contains(name) {
      weights[name] = KeyPointMatcher.weakWeight
    }
    self.weights = weights
    total = order.reduce(0) { $0 + (weights[$1] ?? 1) }
    wanted = max(min(2, order.count), (order.count + 2) / 3)
    hasStrong = order.contains { weights[$0] == nil }
    func polarity(_ concept: StatementReader.Concept) -> Bool { concept.flipped == (concept.negation == nil) }
    mixed = Set(
      needed.filter { concept in
        needed.contains { $0.name == concept.name && polarity($0) != polarity(concept) }
      }.map(\.name))
    let pointKeys = Set(needed.map { GradingLexicon.rivalKey($0.name, flipped: $0.flipped) })
    self.pointKeys = pointKeys
    var subjectRivals: [String: Set<String>] = [:]
    for name in order where subject.contains(name) {
      guard let point = inPoint[name],
        let known = lexicon.rivals[GradingLexicon.rivalKey(point.name, flipped: point.flipped)],
        pointKeys.isDisjoint(with: known)
      else { continue }
      subjectRivals[name] = known
    }
    self.subjectRivals = subjectRivals
    var rivals: Set<String> = []
    for concept in needed {
      if let known = lexicon.rivals[GradingLexicon.rivalKey(concept.name, flipped: concept.flipped)] {
        rivals.formUnion(known)
      }
    }
    self.rivals = rivals
  }

  /// False only when `match` would find nothing: the clause (with `names` and `rivalKeys`)
  /// names none of the part's concepts nor a rival of them, and the clause before it (its
  /// names, when it may lend a subject) does not name the part's first concept. A match needs
  /// a share of at least `threshold`: one concept said, borrowed or swapped for a rival.
  func mayMatch(names clause: Set<String>, rivalKeys: Set<String>, before: Set<String>?) -> Bool {
    if !names.isDisjoint(with: clause) { return true }
    if !rivals.isEmpty, !rivals.isDisjoint(with: rivalKeys) { return true }
    if let first = order.first, let before, before.contains(first) { return true }
    return false
  }
}
