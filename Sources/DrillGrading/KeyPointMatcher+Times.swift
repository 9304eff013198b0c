/// Times (session 22, s22-grading37): how often a thing happens. A point that says it happens
/// once ("`viewDidLoad` runs **only once**", "chooses the backend **once** at startup") is
/// misstated by a sentence that states it and says it happens again and again ("runs **every
/// time** the screen appears", "can be called **many times**") and never once; a point that says
/// it happens again and again ("registers **on every** launch", "runs again **each time**") is
/// misstated by a sentence that says it happens once ("register **once** on first launch", "run
/// **exactly once**") and never again and again. A point that says both ("**once** … **on every**
/// path") claims neither. `once` as a conjunction ("once the request is submitted", "once
/// installed"), `at once` (together, straight away), a rate ("once per product", "once a day",
/// "once for each configuration"), "one-time setup" (a kind of setup) and a time with a denial
/// in the four words before it ("not every time") are no times; a time in a condition or a
/// relative clause is compared only with the other side's times in such a clause. `keep` before a
/// verb of repetition ("keeps repeating", "keeps firing") is again and again (session 37).
extension KeyPointMatcher {
  enum Times { case once, repeatedly }

  /// Words after `once` that make it a conjunction or a rate, not a time: a clause's subject
  /// ("once the", "once it"), `per`, or a period after an article ("once a day").
  static let onceOpeners: Set<String> = [
    "the", "a", "an", "it", "its", "they", "you", "we", "he", "she", "this", "that", "these", "those",
    "there", "your", "their", "our", "i", "my", "some", "all", "every", "each", "any", "no", "per",
  ]
  /// Words before `time` or `times` that say a thing happens again and again.
  static let repeatedTimes: Set<String> = ["every", "each", "many", "several", "multiple"]
  /// Words after "one time" that leave it a time ("called one time, right after …", "one time
  /// only"); any other word makes it a modifier ("one-time setup").
  static let timeEnders: Set<String> = [
    "only", "and", "or", "at", "in", "on", "for", "when", "after", "before", "during", "while", "so", "but",
    "then",
  ]
  /// Verbs of a thing that happens again and again, after `keep`: "keeps repeating", "keeps
  /// firing" (a verb of duration, "keeps running", "keeps playing", says how long, not how often).
  static let iterativeVerbs: Set<String> = [
    "repeating", "firing", "recurring", "retrying", "rerunning", "reloading", "refreshing", "rescheduling",
  ]
  /// Words that say a thing happens again and again on their own.
  static let repeatedWords: Set<String> = ["repeatedly", "whenever", "twice"]

  /// Words that open a condition or a relative clause: a time after one of them in its stretch is
  /// that clause's ("when a callback that ran many times is unregistered"), compared only with
  /// the other side's times in such a clause ("pays off only when the data is searched many
  /// times" against "even if you search it once").
  static let timeClauses: Set<String> = ["if", "unless", "when", "whenever", "that", "which", "who"]

  /// The times of `text`, within its stretches of words (`wordStretches`), each with whether it
  /// is said in a condition or a relative clause (after one of `timeClauses` in its stretch).
  static func times(in text: Substring, stretches: [[String]]? = nil) -> [(times: Times, inClause: Bool)] {
    var found: [(times: Times, inClause: Bool)] = []
    for stretch in stretches ?? wordStretches(text) {
      for (index, word) in stretch.enumerated() where mayBeTimeWord(word) {
        let before = index > 0 ? stretch[index - 1] : ""
        let next = index + 1 < stretch.count ? stretch[index + 1] : ""
        var said: Times?
        switch word {
        case "once":
          // "more than once" is again and again; "at once" is together or straight away.
          if before == "than" {
            said = index > 1 && stretch[index - 2] == "more" ? .repeatedly : nil
          } else if before != "at", !onceOpeners.contains(next), !next.hasSuffix("ed"),
            next != "for" || !["each", "every"].contains(index + 2 < stretch.count ? stretch[index + 2] : "")
          {
            said = .once
          }
        case "time":
          let twoBefore = index > 1 ? stretch[index - 2] : ""
          if before == "one" {
            // "one-time setup" names a kind of setup, not how often it runs.
            if next.isEmpty || timeEnders.contains(next) { said = .once }
          } else if before == "first", ["the", "only"].contains(twoBefore) {
            said = .once
          } else if repeatedTimes.contains(before)
            || (before == "single" && repeatedTimes.contains(twoBefore))
          {
            said = .repeatedly
          }
        case "times":
          if repeatedTimes.contains(before) { said = .repeatedly }
        case "over", "again":
          // "over and over", "again and again".
          if before == "and", index > 1, stretch[index - 2] == word { said = .repeatedly }
        case "every", "each":
          // "on every launch", "on each iteration": each time the thing happens.
          if before == "on", !next.isEmpty { said = .repeatedly }
        case "keep", "keeps", "kept", "keeping":
          // "keeps repeating", "keeps firing": again and again (session 37; not "keeps running").
          if iterativeVerbs.contains(next) { said = .repeatedly }
        default:
          if repeatedWords.contains(word) { said = .repeatedly }
        }
        guard let said else { continue }
        // A time denied ("not once", "doesn't run every time") is not said; `than` is a bound.
        if stretch[max(0, index - 4)..<index].contains(where: { $0 != "than" && countDenials.contains($0) }) {
          continue
        }
        found.append((said, stretch[..<index].contains(where: timeClauses.contains)))
      }
    }
    return found
  }

  /// Whether `word` may be one of the words `times(in:stretches:)` reads a time at, by its first
  /// byte and its length: most words are none, and each was compared with every `case` of the
  /// `switch` there (390,331 comparisons on the prose bank) and hashed for `repeatedWords`
  /// (issue 29 (a), s43-checkfast42). Exact for `String`'s `==`: those words are lowercase ASCII,
  /// and no other scalar is canonically equivalent to a lowercase ASCII letter (the only ones
  /// that decompose to ASCII are the Kelvin sign, `K`, and two to punctuation), so a word equal
  /// to one of them has its bytes. A word read there must pass here (`KeyPointTimeWordGateTests`).
  static func mayBeTimeWord(_ word: String) -> Bool {
    let utf8 = word.utf8
    guard let first = utf8.first else { return false }
    switch (first, utf8.count) {
    case (UInt8(ascii: "o"), 4): return true  // once, over
    case (UInt8(ascii: "t"), 4...5): return true  // time, times, twice
    case (UInt8(ascii: "a"), 5): return true  // again
    case (UInt8(ascii: "e"), 4...5): return true  // each, every
    case (UInt8(ascii: "k"), 4...7): return true  // keep, keeps, kept, keeping
    case (UInt8(ascii: "r"), 10): return true  // repeatedly
    case (UInt8(ascii: "w"), 8): return true  // whenever
    default: return false
    }
  }

  /// Whether `said` says the thing the point says happens once happens again and again, or the
  /// other way round, and never says the point's own time.
  /// `stretches`: the point's and the sentence's, if already made (`misstates`).
  static func mistimes(
    point: String, said: Substring, stretches: PlainStretches? = nil, scan: PointScan? = nil
  ) -> Bool {
    // A byte scan first (as `miscounts`): most points say no time, and each time word holds one
    // of these words in ASCII letters of either case.
    guard scan?.holds(.time) ?? timeWordScan.isHeld(in: point) else { return false }
    let stretches = stretches ?? PlainStretches(point: point[...], said: said)
    let pointTimes = times(in: point[...], stretches: stretches.pointWords)
    guard let own = pointTimes.first?.times, pointTimes.allSatisfy({ $0.times == own }) else { return false }
    let saidTimes = times(in: said, stretches: stretches.saidWords).filter { time in
      pointTimes.contains { $0.inClause == time.inClause }
    }
    return !saidTimes.isEmpty && !saidTimes.contains { $0.times == own }
  }
}
