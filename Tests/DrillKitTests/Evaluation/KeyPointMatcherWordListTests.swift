import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// A list of key words is not a statement, and a quote must say its point: docs/evaluation.md,
/// "Session 44 (s44-salad135)".
@Suite struct KeyPointMatcherWordListTests {
  static let points = [
    "A thumbnail is written to the disk cache only after it is decoded.",
    "A failed download is retried later with exponential backoff.",
    "The cache evicts the least recently used image when it is full.",
  ]
  static let prompt = "How should an app download and cache thumbnails?"

  static func check(_ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(Self.points, against: answer, prompt: Self.prompt, lexicon: .bundled)
  }

  /// The words of two points run together with no function word, comma or code between them
  /// name the words, not the claims: neither point is touched there.
  @Test func aListOfTwoPointsWordsStatesNeither() {
    let checks = Self.check("thumbnail disk cache decoded failed download retried exponential backoff")
    for check in checks { expectTrue(!check.credited && !check.contradicted, "\(check)") }
  }

  /// The same claims said in sentences state both points.
  @Test func theSameClaimsSaidInSentencesAreCredited() {
    let checks = Self.check(
      "Thumbnails go to the disk cache once decoded. Failed downloads are retried with backoff.")
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(checks[1].credited, "\(checks[1])")
  }

  /// A terse clause of content words that touches one point keeps it: terse right answers are
  /// often said so.
  @Test func aListThatTouchesOnePointKeepsIt() {
    let checks = Self.check("thumbnail disk cache decoded")
    expectTrue(checks[0].credited, "\(checks[0])")
  }

  /// The reader's reading of a clause as a list of words: only content words, four or more.
  @Test(arguments: [
    ("queue order server confirms retries backoff", true),
    ("Thumbnails load decoded images lazily", true),
    ("The server confirms the operation", false),
    ("retries backoff", false),
    ("thumbnails, disk cache, decoding first", false),
    ("call startDownloadingThumbnail first", false),
  ])
  func aClauseOfContentWordsOnlyIsAList(text: String, lists: Bool) {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let clauses = reader.clauses(text)
    expectTrue(clauses.contains(where: \.listsWords) == lists, "\(clauses.map(\.listsWords))")
  }

  /// Known issue: word salad with function words between the key words ("a", "the", "in") is
  /// read as a clause of the question's words and credited. The tryout's pasted salad did so.
  @Test func wordSaladWithFunctionWordsIsStillCredited() {
    let checks = Self.check("each backoff in backoff disk thumbnail a image cache decoded the failed retried")
    withKnownIssue("word salad with articles and prepositions is still read as a statement") {
      expectTrue(!checks[0].credited && !checks[1].credited, "\(checks)")
    }
  }

  /// Known issue: a clause that opens with another subject ("because the outbox is synced")
  /// takes the point's subject from the clause before it and credits the point with what it says
  /// of the other subject.
  @Test func aClauseAboutAnotherSubjectStillBorrowsThePointsSubject() {
    let points = [
      "The drafts folder holds unsent messages, and it is synced to iCloud.",
      "The outbox holds messages waiting to be sent, and it is not synced.",
    ]
    let prompt = "Where should a mail app keep a message the user is still writing, and one waiting to send?"
    let checks = KeyPointMatcher.check(
      points, against: "Keep it in the drafts folder, because the outbox is synced to iCloud.",
      prompt: prompt,
      lexicon: .bundled)
    withKnownIssue("a clause opening with another point's subject still borrows the point's subject") {
      expectTrue(!checks[0].credited, "\(checks[0])")
    }
    // Said of the drafts folder itself, the claim states the point.
    let own = KeyPointMatcher.check(
      points, against: "Keep it in the drafts folder, because that is synced to iCloud.", prompt: prompt,
      lexicon: .bundled)
    expectTrue(own[0].credited, "\(own[0])")
  }

  /// Known issue (s44 tryout, finding 3; its answer, shortened): two adjacent sentences read as
  /// one (a wide fragment pair) touch the CI point through the first one's words of the point's
  /// subject ("demo app", "build") and the second's "keep … CI", and the quote, focused on the
  /// window with the most of the point's words, is the first sentence's opening, which says
  /// nothing of CI. Requiring a claim word of the window's match (or one of full weight) was
  /// measured and refused (docs/evaluation.md, "Session 44 (s44-salad135)").
  @Test func twoSentencesReadAsOneQuoteTheSubjectsSentence() {
    let points = [
      "A demo app builds and launches much faster than the full app.",
      "The demo app injects fake services through the feature's interfaces, such as a stub network client.",
      "Building the demo app exposes the feature's hidden dependencies on the main app.",
      "CI builds every demo app on each pull request, which keeps them working.",
    ]
    let answer =
      "A demo app launches straight into one feature, so you iterate much faster: you build only that "
      + "module instead of the whole app, and you do not click through login to reach the screen. The cost "
      + "is one more target to keep compiling and maintain in CI, plus the mock services it needs."
    let prompt =
      "A lead suggests that every feature module gets its own small demo app, next to the real app. The "
      + "team asks whether that is worth the extra targets. What does a demo app give you, and what does it cost?"
    let checks = KeyPointMatcher.check(points, against: answer, prompt: prompt, lexicon: .bundled)
    expectTrue(checks[0].credited, "\(checks[0])")
    withKnownIssue("a sentence pair read whole quotes the sentence that names the point's subject") {
      expectTrue(checks[3].evidence?.contains("CI") ?? !checks[3].credited, "\(checks[3])")
    }
  }
}
