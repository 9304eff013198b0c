/// Crossed claims (session 24, s24-grading49): a point that sets subjects of its own side by side,
/// each with its claim ("the main queue is serial and the global queues are concurrent", "an enum
/// fits a closed set of cases, and a protocol fits a set others extend"), said with the claims
/// traded between those subjects ("the main queue is concurrent, while the global queues are
/// serial"). Every word is there and the parity of polarity agrees, so no other rule sees it; the
/// roles reading (`swappedRoles`) does for the lexicon's rival subjects only, and here the
/// subjects are the point's own.
///
/// The point's sides are its stretches (a part, or the words after a comma or after an `and` or
/// `or` that opens a statement: not one inside it, "survive deleting **and** reinstalling the app",
/// `Concept.joined`), each opened by its subject, its head, with the claims it says that no other
/// side says. A point whose head is said in another side too ("`takeRetainedValue()` consumes the
/// extra retain; each `passRetained` is balanced … by `takeRetainedValue()`") relates its subjects
/// to each other rather than setting them side by side, and a side that says no claim of its own
/// (a list of subjects: "an app delegate, view controllers and a notification report …") is none:
/// such points claim no crossing. In the sentence that states the point each concept belongs to the
/// head that opened its stretch, or the last one before it (a head is a subject only where it opens
/// its stretch: "On the app side, you need … for your domain" gives nothing to `domain`). The
/// sentence crosses the claims when it gives a claim of one side to a second head and a claim of
/// that second side to the first (a trade, not a claim given to one subject: "Jailbreak, hook
/// the trust check, pinning's off"), gives more of the point's claims to other heads than to their
/// own, and at least `KeyPointMatcher.swapShare` of them (by weight: the question's own words and
/// common words weigh half).
extension Judge {
  /// One side of a point: its head and its own claims, as `Roles.key`s (a claim said the other
  /// way is another claim).
  struct Side {
    var head: Int
    var claims: [Int]
  }

  /// The point's sides (above; its parts `numbered`), or nil when it sets no two subjects side by side.
  func sides(_ parts: [[StatementReader.Concept]]) -> [Side]? {
    var stretches: [[StatementReader.Concept]] = []
    for part in parts {
      for (index, concept) in part.enumerated() {
        if index == 0 || (concept.opens && !concept.joined) {
          // Room for the rest of the part, not grown concept by concept (issue 29 (a), s32-checkfast27).
          stretches.append([])
          stretches[stretches.count - 1].reserveCapacity(part.count - index)
        }
        stretches[stretches.count - 1].append(concept)
      }
    }
    guard stretches.count >= 2 else { return nil }
    var sides: [Side] = []
    for (position, stretch) in stretches.enumerated() {
      let head = stretch[0]
      let others = stretches.indices.filter { $0 != position }.flatMap { stretches[$0].map(\.id) }
      if head.negated || head.compared || others.contains(head.id) { return nil }
      let claims = stretch.dropFirst().filter { !others.contains($0.id) }.map(Roles.key)
      if claims.isEmpty { return nil }
      sides.append(Side(head: head.id, claims: claims))
    }
    return sides
  }

  /// The sentence of `range` (the text that states the point) when it crosses the point's claims
  /// between the point's own subjects (above).
  func crossedClaims(_ parts: [[StatementReader.Concept]], at range: Range<String.Index>) -> Range<
    String.Index
  >? {
    guard let sides = sides(parts), let index = sentence(at: range),
      let sentence = sentenceRanges.first(where: { clauses[$0.lowerBound].sentence == index })
    else { return nil }
    return trades(sides, in: sentence) ? span(sentence) : nil
  }

  /// Whether the sentence (its clauses) trades the claims of `sides` between their heads (above).
  /// `sentence` may span two sentences (claims traded between two points, one sentence for each
  /// subject: `tradedWithOtherPoint`): a head's stretch then ends with its sentence, and where a head
  /// is named without opening a stretch ("the top of the stack is the bracket that needs closing
  /// next") what follows belongs to neither.
  func trades(_ sides: [Side], in sentence: Range<Int>) -> Bool {
    let spansSentences = clauses[sentence.lowerBound].sentence != clauses[sentence.upperBound - 1].sentence
    func isHead(_ id: Int) -> Bool { sides.contains { $0.head == id } }
    // The head a concept (its `Roles.key`) is first said of, walked for each claim: a side has a few
    // claims and the text a few clauses, so no table of owners is built (session 33: a dictionary
    // of owners and a set of heads for each call were most of the cost of reading two sentences).
    func owner(of key: Int) -> Int? {
      var owner: Int?
      var current = clauses[sentence.lowerBound].sentence
      for index in sentence {
        if clauses[index].sentence != current { (owner, current) = (nil, clauses[index].sentence) }
        for concept in clauses[index].concepts {
          if concept.opens, !concept.negated, isHead(concept.id) {
            owner = concept.id
          } else if spansSentences, isHead(concept.id) {
            owner = nil
          } else if let owner, Roles.key(concept) == key {
            return owner
          }
        }
      }
      return nil
    }
    let (topic, ids) = (topicIDs, ids)
    func weight(_ key: Int) -> Double {
      topic.contains(key >> 1) || ids.isCommon(key >> 1) ? KeyPointMatcher.weakWeight : 1
    }
    var (swapped, same, total) = (0.0, 0.0, 0.0)
    var given: [(side: Int, said: Int)] = []  // a side's head, the head one of its claims is said of
    for side in sides {
      for claim in side.claims {
        total += weight(claim)
        guard let said = owner(of: claim) else { continue }
        if said == side.head {
          same += weight(claim)
        } else {
          swapped += weight(claim)
          given.append((side.head, said))
        }
      }
    }
    return given.contains(where: { pair in given.contains { $0.side == pair.said && $0.said == pair.side } })
      && swapped > same
      && swapped >= total * KeyPointMatcher.swapShare
  }
}
