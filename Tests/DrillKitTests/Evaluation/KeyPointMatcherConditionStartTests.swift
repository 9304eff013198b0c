import DrillKitTesting
import Testing

@testable import DrillGrading

/// `quantities` and `scopes` find a stretch's first condition word once (issue 29 (a),
/// s31-checkfast22): with `inCondition` false, a quantity or a scope after `if`, `unless`, `when`
/// or `whenever` in its stretch is the condition's, one before it the claim's, wherever the
/// condition stands; with `inCondition` true every one is read.
@Suite struct KeyPointMatcherConditionStartTests {
  typealias Matcher = KeyPointMatcher
  static let stop = GradingLexicon.bundled.stopWords

  static func quantities(_ text: String, inCondition: Bool) -> [Matcher.Quantity] {
    Matcher.quantities(in: text[...], stemmer: SnowballStemmer(), stop: stop, inCondition: inCondition)
      .map(\.quantity)
  }

  static func scopes(_ text: String, inCondition: Bool) -> [Matcher.Scope] {
    Matcher.scopes(in: text[...], stemmer: SnowballStemmer(), stop: stop, inCondition: inCondition).map(
      \.scope)
  }

  @Test func quantitiesAfterAConditionAreTheConditions() {
    let cases: [(String, [Matcher.Quantity], [Matcher.Quantity])] = [
      ("every user logs in only through the portal", [.every, .only], [.every, .only]),
      ("every user logs in when only admins watch", [.every], [.every, .only]),
      ("when every user logs in only admins watch", [], [.every, .only]),
      (
        "it trusts only certificates if every check passes when all users agree", [.only],
        [.only, .every, .every]
      ),
      ("only certificates, if any, then every user", [.only, .every], [.only, .every, .every]),
      ("unless each user agrees", [], [.every]),
      ("the cache keeps all entries whenever", [.every], [.every]),
    ]
    for (text, claim, all) in cases {
      #expect(Self.quantities(text, inCondition: false) == claim, "\(text)")
      #expect(Self.quantities(text, inCondition: true) == all, "\(text)")
    }
  }

  @Test func scopesAfterAConditionAreTheConditions() {
    let cases: [(String, [Matcher.Scope], [Matcher.Scope])] = [
      ("it sometimes fails and always retries", [.some, .all], [.some, .all]),
      ("it sometimes fails when it always retries", [.some], [.some, .all]),
      ("if it sometimes fails it always retries", [], [.some, .all]),
      ("it always retries unless it sometimes fails whenever it may stop", [.all], [.all, .some, .some]),
      ("it may fail, when it always retries, it usually stops", [.some, .some], [.some, .all, .some]),
    ]
    for (text, claim, all) in cases {
      #expect(Self.scopes(text, inCondition: false) == claim, "\(text)")
      #expect(Self.scopes(text, inCondition: true) == all, "\(text)")
    }
  }
}
