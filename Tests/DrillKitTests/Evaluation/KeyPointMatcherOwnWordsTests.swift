import DrillKitTesting
import Testing

@testable import DrillGrading

/// A weak touch that says none of a point's own words (docs/evaluation.md, session 26,
/// s26-grading63; `KeyPointMatcher+OwnWords.swift`).
@Suite struct KeyPointMatcherOwnWordsTests {
  static let bridge = [
    "A script message handler is registered on the web view configuration's `WKUserContentController` under a name.",
    "The page calls `window.webkit.messageHandlers` with that name and `postMessage` to send the app a message.",
    "`evaluateJavaScript` runs a script in the page from the app and returns its result.",
    "`callAsyncJavaScript` passes arguments as JavaScript values instead of interpolating them into the script string.",
    "The user content controller keeps a strong reference to its message handlers.",
  ]

  static func check(_ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(bridge, against: answer, lexicon: .bundled)
  }

  /// "the app calls evaluateJavaScript" shares `JavaScript` and `script` with the fourth point,
  /// which its neighbours say too: it names another call, not what `callAsyncJavaScript` does
  /// (heldout15, a partial answer).
  @Test func aWeakTouchOfSharedWordsStatesNothing() {
    let checks = Self.check("For the address, the app calls evaluateJavaScript.")
    expectTrue(checks[2].credited, "\(checks[2])")
    expectTrue(!checks[3].credited && !checks[3].contradicted, "\(checks[3])")
  }

  /// One of the point's own words (`argument`, `value`) said with them is enough.
  @Test func anOwnWordKeepsTheTouch() {
    let checks = Self.check("callAsyncJavaScript passes the arguments in as values.")
    expectTrue(checks[3].credited, "\(checks[3])")
  }

  /// A point with fewer own words than `ownWordsLeast` is left alone: "Actors protect their
  /// state from data races" says only `protect` and the race beside its neighbour's words; the
  /// fourth point of the bridge says its arguments, values and interpolation.
  @Test func theRuleNeedsSeveralOwnWords() {
    let judge = Judge(clauses: [], topic: [], lexicon: .bundled)
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    func own(_ points: [String], _ index: Int) -> [Int] {
      let parts = points.map { judge.numbered(reader.parts($0)) }
      var judge = judge
      judge.otherWords = Judge.otherWords(parts, but: index)
      return judge.ownWords(Needed(parts[index][0], topic: ConceptSet(), ids: judge.ids))
    }
    expectTrue(own(Self.bridge, 3).count >= Judge.ownWordsLeast, "\(own(Self.bridge, 3))")
    let actors = ["Actors serialise access to their state", "Actors protect their state from data races"]
    expectTrue(own(actors, 1).isEmpty, "\(own(actors, 1))")
  }
}
