import Foundation

/// A lesson: Markdown pages with runnable snippets and check questions.
public struct Lesson: Sendable, Hashable, Identifiable {
  public var id: String
  public var title: String
  public var level: Level
  /// Position in the course.
  public var order: Int?
  /// Lesson ids to take first.
  public var requires: [String]
  public var tags: [String]
  /// The concepts this lesson teaches (names from `LessonConcept.table`); the
  /// order check reports a lesson that uses one of them earlier in the course.
  public var teaches: [String]
  /// Markdown before the first `##` section.
  public var intro: String
  public var pages: [LessonPage]
  public var path: String

  public init(
    id: String, title: String, level: Level, order: Int? = nil, requires: [String] = [],
    tags: [String] = [], teaches: [String] = [], intro: String = "", pages: [LessonPage] = [],
    path: String
  ) {
    self.id = id
    self.title = title
    self.level = level
    self.order = order
    self.requires = requires
    self.tags = tags
    self.teaches = teaches
    self.intro = intro
    self.pages = pages
    self.path = path
  }

  /// The pages a reader walks through: the intro (when there is one), then every `##` section.
  public var shownPages: [LessonPage] {
    let trimmed = intro.trimmingCharacters(in: .whitespacesAndNewlines)
    let first = trimmed.isEmpty ? [] : [LessonPage(title: "Introduction", content: .text(intro), line: 1)]
    return first + pages
  }

  /// How many pages a reader walks through.
  public var pageCount: Int { shownPages.count }

  /// The embedded `## Check:` questions, in order.
  public var checks: [Question] {
    pages.compactMap { page in
      if case .check(let question) = page.content { return question }
      return nil
    }
  }
}

/// One `##` section of a lesson.
public struct LessonPage: Sendable, Hashable {
  public enum Content: Sendable, Hashable {
    /// Markdown text with snippets.
    case text(String)
    /// A `## Check: …` question, asked through the evaluator.
    case check(Question)
  }

  public var title: String
  public var content: Content
  public var line: Int

  public init(title: String, content: Content, line: Int) {
    self.title = title
    self.content = content
    self.line = line
  }

  /// The page's Markdown: its text, or a check question's prompt.
  public var markdown: String {
    switch content {
    case .text(let text): text
    case .check(let question): question.prompt
    }
  }
}
