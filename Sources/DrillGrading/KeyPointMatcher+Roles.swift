/// Roles: which rival subject each claim is said of (docs/evaluation.md, "Roles").
///
/// In a statement that names rival subjects (`struct`/`class`, `weak`/`unowned`,
/// `some`/`any`), each other concept belongs to the rival named nearest before it
/// (or, with none before, the first after it): "structs are copied, classes are
/// shared" says `copy` of structs and `share` of classes. A sentence of the answer
/// that says a key point's claims of another rival than the point does ("classes
/// get copied, structs share one instance") swaps the subjects: it contradicts the point.
/// A phrase fronted after `and` and a comma belongs to the rival after it (session 24:
/// "sends `SIGTERM` and, after a grace period, `SIGKILL`": the grace period is `SIGKILL`'s).
struct Roles {
  /// Each concept said the one way or the other (`key`: `copy`, `copy¬`) to the rival key
  /// (`ConceptIDs.key`) of the rival it is said of.
  var owners = ConceptMap<Int>()

  /// The roles of `concepts` (numbered by `ids`, whose lexicon names the rival subjects).
  init(_ concepts: [StatementReader.Concept], ids: ConceptIDs) {
    // The first rival of a clause, or after a comma, is a subject; a rival named later
    // in the same stretch is part of the claim ("`some` is a box for any conforming type").
    var owner: Int?
    var stretchHasSubject = false
    // The rival that opens the stretch after a fronted one (`Concept.fronted`) without a rival.
    var frontedOwner: Int?
    for (position, concept) in concepts.enumerated() {
      if concept.opens { (stretchHasSubject, frontedOwner) = (false, nil) }
      if concept.fronted { frontedOwner = Self.subject(after: position, in: concepts, ids: ids) }
      let key = ConceptIDs.key(concept.id, flipped: concept.flipped)
      // A rival denied where its stretch opens names what the subject is not ("the server, not
      // a client flag, decides", "a plain, non-async closure"): what follows stays the subject's.
      if let rivals = ids.rivals(ofKey: key), !stretchHasSubject, !(concept.opens && concept.negation != nil)
      {
        // Rivals offered as alternatives ("weak self or unowned self") share what follows:
        // it is said of neither alone.
        let offered = concept.alternative && owner.map { rivals.contains($0) } == true
        owner = offered ? nil : key
        stretchHasSubject = true
      } else if let owner = frontedOwner ?? owner, owner != key {
        owners[Self.key(concept)] = owner
      }
    }
  }

  /// The rival key of the rival that opens the stretch after the one that opens at `position`,
  /// said plainly, when that stretch names no rival; else nil.
  static func subject(after position: Int, in concepts: [StatementReader.Concept], ids: ConceptIDs) -> Int? {
    func rivalKey(_ concept: StatementReader.Concept) -> Int? {
      let key = ConceptIDs.key(concept.id, flipped: concept.flipped)
      return ids.rivals(ofKey: key) == nil ? nil : key
    }
    guard let end = concepts[(position + 1)...].firstIndex(where: \.opens),
      !concepts[position..<end].contains(where: { rivalKey($0) != nil }), concepts[end].negation == nil
    else { return nil }
    return rivalKey(concepts[end])
  }

  /// A concept with the way it is said: negated or as an opposite counts once each (the
  /// concept's number, doubled, plus one when negative).
  static func key(_ concept: StatementReader.Concept) -> Int {
    let negative = concept.flipped != (concept.negation != nil)
    return ConceptIDs.key(concept.id, flipped: negative)
  }

  /// The weight of the concepts `said` gives to another rival than `self` (the
  /// point) does, and the weight it gives to the same one.
  func compare(_ said: Roles, ids: ConceptIDs, weight: (Int) -> Double) -> (
    swapped: Double, same: Double, total: Double
  ) {
    var swapped = 0.0
    var same = 0.0
    var total = 0.0
    for (concept, owner) in owners.pairs {
      let name = concept >> 1
      total += weight(name)
      let opposite = concept ^ 1
      if let other = said.owners[concept] {
        if other == owner {
          same += weight(name)
        } else if ids.rivals(ofKey: owner)?.contains(other) == true {
          swapped += weight(name)
        }
      }
      // The opposite said of a rival ("unowned is non-optional" for "weak is optional") agrees.
      if let other = said.owners[opposite], ids.rivals(ofKey: owner)?.contains(other) == true {
        same += weight(name)
      }
    }
    return (swapped, same, total)
  }
}

extension Judge {
  /// The first sentence of the answer that says the point's claims (its parts, `numbered`) of
  /// a rival of the subject the point says them of.
  func swappedRoles(_ parts: [[StatementReader.Concept]]) -> Range<String.Index>? {
    let point = Roles(parts.flatMap { $0 }, ids: ids)
    guard !point.owners.isEmpty else { return nil }
    let (topic, ids) = (topicIDs, ids)
    func weight(_ concept: Int) -> Double {
      topic.contains(concept) || ids.isCommon(concept) ? KeyPointMatcher.weakWeight : 1
    }
    for (sentence, said) in zip(sentenceRanges, sentenceRoles) {
      let (swapped, same, total) = point.compare(said, ids: ids, weight: weight)
      if swapped >= KeyPointMatcher.swapWeight, swapped > same, swapped >= total * KeyPointMatcher.swapShare {
        return span(sentence)
      }
    }
    return nil
  }
}
