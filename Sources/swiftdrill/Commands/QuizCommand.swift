import DrillSessions
import DrillSupport

/// `quiz`: a set of questions with points and explanations.
struct QuizCommand: Command {
  static let levelOption = OptionSpec.value("level", .level, "LEVEL", "beginner, intermediate or advanced")
  static let kindOption = OptionSpec.value("kind", .kind, "KIND", "written or verbal")
  static let packOption = OptionSpec.value("pack", .packID, "ID", "Only questions from this pack")
  static let topicOption = OptionSpec.value(
    "topic", .tag, "TOPIC", "Only questions on this topic (their first tag)")
  static let tagOption = OptionSpec.value("tag", .tag, "TAG", "Only questions with this tag")
  static let typeOption = OptionSpec.value(
    "type", .questionType, "TYPE", "choice, short, output, code or explain")
  static let countOption = OptionSpec.value("count", .number, "N", "How many questions (default 10)")
  static let idOption = OptionSpec.value(
    "id", .questionID, "ID", "Ask exactly this question (repeat for more)", repeatable: true)

  static let spec = CommandSpec(
    name: "quiz", summary: "Answer a set of questions, with points and explanations",
    options: [
      levelOption, kindOption, packOption, topicOption, tagOption, typeOption, countOption, idOption,
      CommandCatalog.seed,
    ],
    discussion: """
      Inside a question: :hint shows a hint, :skip shows the answer and moves on, :accept counts \
      your last answer as right from now on (after showing it and asking), :retry tries a code \
      answer again, :quit ends the quiz with its summary, Ctrl-C cancels it.
      """)

  let filter: QuestionFilter
  let count: Int
  let ids: [String]
  let seed: UInt64?

  init(parsing invocation: Invocation) throws(UsageError) {
    filter = QuestionFilter(
      level: try invocation.level(Self.levelOption), kind: try invocation.kind(Self.kindOption),
      packID: invocation.value(Self.packOption),
      tag: invocation.value(Self.tagOption), type: try invocation.questionType(Self.typeOption),
      topic: invocation.value(Self.topicOption))
    count = try invocation.number(Self.countOption, in: 1...1_000) ?? 10
    ids = invocation.allValues(Self.idOption)
    seed = try invocation.seed()
  }

  func run(in app: App) throws -> ExitCode {
    if !ids.isEmpty {
      let library = app.library
      let questions = try ids.map { id throws(CommandError) in try ShowCommand.question(id, in: library) }
      let session = QuizSession(
        context: app.studyContext(mode: .quiz, seed: seed), questions: questions,
        options: QuizSession.Options(count: questions.count, keepsOrder: true))
      guard session.run() != nil else { throw CommandError.noQuestions("questions") }
      return .success
    }
    let catalog = app.catalog
    if let pack = filter.packID, !catalog.packIDs.contains(pack) {
      throw CommandError.noPack(pack, suggestion: Suggestion.nearest(to: pack, in: catalog.packIDs))
    }
    let session = QuizSession(
      context: app.studyContext(mode: .quiz, seed: seed), catalog: catalog,
      options: QuizSession.Options(filter: filter, count: count))
    guard session.run() != nil else { throw CommandError.noQuestions(filter.description) }
    return .success
  }
}
