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
    #expect(ids("closures") == ["sendable-closure"])
    #expect(ids("closures") == ids("closure"))
  }

  @Test func otherFormsOfAWordMatchThroughItsStem() {
    #expect(ids("copies") == ["copy-on-write"])
    #expect(ids("chained") == ["optional-chaining"])
  }

  @Test func severalWordsMatchInAnyOrder() {
    #expect(ids("sendable closures") == ["sendable-closure"])
    #expect(ids("closures sendable") == ["sendable-closure"])
    #expect(ids("sendable copies").isEmpty)
  }

  @Test func partsOfWordsStillMatch() {
    #expect(ids("optio") == ["optional-chaining"])
  }

  @Test func unrelatedWordsFindNothing() {
    #expect(ids("protocols").isEmpty)
  }
}
