import DrillSupport
import Foundation

/// Writes a lesson as pretty-printed JSON with sorted keys: its Markdown split
/// into text and snippet blocks, its checks in the pack question shape.
public enum JSONLessonWriter {
  public static func write(_ lesson: Lesson) -> String {
    PrettyJSON.text(LessonRecord(lesson), fallback: "")
  }

  private struct LessonRecord: Encodable {
    var id: String
    var title: String
    var level: Level
    var order: Int?
    var requires: [String]?
    var tags: [String]?
    var teaches: [String]?
    var intro: [BlockRecord]?
    var pages: [PageRecord]

    init(_ lesson: Lesson) {
      id = lesson.id
      title = lesson.title
      level = lesson.level
      order = lesson.order
      requires = lesson.requires.isEmpty ? nil : lesson.requires
      tags = lesson.tags.isEmpty ? nil : lesson.tags
      teaches = lesson.teaches.isEmpty ? nil : lesson.teaches
      let intro = LessonBlock.split(lesson.intro).map(BlockRecord.init)
      self.intro = intro.isEmpty ? nil : intro
      pages = lesson.pages.map(PageRecord.init)
    }
  }

  private struct PageRecord: Encodable {
    var title: String?
    var blocks: [BlockRecord]?
    var check: JSONQuestionRecord?

    init(_ page: LessonPage) {
      switch page.content {
      case .text(let text):
        title = page.title
        let blocks = LessonBlock.split(text).map(BlockRecord.init)
        self.blocks = blocks.isEmpty ? nil : blocks
      case .check(let question):
        check = JSONQuestionRecord(question)
      }
    }
  }

  private struct BlockRecord: Encodable {
    var markdown: String?
    var swift: String?
    var flags: [String]?
    var output: String?
    var error: String?
    var warning: String?

    init(_ block: LessonBlock) {
      switch block {
      case .markdown(let text):
        markdown = text
      case .swift(let code, let flags, let output, let error, let warning):
        swift = code
        self.flags = flags.isEmpty ? nil : flags
        self.output = output
        self.error = error
        self.warning = warning
      }
    }
  }
}
