import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

@Suite struct JSONLessonParserTests {
  static let jsonLesson = #"""
    {"id": "l", "title": "T", "level": "beginner", "pages": [{"title": "Page", "blocks": [{"markdown": "Text."}]}]}
    """#

  private func load(_ fixture: String) throws -> ContentLibrary {
    ContentLoader().loadLesson(text: try ContentFixtures.text(fixture), path: "loops.json")
  }

  @Test func readsTheLessonsFieldsPagesAndChecks() throws {
    let library = try load("valid/lessons/loops.json")
    expectEqual(library.diagnostics.map(\.description), [])
    let lesson = try #require(library.lessons.first)
    expectEqual(lesson.id, "loops")
    expectEqual(lesson.title, "Loops and ranges")
    expectEqual(lesson.order, 3)
    expectEqual(lesson.requires, ["optionals"])
    expectEqual(lesson.tags, ["loops", "ranges"])
    expectEqual(lesson.intro, "A loop repeats its body, once for each element.")
    expectEqual(lesson.pages.map(\.title), ["for-in over a range", "while", "How many numbers?"])
    expectEqual(lesson.pages.map(\.line), [12, 21, 28])
    let check = try #require(lesson.checks.first)
    expectEqual(check.id, "loops/range-count")
    expectEqual(check.type, .choice)
    expectEqual(check.location.line, 29)
  }

  @Test func aPageIsItsBlocksAsMarkdown() throws {
    let lesson = try #require(try load("valid/lessons/loops.json").lessons.first)
    expectEqual(
      lesson.pages[1].markdown,
      "A `while` loop runs as long as its condition holds.\n\n```swift {norun}\nwhile condition {\n  step()\n}\n```"
    )
  }

  @Test func snippetsClaimWhatTheirFlagsSayAtTheirCode() throws {
    let library = try load("valid/lessons/loops.json")
    expectEqual(library.snippets.map(\.claim), [.runs(expectedOutput: "0\n1\n2"), .traps])
    expectEqual(library.snippets.map(\.location.line), [16, 18])
    expectEqual(library.snippets.map(\.location.column), [19, 19])
    expectTrue(library.snippets.allSatisfy { $0.context == "lesson loops" })
  }

  @Test func readsTheSameLessonAsItsMarkdownForm() throws {
    let json = try ContentFixtures.text("valid/lessons/loops.json")
    let markdown = try #require(ContentConverter.convert(text: json, path: "loops.json", to: .markdown).text)
    let fromJSON = try #require(ContentLoader().loadLesson(text: json, path: "l.json").lessons.first)
    let fromMarkdown = try #require(ContentLoader().loadLesson(text: markdown, path: "l.md").lessons.first)
    expectEqual(fromJSON.intro, fromMarkdown.intro)
    expectEqual(fromJSON.pages.map(\.title), fromMarkdown.pages.map(\.title))
    expectEqual(fromJSON.pages.map(\.markdown), fromMarkdown.pages.map(\.markdown))
    expectEqual(fromJSON.checks.map(\.id), fromMarkdown.checks.map(\.id))
    expectEqual(fromJSON.checks.map(\.choices), fromMarkdown.checks.map(\.choices))
  }

  @Test func aJSONAndAMarkdownLessonWithOneIDIsAnErrorNamingBothFiles() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    let markdown = try temp.write(
      "lessons/a.md", "---\nid: l\ntitle: T\nlevel: beginner\n---\n\n## Page\nText.\n")
    let json = try temp.write("lessons/b.json", Self.jsonLesson)
    let library = ContentLoader().load([
      ContentSource(temp.url.appendingPathComponent("lessons"), role: .lessons)
    ])
    expectEqual(library.lessons.count, 1)
    let diagnostic = try #require(library.diagnostics.first)
    expectEqual(library.diagnostics.count, 1)
    expectTrue(diagnostic.message.hasPrefix("lesson id `l` is used twice"))
    expectTrue(diagnostic.message.contains(markdown.path) && diagnostic.message.contains(json.path))
    expectEqual(diagnostic.location.path, json.path)
    expectTrue(diagnostic.location.line == 1 && diagnostic.location.column == 8)
  }

  @Test func aJSONLessonMayRequireAMarkdownLesson() throws {
    let library = ContentLoader().load([
      ContentSource(try ContentFixtures.url("valid/lessons"), role: .lessons)
    ])
    expectEqual(library.diagnostics, [])
    expectEqual(library.lesson(id: "loops")?.requires, ["optionals"])
  }

  @Test func aJSONLessonOutsideLessonsFoldersIsToldByItsFields() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    let file = try temp.write("mine/l.json", Self.jsonLesson)
    let library = ContentLoader().load([ContentSource(file)])
    expectEqual(library.diagnostics, [])
    expectEqual(library.lessons.map(\.id), ["l"])
  }
}
