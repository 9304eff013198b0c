import DrillContent
import Foundation

/// Judges which key points of an explain question a free answer states, clause
/// by clause (docs/evaluation.md):
///
/// - the answer is read as clauses (`StatementReader`); a key point (or one of its
///   `also:` alternatives) is touched when one clause states it: enough of its
///   concepts (the question's own words and common words weigh half), at least one
///   of its subject (its first concepts, which may come from the clause before in
///   the same sentence: "extensions can add computed **but** not stored properties")
///   and one of its claim, said with the same polarity;
/// - a clause that states it with the opposite polarity (`not`, `never`, an
///   opposite such as `non-optional`), or that states one of its `wrong:` claims,
///   contradicts it: the point is not credited, even if another clause touched it.
public enum KeyPointMatcher {
  static let threshold = 0.4
  /// A contradiction needs more of the point than a touch: a wrong mark costs more.
  static let contradictionThreshold = 0.5
  static let weakWeight = 0.5
  /// The longest quote of a clause shown as evidence.
  static let quoteLength = 70

  /// Each key point with the clause that touched or contradicted it. `notes`
  /// (parallel to `keyPoints`, or empty) carry the authored alternatives and wrong claims.
  public static func check(
    _ keyPoints: [String], notes: [KeyPointNotes] = [], against answer: String, prompt: String = "",
    lexicon: GradingLexicon = .bundled
  ) -> [KeyPointCheck] {
    let reader = StatementReader(lexicon: lexicon, stemmer: SnowballStemmer())
    let clauses = reader.clauses(answer)
    let topic = Set(reader.statement(prompt).map(\.name))
    return keyPoints.enumerated().map { index, point in
      let note = index < notes.count ? notes[index] : KeyPointNotes()
      var check = KeyPointCheck(point: point, touched: false)
      var best = 0.0
      for statement in [point] + note.also {
        let needed = reader.statement(statement)
        for (position, clause) in clauses.enumerated() {
          let before =
            position > 0 && clauses[position - 1].sentence == clause.sentence ? clauses[position - 1] : nil
          guard let match = match(needed, clause, before: before, topic: topic, lexicon: lexicon) else {
            continue
          }
          let range =
            match.borrowsSubject
            ? (before?.range.lowerBound ?? clause.range.lowerBound)..<clause.range.upperBound : clause.range
          if match.samePolarity {
            if match.share > best {
              best = match.share
              check.touched = true
              check.evidence = quote(answer, range)
            }
          } else if check.contradiction == nil, match.share >= contradictionThreshold {
            check.contradiction = quote(answer, range)
          }
        }
      }
      for wrong in note.wrong where check.contradiction == nil {
        let claimed = reader.statement(wrong)
        for (position, clause) in clauses.enumerated() {
          let before =
            position > 0 && clauses[position - 1].sentence == clause.sentence ? clauses[position - 1] : nil
          if let match = match(claimed, clause, before: before, topic: topic, lexicon: lexicon),
            match.samePolarity
          {
            check.contradiction = quote(answer, clause.range)
            break
          }
        }
      }
      return check
    }
  }

  struct Match {
    var share: Double
    var samePolarity: Bool
    /// The subject came from the clause before: the quote starts there.
    var borrowsSubject = false
  }

  /// Whether `clause` states `needed` (a key point's concepts), and with which polarity.
  static func match(
    _ needed: [StatementReader.Concept], _ clause: StatementReader.Clause, before: StatementReader.Clause?,
    topic: Set<String>, lexicon: GradingLexicon
  ) -> Match? {
    var order: [String] = []
    var inPoint: [String: StatementReader.Concept] = [:]
    for concept in needed where inPoint[concept.name] == nil {
      order.append(concept.name)
      inPoint[concept.name] = concept
    }
    guard !order.isEmpty else { return nil }
    let subjectCount = max(1, (order.count + 1) / 2)
    let subject = Set(order.prefix(subjectCount))
    var said: [String: StatementReader.Concept] = [:]
    // A concept said twice counts as said negatively if once is ("subclassing, actors can't inherit").
    for concept in clause.concepts where said[concept.name]?.negated != true { said[concept.name] = concept }
    var borrowed: [String: StatementReader.Concept] = [:]
    // A clause without the subject may take it from the clause before ("… but not stored properties").
    let ownsSubject = subject.contains { said[$0] != nil }
    for concept in ownsSubject ? [] : before?.concepts ?? []
    where subject.contains(concept.name) && borrowed[concept.name] == nil {
      var concept = concept
      // Negations of the clause before are its own: a scope never spans clauses.
      concept.negation = concept.negation.map { -1 - $0 }
      borrowed[concept.name] = concept
    }
    func weight(_ concept: String) -> Double {
      topic.contains(concept) || lexicon.common.contains(concept) ? weakWeight : 1
    }
    let total = order.reduce(0) { $0 + weight($1) }
    var found = 0.0
    var shared = 0
    var strong = false
    var hasSubject = false
    var hasClaim = order.count == subjectCount
    // How many of the shared claim concepts are said the other way (negated or as
    // an opposite) and how many the same way.
    var claimDiffer = 0
    var claimAgree = 0
    var pointNegations: Set<Int> = []
    var saidNegations: Set<Int> = []
    var flips = 0
    for concept in order {
      guard let occurrence = said[concept] ?? borrowed[concept], let point = inPoint[concept] else {
        continue
      }
      shared += 1
      found += weight(concept)
      if said[concept] != nil, weight(concept) == 1 { strong = true }
      if subject.contains(concept) { hasSubject = true } else if said[concept] != nil { hasClaim = true }
      if let negation = point.negation { pointNegations.insert(negation) }
      if let negation = occurrence.negation { saidNegations.insert(negation) }
      if point.flipped != occurrence.flipped { flips += 1 }
      let negationDiffers = (point.negation != nil) != (occurrence.negation != nil)
      let differs = negationDiffers != (point.flipped != occurrence.flipped)
      if !subject.contains(concept) {
        if differs { claimDiffer += 1 } else { claimAgree += 1 }
      }
    }
    // A subject the clause lacks, replaced by its rival ("unowned" for "weak"):
    // the claim is said about the wrong subject.
    var swapped = false
    let pointKeys = Set(needed.map { GradingLexicon.rivalKey($0.name, flipped: $0.flipped) })
    for concept in order where subject.contains(concept) && said[concept] == nil && borrowed[concept] == nil {
      guard let point = inPoint[concept],
        let rivals = lexicon.rivals[GradingLexicon.rivalKey(point.name, flipped: point.flipped)],
        // A point about two rivals at once ("structs copy; classes share") has no single subject.
        pointKeys.isDisjoint(with: rivals)
      else { continue }
      let rival = clause.concepts.first { said in
        let key = GradingLexicon.rivalKey(said.name, flipped: said.flipped)
        return rivals.contains(key) && !pointKeys.contains(key)
      }
      if rival != nil {
        swapped = true
        shared += 1
        found += weight(concept)
        hasSubject = true
      }
    }
    let share = found / total
    let wanted = max(min(2, order.count), (order.count + 2) / 3)
    // A point made only of the question's own words and common words needs no full-weight one.
    let pointHasStrong = order.contains { weight($0) == 1 }
    guard share >= threshold, strong || !pointHasStrong, hasSubject, hasClaim,
      shared >= wanted || share >= 0.75
    else {
      return nil
    }
    // Each negation that holds a shared concept flips the statement once, and so
    // does each shared concept said as its opposite; and a claim said mostly the
    // other way flips it too, whatever the count ("actors aren't Sendable, and
    // they support inheritance" for "actors are Sendable; no inheritance").
    let parity = (pointNegations.count + saidNegations.count + flips) % 2 == 1
    let flipped = parity || claimDiffer > claimAgree
    // The claim said about a rival is a contradiction; its denial about the rival
    // ("unowned is non-optional" for "weak is optional") says nothing of the point.
    if swapped && flipped { return nil }
    return Match(share: share, samePolarity: !flipped && !swapped, borrowsSubject: !borrowed.isEmpty)
  }

  /// The clause as quoted evidence: one line, at most `quoteLength` characters.
  static func quote(_ text: String, _ range: Range<String.Index>) -> String {
    let words = text[range].split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .trimmingCharacters(in: CharacterSet(charactersIn: ",;: "))
    guard words.count > quoteLength else { return words }
    return String(words.prefix(quoteLength - 1)).trimmingCharacters(in: .whitespaces) + "…"
  }
}
