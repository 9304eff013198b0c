/// A part of a statement as `KeyPointMatcher.match` weighs it, worked out once per part
/// rather than once per clause: its concepts in order, its subject, the weight of each
/// concept, the concepts it says both ways and the rivals of its subject. Also what a
/// clause must hold for `match` to find anything: most clauses of an answer share nothing
/// with most parts, and are passed over without the match's bookkeeping (`mayMatch`).
struct Needed {
  /// The part's concepts, numbered (`ConceptIDs`).
  let needed: [StatementReader.Concept]
  /// Each concept once, in order, and its first occurrence in the part.
  let order: [Int]
  let inPoint: ConceptMap<StatementReader.Concept>
  /// The part's concepts.
  let names: ConceptSet
  /// The first half of `order` (at least one): the subject.
  let subject: ConceptSet
  /// The weight of each concept that weighs half (the question's own words and common words).
  let weights: ConceptMap<Double>
  /// The part's concepts that are words of the question's prompt (its topic).
  let topical: ConceptSet
  let total: Double
  /// How many concepts a clause must share, unless it has three quarters of the weight.
  let wanted: Int
  /// A concept weighs full.
  let hasStrong: Bool
  /// Concepts the part says both ways.
  let mixed: ConceptSet
  /// The rival keys of the part's concepts.
  let pointKeys: ConceptSet
  /// Each concept with rivals, to them, unless the part names one of them: the subject's, and
  /// the claim's (a value in the claim's place, "the next minor" for "the next major").
  let subjectRivals: ConceptMap<ConceptSet>
  /// The rival keys of the part's concepts' rivals (a clause naming one may swap the subject).
  let rivals: ConceptSet
  /// The first concepts of the question's other key points that this part does not name, as
  /// keys: what those points are about. A clause that lacks this part's first concept and
  /// opens with one of them is about another point's subject (`match`: neither said nor denied).
  let otherSubjects: ConceptSet
  /// The part bounds its claim in time or by a condition (`until`, `only`, `before` or `after`),
  /// and not with a bounded denial of its own (read the same way on both sides, "does no work
  /// until something subscribes" agrees as before): a clause's bounded denial is read against it
  /// as neither stated nor denied (`KeyPointMatcher.bounded`).
  let bounded: Bool
  /// The complexity classes the part gives (`GradingLexicon.costs`).
  let costs: ConceptSet
  /// The concepts the part says, anywhere, as what a claim is set against (`Concept.compared`:
  /// "a version assigned by the server is safer than a device's timestamp" after "device clocks
  /// can be wrong"): a side that denies one ("server versions, not device timestamps") neither
  /// says nor denies the part by it (`KeyPointMatcher.match`; session 38, s38-grading117).
  let compared: ConceptSet
  /// What the part says a plain `replace` takes the place of, and that concept (`Replaced`).
  let replaced: Replaced

  /// `needed`, numbered by `ids` (`ConceptIDs.interned`); `topic`: the prompt's concepts.
  init(_ needed: [StatementReader.Concept], topic: ConceptSet, ids: ConceptIDs, otherHeads: [Int] = []) {
    self.needed = needed
    bounded =
      needed.contains { KeyPointMatcher.boundNumbers.contains($0.number) }
      && !needed.contains { $0.bounded || $0.boundedAfter }
    var order: [Int] = []
    // Room for every concept, not grown from empty (issue 29 (a), s32-checkfast27).
    order.reserveCapacity(needed.count)
    var inPoint = ConceptMap<StatementReader.Concept>()
    for concept in needed where inPoint[concept.id] == nil {
      order.append(concept.id)
      inPoint[concept.id] = concept
    }
    self.order = order
    self.inPoint = inPoint
    // The sets below read their members lazily: a `filter` and a `map` each made an array only
    // to be read into the set once (issue 29 (a), s41-checkfast40: four arrays a part).
    compared = ConceptSet(needed.lazy.filter(\.compared).map(\.id))
    replaced = Self.replaced(in: needed)
    let names = ConceptSet(order)
    self.names = names
    subject = ConceptSet(Self.subject(of: order))
    var weights = ConceptMap<Double>()
    for name in order where topic.contains(name) || ids.isCommon(name) {
      weights[name] = KeyPointMatcher.weakWeight
    }
    self.weights = weights
    topical = ConceptSet(order.lazy.filter { topic.contains($0) })
    total = order.reduce(0) { $0 + (weights[$1] ?? 1) }
    wanted = max(min(2, order.count), (order.count + 2) / 3)
    hasStrong = order.contains { weights[$0] == nil }
    func polarity(_ concept: StatementReader.Concept) -> Bool { concept.flipped == (concept.negation == nil) }
    mixed = ConceptSet(
      needed.lazy.filter { concept in
        needed.contains { $0.id == concept.id && polarity($0) != polarity(concept) }
      }.map(\.id))
    let pointKeys = ConceptSet(needed.lazy.map { ConceptIDs.key($0.id, flipped: $0.flipped) })
    self.pointKeys = pointKeys
    var subjectRivals = ConceptMap<ConceptSet>()
    for name in order {
      guard let point = inPoint[name],
        let known = ids.rivals(ofKey: ConceptIDs.key(point.id, flipped: point.flipped)),
        pointKeys.isDisjoint(with: known)
      else { continue }
      subjectRivals[name] = known
    }
    self.subjectRivals = subjectRivals
    let classes = ids.lexicon.costs
    costs = ConceptSet(needed.lazy.filter { classes.contains($0.number) }.map(\.id))
    var rivals = ConceptSet()
    for concept in needed {
      if let known = ids.rivals(ofKey: ConceptIDs.key(concept.id, flipped: concept.flipped)) {
        rivals.formUnion(known)
      }
    }
    // The part's names (`names`), not a second set of `order`.
    let otherSubjects = ConceptSet(
      otherHeads.lazy.filter { !names.contains($0) }.map { ConceptIDs.key($0, flipped: false) })
    self.otherSubjects = otherSubjects
    rivals.formUnion(otherSubjects)
    self.rivals = rivals
  }

  /// False only when `match` would find nothing: the clause (with `names` and `rivalKeys`)
  /// names none of the part's concepts nor a rival of them, and the clause before it (its
  /// names, when it may lend a subject) does not name the part's first concept. A match needs
  /// a share of at least `threshold`: one concept said, borrowed or swapped for a rival.
  func mayMatch(names clause: ConceptSet, rivalKeys: ConceptSet, before: ConceptSet?) -> Bool {
    if !names.isDisjoint(with: clause) { return true }
    if !rivals.isEmpty, !rivals.isDisjoint(with: rivalKeys) { return true }
    if let first = order.first, let before, before.contains(first) { return true }
    return false
  }

  /// A `wrong:` line that gives a cost is a cost of its subject: a clause that does not name each
  /// word of it, itself or in the clause before ("Index access is O of one" for "inserting at
  /// index 0 is O(1)", "an `Array` of `Character` gives O(1) indexing" for "`String.count` is
  /// O(1)"), gives another thing's cost (session 29).
  func namesCostSubject(_ clause: ConceptSet, before: ConceptSet?) -> Bool {
    costs.isEmpty
      || order.allSatisfy { name in
        !subject.contains(name) || costs.contains(name) || clause.contains(name)
          || before?.contains(name) == true
      }
  }
}

extension Judge {
  /// `parts` (a statement's) with this grading's numbers (`ConceptIDs`), as `statement`,
  /// `swappedRoles` and `sides` read them: a key point's are numbered once per grading (issue
  /// 29 (a): `Needed`, `swappedRoles` and `sides` each numbered the point again).
  func numbered(_ parts: [[StatementReader.Concept]]) -> [[StatementReader.Concept]] {
    parts.map(ids.interned)
  }
}

extension Needed {
  /// The subject of a part or a point: the first half of its concepts, each once in order (at least
  /// one, the middle one with the first half). The claim is the rest.
  static func subject<Concept>(of order: [Concept]) -> ArraySlice<Concept> {
    order.prefix(max(1, (order.count + 1) / 2))
  }
}
