import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillProgress
@testable import DrillSessions

@Suite struct QuestionCatalogTests {
  static let questions =
    (1...6).map { SessionFixtures.choice("c\($0)", level: $0.isMultiple(of: 2) ? .advanced : .beginner) }
    + [SessionFixtures.short("s1"), SessionFixtures.short("s2")]

  @Test(arguments: [
    QuestionFilter(), QuestionFilter(type: .short), QuestionFilter(level: .advanced),
    QuestionFilter(packID: "nowhere"),
  ])
  func aQuizPicksTheSameQuestionsFromACatalog(filter: QuestionFilter) {
    let options = QuizSession.Options(filter: filter, count: 3)
    let (first, _) = SessionFixtures.context(lines: [], store: nil, seed: 9)
    let (second, _) = SessionFixtures.context(lines: [], store: nil, seed: 9)
    let direct = QuizSession(context: first, questions: Self.questions, options: options).selection()
    let expected = Self.questions.filter(filter.matches).shuffled(using: &second.generator).prefix(3)
    expectEqual(direct, Array(expected))
    let catalog = QuestionCatalog(questions: Self.questions)
    let (third, _) = SessionFixtures.context(lines: [], store: nil, seed: 9)
    expectEqual(QuizSession(context: third, catalog: catalog, options: options).selection(), direct)
  }

  @Test func entriesSummariseTheirQuestions() {
    let catalog = QuestionCatalog(questions: Self.questions)
    expectEqual(catalog.entries.map(\.id), Self.questions.map(\.id))
    expectEqual(catalog.entries.map(\.type), Self.questions.map(\.type))
    expectEqual(catalog.entries.map(\.level), Self.questions.map(\.level))
    expectEqual(catalog.packIDs, ["fixture"])
    expectEqual(catalog.question(at: 6), Self.questions[6])
  }

  @Test func aDrillOverACatalogDecodesOnlyWhatItPlans() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let (context, _) = SessionFixtures.context(lines: [], store: store, mode: .drill)
    let catalog = QuestionCatalog(questions: Self.questions)
    let plan = DrillSession(context: context, catalog: catalog, options: .init(newLimit: 4)).plan()
    expectTrue(plan.due.isEmpty)
    // Beginner questions first, the topics taking turns (the drill's default order).
    expectEqual(plan.new.map(\.localID), ["c1", "s1", "c3", "s2"])
  }
}

/// A filter reads only the fields it tests from a catalog's entries (`matches(_:at:)`): the
/// same answers as testing each whole entry, over parsed and snapshot-served catalogs.
@Suite struct QuestionFilterEntriesTests {
  static let filters = [
    QuestionFilter(), QuestionFilter(level: .beginner), QuestionFilter(kind: .verbal),
    QuestionFilter(type: .choice), QuestionFilter(packID: "nowhere"), QuestionFilter(tag: "OPTIONALS"),
    QuestionFilter(topic: "Generics"), QuestionFilter(level: .advanced, kind: .written, type: .code),
  ]

  @Test(arguments: ["valid", "golden"])
  func aFilterAtAnIndexAnswersAsOnTheWholeEntry(fixture: String) throws {
    let folder = try TemporaryFolder()
    let cache = ContentCache(directory: folder.url, build: "test", racyWindow: 0)
    let sources = [ContentSource(try ContentFixtures.url(fixture))]
    _ = cache.load(sources)
    let served = cache.load(sources)
    expectTrue(served.fromCache)
    let parsed = QuestionCatalog(ContentLoader().load(sources))
    // Filters on what the fixture holds, besides the fixed ones.
    let first = parsed.entries[0]
    let own = [
      QuestionFilter(packID: first.packID), QuestionFilter(tag: first.tags.first?.uppercased()),
      QuestionFilter(topic: first.tags.first?.lowercased()),
    ]
    for filter in Self.filters + own {
      for catalog in [served.catalog, parsed] {
        let entries = catalog.entries
        expectEqual(
          entries.indices.map { filter.matches(entries, at: $0) }, entries.map { filter.matches($0) },
          "\(filter)")
      }
    }
  }
}
