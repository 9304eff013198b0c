import DrillKitTesting
import Testing

@testable import DrillGrading

/// What the answer that touched a credited key point did not say, in the point's own words
/// (`KeyPointCheck.missing`, issue 23 "Show the evidence", session 36): a point credited for half
/// its claim showed ✓ and the quote, and the learner, who rates themselves, was not told the rest.
@Suite struct KeyPointMatcherMissingTests {
  static let retries = "Retries use exponential backoff with jitter and a limited number of attempts"
  static let weak = "weak references become nil when the object is freed"
  static let actors =
    "Actors serialize access to their state; they do not support inheritance; they are Sendable"

  @Test func aPartialTouchListsTheWordsItLeftOut() {
    // Not "…, meaning each retry goes to several servers at once": an echoed opening with another
    // claim is not credited since session 52 (s52-census; KeyPointMatcherS52EchoedOpeningTests).
    let check = checkPoint(
      Self.retries,
      "Retries use exponential backoff with jitter, so that clients do not all retry at the same moment")
    expectTrue(check.credited, "\(check)")
    expectEqual(check.missing, ["a limited number of attempts"])
  }

  @Test func aPartialTouchOfAClaimListsItsCondition() {
    let check = checkPoint(Self.weak, "a weak reference becomes nil")
    expectTrue(check.credited, "\(check)")
    expectEqual(check.missing, ["when the object is freed"])
  }

  /// A part no clause touched is listed whole, in the point's words, its denial kept.
  @Test func aPartNotTouchedIsListedWhole() {
    let check = checkPoint(Self.actors, "actors serialize access to state and they are sendable")
    expectTrue(check.credited, "\(check)")
    expectEqual(check.missing, ["they do not support inheritance"])
  }

  /// Said whole, or in words the lexicon reads as the point's ("deallocated" for "freed",
  /// "refs" for "references"): nothing is missing.
  @Test(arguments: [
    (retries, "Retries use exponential backoff with jitter and a limited number of attempts"),
    (weak, "weak refs go to nil once the object is deallocated"),
    (weak, "A weak reference becomes nil when its object is deallocated."),
  ])
  func aPointSaidWholeListsNothing(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(check.credited, "\(answer): \(check)")
    expectEqual(check.missing, [], "\(answer)")
  }

  static let tokens =
    "Typography tokens map to text styles such as `.body`, so the text scales with the user's Dynamic Type setting."

  /// The rest of the point said in another sentence of the answer is said: "not said" would be
  /// false (session 37, s37-evidence112). Until then only the sentence of the touch counted, and
  /// an answer that says a point over two sentences was told the second half was not said.
  @Test(arguments: [
    (
      tokens, "Typography tokens should map to text styles like dot body. Then text scales with Dynamic Type."
    ),
    (
      weak,
      "A weak reference becomes nil, it doesn't retain. The object gets deallocated when its last strong reference goes away."
    ),
    (
      retries,
      "Retries use exponential backoff with jitter, meaning each retry goes to several servers at once. The number of attempts is limited."
    ),
  ])
  func theRestSaidInAnotherSentenceIsNoLine(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(check.credited, "\(answer): \(check)")
    expectEqual(check.missing, [], "\(answer)")
  }

  /// A claim left out of every sentence is still listed, however many sentences the answer has.
  @Test(arguments: [
    (
      tokens, "Typography tokens should map to text styles like dot body. Then the spacing stays fixed.",
      "scales with the user's Dynamic Type setting"
    ),
    (
      weak, "A weak reference becomes nil. It does not keep a strong hold on anything.",
      "when the object is freed"
    ),
    (
      retries,
      "Retries use exponential backoff with jitter, so that clients do not all retry at the same moment. And they stop eventually.",
      "a limited number of attempts"
    ),
  ])
  func aClaimLeftOutOfEverySentenceIsListed(point: String, answer: String, left: String) {
    let check = checkPoint(point, answer)
    expectTrue(check.credited, "\(answer): \(check)")
    expectEqual(check.missing, [left], "\(answer)")
  }

  /// Only a credited point lists anything: a point not said, or said the other way, has no line.
  @Test(arguments: [
    (retries, "I don't know much about networking"),
    (weak, "a weak reference never becomes nil, it keeps the object alive"),
  ])
  func aPointNotCreditedListsNothing(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(!check.credited, "\(answer): \(check)")
    expectEqual(check.missing, [], "\(answer)")
  }

  /// One word the lexicon does not read as the answer's is no line: it is more often a paraphrase.
  @Test func oneUnknownWordIsNoLine() {
    let check = checkPoint(
      "Replaces null pointers and sentinel values like `-1`",
      "Swift gets rid of null pointers and of magic values")
    expectTrue(check.credited, "\(check)")
    expectEqual(check.missing, [])
  }

  /// Stop words, articles and the point's subject are never listed alone; an aside in
  /// parentheses is never listed.
  @Test func theSubjectAndAsidesAreNotListed() {
    let check = checkPoint(
      "Structs copy on assignment (value semantics) and live on the stack", "structs copy on assignment")
    expectTrue(check.credited, "\(check)")
    expectTrue(
      !(check.missing.contains { $0.contains("value semantics") || $0.contains("Structs") }), "\(check)")
  }

  /// The bank's audit quotes no evidence, and lists nothing missing (it never shows it).
  @Test func theAuditListsNothing() {
    let check = KeyPointMatcher.check(
      [Self.retries], against: "Retries use exponential backoff with jitter", lexicon: .bundled,
      quotesEvidence: false)[0]
    expectTrue(check.credited)
    expectEqual(check.missing, [])
  }

  /// The words of a statement as the concepts they say: a lexicon phrase is one span of its
  /// words, a stop word or a denial none.
  @Test func conceptSpansCoverPhrasesAndSkipStopWords() throws {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let tokens = try #require(reader.sentences(of: "the object goes away, not the reference").first)
    let spans = reader.conceptSpans(tokens)
    let words = spans.map { span in span.tokens.map { tokens[$0].text }.joined(separator: " ") }
    expectEqual(words, ["object", "goes away", "reference"])
  }
}
