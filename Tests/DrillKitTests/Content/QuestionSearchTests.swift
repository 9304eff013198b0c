import DrillKitTesting
import Testing

@testable import DrillContent

/// `search`: words in any order, each matched as written or through its Snowball stem, the
/// stemmer of the key-point matcher (issue 28).
@Suite struct QuestionSearchTests {
  let questions = [
    Question(
      localID: "sendable-closure", packID: "concurrency", title: "A `@Sendable` closure",
      tags: ["concurrency"],
      prompt: "Which closure may cross an isolation boundary?"),
    Question(
      localID: "copy-on-write", packID: "values", title: "Copying arrays", tags: ["value-types"],
      prompt: "When is the buffer copied?"),
    Question(
      localID: "optional-chaining", packID: "basics", title: "Optional chaining", tags: ["optionals"],
      prompt: "What does `a?.b` give when `a` is nil?"),
  ]

  private func ids(_ text: String) -> [String] {
    QuestionSearch.search(text, in: questions).map(\.question.localID)
  }

  @Test func aPluralFindsWhatItsSingularFinds() {
    expectEqual(ids("closures"), ["sendable-closure"])
    expectEqual(ids("closures"), ids("closure"))
  }

  @Test func otherFormsOfAWordMatchThroughItsStem() {
    expectEqual(ids("copies"), ["copy-on-write"])
    expectEqual(ids("chained"), ["optional-chaining"])
  }

  @Test func severalWordsMatchInAnyOrder() {
    expectEqual(ids("sendable closures"), ["sendable-closure"])
    expectEqual(ids("closures sendable"), ["sendable-closure"])
    expectTrue(ids("sendable copies").isEmpty)
  }

  @Test func partsOfWordsStillMatch() {
    expectEqual(ids("optio"), ["optional-chaining"])
  }

  @Test func unrelatedWordsFindNothing() {
    expectTrue(ids("protocols").isEmpty)
  }
}
