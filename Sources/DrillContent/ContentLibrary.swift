/// Everything loaded: packs, lessons, the code claims to prove and the problems found.
public struct ContentLibrary: Sendable {
  public var packs: [Pack]
  public var lessons: [Lesson]
  public var snippets: [CodeSnippet]
  public var diagnostics: [Diagnostic]

  public init(
    packs: [Pack] = [], lessons: [Lesson] = [], snippets: [CodeSnippet] = [],
    diagnostics: [Diagnostic] = []
  ) {
    self.packs = packs
    self.lessons = lessons
    self.snippets = snippets
    self.diagnostics = diagnostics
  }

  public var questions: [Question] { packs.flatMap(\.questions) }

  /// The packs' questions, then the lessons' checks: every question a review can name.
  public var questionsAndChecks: [Question] { questions + lessons.flatMap(\.checks) }

  public func pack(id: String) -> Pack? { packs.first { $0.id == id } }

  public func lesson(id: String) -> Lesson? { lessons.first { $0.id == id } }

  /// A question by full id (`pack/question`), from packs or lesson checks.
  public func question(id: String) -> Question? {
    if let found = questions.first(where: { $0.id == id }) { return found }
    return lessons.lazy.flatMap(\.checks).first { $0.id == id }
  }

  public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
  public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

  /// Lessons in course order: by `order`, then title.
  public var course: [Lesson] {
    lessons.sorted { ($0.order ?? Int.max, $0.title) < ($1.order ?? Int.max, $1.title) }
  }
}
