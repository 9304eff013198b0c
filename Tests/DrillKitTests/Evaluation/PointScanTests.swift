import DrillKitTesting
import Testing

@testable import DrillGrading

/// One pass over a touched point for the seven prefilters of the misstatement rules and the
/// all-clear (`KeyPointMatcher.PointScan`, docs/performance.md, s32-checkfast25): each rule's
/// answer is its own word set's, and the words held are those `holdsASCIIWord` finds.
@Suite struct PointScanTests {
  typealias Matcher = KeyPointMatcher

  /// A pseudo-random number below `bound`, the same each run.
  static func next(_ state: inout UInt64, below bound: Int) -> Int {
    ScopePrefilterAndOtherSubjectStretchTests.next(&state, below: bound)
  }

  static let rules: [(rule: Matcher.PointScanRule, set: ASCIIWordSet)] = [
    (.harm, Matcher.harmRootScan), (.time, Matcher.timeWordScan), (.quantity, Matcher.quantityWordScan),
    (.count, Matcher.countWordScan), (.cost, Matcher.costWordScan), (.only, Matcher.onlyWordScan),
    (.deferral, Matcher.deferralWordScan),
  ]

  /// Texts of the rules' words, their halves, upper case, and other words and bytes.
  static let texts: [String] = {
    let words = Matcher.pointScanWords.joined().map { $0.description }
    let pieces =
      words + words.map { String($0.prefix(2)) } + words.map { $0.uppercased() } + [
        "the", "view", "runs", "é", "O(", "(", " ", ", ", "x", "s", "-", "Ω",
      ]
    var state: UInt64 = 32
    return [""]
      + (0..<3_000).map { _ in
        (0..<(1 + next(&state, below: 6))).map { _ in pieces[next(&state, below: pieces.count)] }
          .joined(separator: next(&state, below: 3) == 0 ? "" : " ")
      }
  }()

  @Test func eachRuleAnswersAsItsOwnScan() {
    var held = [Int](repeating: 0, count: Self.rules.count)
    for text in Self.texts {
      let scan = Matcher.PointScan(text)
      for (number, (rule, set)) in Self.rules.enumerated() {
        expectEqual(scan.holds(rule), set.isHeld(in: text), "\(rule) \(text)")
        held[number] += scan.holds(rule) ? 1 : 0
      }
    }
    // Each rule both holds and does not.
    expectTrue(held.allSatisfy { $0 > 10 && $0 < Self.texts.count - 10 }, "\(held)")
  }

  @Test func theWordsHeldAreTheWordsSearched() {
    let words = Matcher.pointScanWords.joined().map { $0 }
    for text in Self.texts {
      var bytes = text
      let held = bytes.withUTF8 { Matcher.pointWordScan.held(in: $0, enough: 0) }
      for (number, word) in words.enumerated() {
        expectEqual(held & 1 << UInt64(number) != 0, Matcher.holdsASCIIWord(text, word), "\(word) \(text)")
      }
    }
  }

  /// `misstatesOrClears` as `misstates` and `allClears` each scanning the point itself.
  @Test func misstatesOrClearsAnswersAsTheRulesAlone() {
    let pairs: [(point: String, said: String)] = [
      ("It only runs once on the main thread", "It runs every time on any thread, again and again"),
      ("A retain cycle leaks memory", "A retain cycle is fine and harmless"),
      ("Sorting takes O(n log n) time", "Sorting takes linear time"),
      ("It holds a single value", "It holds several values"),
      ("Only the main actor updates the view", "Every actor updates the view"),
      ("Some requests are retried", "All requests are always retried"),
      ("The view redraws", "The view redraws"),
    ]
    let stemmer = SnowballStemmer()
    let stop = GradingLexicon.bundled.stopWords
    var found = 0
    for (point, said) in pairs {
      let alone =
        Matcher.misstates(point: point, said: said[...], stemmer: stemmer, stop: stop)
        || Matcher.allClears(point: point, said: said[...])
      let once = Matcher.misstatesOrClears(
        point: point, said: said[...], touched: said[...], stemmer: stemmer, stop: stop)
      expectEqual(once, alone, "\(point) | \(said)")
      found += once ? 1 : 0
    }
    expectTrue(found > 2 && found < pairs.count, "\(found)")
  }
}
