/// Moments (session 32, s32-grading90): when a thing happens. A point that says it waits for
/// something ("sets `isFinished` **only when** the callback arrives", "removes events **only
/// after** the server confirms them", "resets after the connection has stayed up **for a while**",
/// "stays owned by UIKit **until** whole flows move") is misstated by a sentence that states it
/// and says it happens at once ("sets isFinished **right after** starting the request", "deletes
/// those events **right away**", "resets **as soon as** the connection opens") and says none of
/// the waiting itself (a word of waiting denied, "there's no reason to wait", says none). A point that says both claims neither; a deferral denied in the three words
/// before it ("cannot wait for an actor") waits for nothing; a moment with a denial in the five
/// words before it ("can't drop the key right away"), in a condition or a relative clause ("an API
/// that expects an answer right away"), is not said; `at once` (together, or straight away) is
/// left alone.
extension KeyPointMatcher {
  /// Words after `only` that make it wait for something: "only after", "only when", "only once",
  /// "only then".
  static let deferredAfterOnly: Set<String> = ["after", "when", "once", "then"]
  /// Words that say a thing waits on their own.
  static let deferralWords: Set<String> = ["until", "till"]
  /// Words a sentence says that leave the waiting said (its own deferral in other words).
  static let waitingWords: Set<String> = [
    "until", "till", "wait", "waits", "waiting", "waited", "later", "afterwards", "afterward", "eventually",
  ]
  /// Words after `right` or `straight` that say a thing happens at once.
  static let atOnceAfterRight: Set<String> = ["away", "after"]
  /// A denial before a deferral, a moment or a word of waiting takes it back: the counts' denials
  /// (`countDenials`, `n't` read as `t`) and `cannot` ("cannot wait for an actor").
  static let momentDenials: Set<String> = countDenials.union(["cannot"])
  /// Words that say a thing happens at once on their own.
  static let atOnceWords: Set<String> = ["immediately", "instantly"]

  /// Whether `stretches` (a point's) say the thing waits for something: `until`, `till`, `only`
  /// before `after`, `when`, `once` or `then`, "for a while", "wait for", none of them denied.
  static func defers(_ stretches: [[String]]) -> Bool {
    for stretch in stretches {
      for (index, word) in stretch.enumerated() {
        let next = index + 1 < stretch.count ? stretch[index + 1] : ""
        let deferred: Bool
        switch word {
        case "only": deferred = deferredAfterOnly.contains(next)
        case "wait", "waits": deferred = next == "for"
        case "while": deferred = index > 1 && stretch[index - 1] == "a" && stretch[index - 2] == "for"
        default: deferred = deferralWords.contains(word)
        }
        if deferred, !stretch[max(0, index - 3)..<index].contains(where: momentDenials.contains) {
          return true
        }
      }
    }
    return false
  }

  /// Whether `stretches` (a sentence's) say a thing happens at once: `immediately`, `instantly`,
  /// "right away", "straight away", "right after", "straight after", "as soon as", not denied in
  /// the five words before, not after a word of `timeClauses` in its stretch.
  static func happensAtOnce(_ stretches: [[String]]) -> Bool {
    for stretch in stretches {
      for (index, word) in stretch.enumerated() {
        let next = index + 1 < stretch.count ? stretch[index + 1] : ""
        let said: Bool
        switch word {
        case "right", "straight": said = atOnceAfterRight.contains(next)
        case "soon":
          said = index > 0 && stretch[index - 1] == "as" && next == "as"
        default: said = atOnceWords.contains(word)
        }
        guard said else { continue }
        if stretch[max(0, index - 5)..<index].contains(where: momentDenials.contains) { continue }
        if stretch[..<index].contains(where: timeClauses.contains) { continue }
        return true
      }
    }
    return false
  }

  /// Whether `said` says the thing the point says waits for something happens at once, and says
  /// nothing of the waiting. `stretches`: the point's and the sentence's, if already made
  /// (`misstates`).
  static func rushes(
    point: String, said: Substring, stretches: PlainStretches? = nil, scan: PointScan? = nil
  ) -> Bool {
    // A byte scan first (as `mistimes`), or the point's `PointScan`: most points wait for nothing.
    guard scan?.holds(.deferral) ?? deferralWordScan.isHeld(in: point) else { return false }
    let stretches = stretches ?? PlainStretches(point: point[...], said: said)
    let pointWords = stretches.pointWords
    guard defers(pointWords), !happensAtOnce(pointWords) else { return false }
    let saidWords = stretches.saidWords
    return !saysWaiting(saidWords) && !defers(saidWords) && happensAtOnce(saidWords)
  }

  /// Whether `stretches` say a word of waiting (`waitingWords`) not denied in the three words
  /// before it ("there's no reason to wait" waits for nothing).
  static func saysWaiting(_ stretches: [[String]]) -> Bool {
    stretches.contains { stretch in
      stretch.indices.contains { index in
        waitingWords.contains(stretch[index])
          && !stretch[max(0, index - 3)..<index].contains(where: momentDenials.contains)
      }
    }
  }

  /// `rushes`' prefilter: each deferral of a point holds one of these.
  static let deferralWordScan = ASCIIWordSet(deferralScanWords)
  static let deferralScanWords: [StaticString] = ["until", "till", "only", "while", "wait"]
}
