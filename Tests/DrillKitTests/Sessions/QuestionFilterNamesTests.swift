import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillSessions

/// A `--topic` or `--tag` that no question has is named, with the nearest name (session 45's
/// tryout: `--topic optional` read "no new questions left").
@Suite struct QuestionFilterNamesTests {
  static let catalog: QuestionCatalog = {
    var optionals = SessionFixtures.choice("o")
    optionals.tags = ["optionals", "optimisation"]
    var generics = SessionFixtures.short("g")
    generics.tags = ["generics", "protocols"]
    return QuestionCatalog(questions: [optionals, generics])
  }()

  typealias Unknown = QuestionFilter.UnknownName

  @Test(
    arguments: [
      (
        QuestionFilter(topic: "optional"),
        Unknown(kind: .topic, name: "optional", suggestion: "optionals", isTag: false)
      ),
      (QuestionFilter(topic: "Generics"), nil),
      (
        QuestionFilter(topic: "optimisation"),
        Unknown(kind: .topic, name: "optimisation", suggestion: nil, isTag: true)
      ),
      (
        QuestionFilter(tag: "protocol"),
        Unknown(kind: .tag, name: "protocol", suggestion: "protocols", isTag: false)
      ),
      (QuestionFilter(tag: "optimisation"), nil),
      (
        QuestionFilter(tag: "nosuchtag"),
        Unknown(kind: .tag, name: "nosuchtag", suggestion: nil, isTag: false)
      ),
      // Other filters may still leave nothing: that is the session's to say.
      (QuestionFilter(level: .advanced, topic: "generics"), nil),
      (QuestionFilter(), nil),
    ] as [(QuestionFilter, Unknown?)])
  func namesTheUnknownTopicOrTag(filter: QuestionFilter, expected: Unknown?) {
    expectEqual(filter.unknownName(in: Self.catalog), expected)
  }
}
