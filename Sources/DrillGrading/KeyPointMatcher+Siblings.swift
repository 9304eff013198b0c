/// A touch made of another point's words (session 24, s24-grading52; docs/evaluation.md). The key
/// points of a question share words: its subject, its topic ("Core Data's lightweight migration
/// handles simple changes such as a new attribute or a rename" and "A lightweight stage covers
/// simple changes, and `@Attribute(originalName:)` marks a rename"). A clause that states one of
/// them shares words with the others too, and before this rule it credited any other point whose
/// share those words reached: "For simple changes like adding an attribute or a rename, Core Data's
/// lightweight migration does it automatically" was credited with both (`KeyPointMatcherSiblingTests`).
extension KeyPointMatcher {
  /// Where a point was touched (its best touch over the point and its `also:` lines).
  typealias Touch = (share: Double, range: Range<String.Index>)

  /// A point touched in a text where another point of the question is touched with a higher
  /// share is not touched there when the answer says nowhere a word of its own: a concept it (or
  /// one of its `also:` lines) says that the other point does not, with its polarity ("adds no
  /// retain" has a word of its own beside "adds a retain"). That text states the other point,
  /// and this one only through the words the two share. The point is judged again without that
  /// text (`again`, each point's check with the texts it may not be touched in): touched elsewhere
  /// where no other point is touched better, it keeps that touch; else it is not touched (its
  /// contradiction, if any, stays). A point whose words are all the other's keeps its touch: what
  /// states the other states it as well.
  static func withdrawSiblingTouches(
    _ checks: inout [KeyPointCheck], _ touches: inout [Touch?],
    statements: [[[[StatementReader.Concept]]]], judge: Judge,
    again: (Int, [Range<String.Index>]) -> (KeyPointCheck, Touch?)
  ) {
    // A concept with its polarity: said plainly, or denied or said as its opposite.
    func key(_ concept: StatementReader.Concept) -> Int {
      judge.ids.id(concept.name) * 2 + (concept.flipped == (concept.negation == nil) ? 1 : 0)
    }
    let words = statements.map { Set($0.joined().joined().map(key)) }
    var answer: Set<Int>?  // every word of the answer, read only when a touch is shared
    // The text of a point touched better than `index` in `touch`, when it owns the touch.
    func owner(of index: Int, _ touch: Touch) -> Range<String.Index>? {
      for (other, better) in touches.enumerated() where other != index && checks[other].touched {
        guard let better, better.share > touch.share, better.range.overlaps(touch.range) else { continue }
        let own = words[index].subtracting(words[other])
        guard !own.isEmpty else { continue }
        let said = answer ?? Set(judge.clauses.lazy.flatMap(\.concepts).map(key))
        answer = said
        if said.isDisjoint(with: own) { return better.range }
      }
      return nil
    }
    var changed: [(Int, KeyPointCheck, Touch?)] = []
    for index in touches.indices where checks[index].touched {
      guard let touch = touches[index], var owned = owner(of: index, touch) else { continue }
      var excluded: [Range<String.Index>] = []
      var check = checks[index]
      (check.touched, check.evidence) = (false, nil)
      var found: Touch?
      // A few rounds at most: each excludes another point's text.
      for _ in 0..<3 {
        excluded.append(owned)
        let (elsewhere, touch) = again(index, excluded)
        guard let touch else { break }
        guard let next = owner(of: index, touch) else {
          (check, found) = (elsewhere, touch)
          break
        }
        owned = next
      }
      changed.append((index, check, found))
    }
    for (index, check, touch) in changed { (checks[index], touches[index]) = (check, touch) }
  }
}
