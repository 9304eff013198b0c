import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

@Suite struct ContentLoaderTests {
  static let pack = "---\nid: ID\ntitle: T\n---\n\n## Q\nSay it.\n\n### Accept\n- it\n"
  static let lesson = "---\nid: ID\ntitle: T\nlevel: beginner\n---\n\n## Page\nText.\n"

  @Test func loadsTheValidTreeWithoutDiagnostics() throws {
    let library = ContentLoader().load([ContentSource(try ContentFixtures.url("valid"))])
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.packs.map(\.id), ["basics", "closures"])
    expectEqual(library.lessons.map(\.id), ["loops", "optionals", "variables"])
    expectEqual(library.snippets.count, 11)
  }

  @Test func anAutoFileIsALessonWhenAPathComponentIsLessons() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    try temp.write("mine/deep/lessons/l.md", Self.lesson.replacingOccurrences(of: "ID", with: "l"))
    try temp.write("mine/other/p.md", Self.pack.replacingOccurrences(of: "ID", with: "p"))
    let library = ContentLoader().load([ContentSource(temp.url.appendingPathComponent("mine"))])
    expectEqual(library.diagnostics, [])
    expectEqual(library.lessons.map(\.id), ["l"])
    expectEqual(library.packs.map(\.id), ["p"])
  }

  @Test func aFolderWithQuestionsAndLessonsReadsOnlyThose() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    try temp.write("course/questions/p.md", Self.pack.replacingOccurrences(of: "ID", with: "p"))
    try temp.write("course/lessons/l.md", Self.lesson.replacingOccurrences(of: "ID", with: "l"))
    try temp.write("course/notes.md", "not content")
    try temp.write("course/questions/README.md", "How to write packs.")
    try temp.write("course/questions/.hidden.md", "hidden")
    let library = ContentLoader().load([ContentSource(temp.url.appendingPathComponent("course"))])
    expectEqual(library.diagnostics, [])
    expectEqual(library.packs.map(\.id), ["p"])
    expectEqual(library.lessons.map(\.id), ["l"])
  }

  @Test func twoPacksWithOneIDIsAnErrorNamingBothFiles() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    let first = try temp.write("q/a.md", Self.pack.replacingOccurrences(of: "ID", with: "same"))
    let second = try temp.write("q/b.json", #"{"id": "same", "title": "T", "questions": []}"#)
    let library = ContentLoader().load([ContentSource(temp.url.appendingPathComponent("q"), role: .questions)]
    )
    expectEqual(library.packs.count, 1)
    let diagnostic = try #require(library.diagnostics.first)
    expectEqual(library.diagnostics.count, 1)
    expectTrue(diagnostic.message.contains(first.path) && diagnostic.message.contains(second.path))
    expectEqual(diagnostic.location.path, second.path)
  }

  @Test func twoLessonsWithOneIDIsAnError() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    try temp.write("l/a.md", Self.lesson.replacingOccurrences(of: "ID", with: "same"))
    try temp.write("l/b.md", Self.lesson.replacingOccurrences(of: "ID", with: "same"))
    let library = ContentLoader().load([ContentSource(temp.url.appendingPathComponent("l"), role: .lessons)])
    expectEqual(library.lessons.count, 1)
    expectEqual(library.diagnostics.map(\.location.line), [2])
    expectEqual(library.diagnostics.first?.message.hasPrefix("lesson id `same` is used twice"), true)
  }

  @Test func aCheckMayNotShareItsFullIDWithAPackQuestion() throws {
    let library = ContentLoader().load(documents: [
      ContentDocument(
        text: Self.pack.replacingOccurrences(of: "ID", with: "same"), path: "p.md", role: .pack),
      ContentDocument(
        text: Self.lesson.replacingOccurrences(of: "ID", with: "same")
          + "\n## Check: Q\nSay it.\n\n### Accept\n- it\n",
        path: "l.md", role: .lesson),
    ])
    expectEqual(
      library.diagnostics.map(\.description),
      [
        "l.md:10:1: error: check id `same/q` is also a question of pack `same` (p.md)"
      ])
  }

  @Test func theSameFileGivenTwiceLoadsOnce() throws {
    let url = try ContentFixtures.url("valid/questions/basics.md")
    let library = ContentLoader().load([ContentSource(url), ContentSource(url, role: .questions)])
    expectEqual(library.diagnostics, [])
    expectEqual(library.packs.count, 1)
  }

  @Test(arguments: [
    ("missing", nil as String?, "no such file or folder"),
    ("notes.txt", "text", "not a content file (.md or .json)"),
    ("bad.md", "\u{FF}", "this file is not valid UTF-8 text (byte 0xFF here); save it as UTF-8"),
  ])
  func reportsAnUnusableSource(name: String, contents: String?, message: String) throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    let url = temp.url.appendingPathComponent(name)
    if let contents {
      let data = contents == "\u{FF}" ? Data([0xFF, 0xFE]) : Data(contents.utf8)
      try data.write(to: url)
    }
    let library = ContentLoader().load([ContentSource(url)])
    expectEqual(library.diagnostics.map(\.message), [message])
  }

  /// A pack saved as Latin-1 was refused at line 1, column 1 whatever the line its accent was on.
  @Test func aFileThatIsNotUTF8IsRefusedAtItsFirstBadByte() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    let url = temp.url.appendingPathComponent("latin.md")
    let text = Array("---\nid: latin\ntitle: Latin\n---\n\n## Caf".utf8) + [0xE9] + Array(" au lait\n".utf8)
    try Data(text).write(to: url)
    let library = ContentLoader().load([ContentSource(url)])
    expectEqual(
      library.diagnostics.map(\.description),
      ["\(url.path):6:7: error: this file is not valid UTF-8 text (byte 0xE9 here); save it as UTF-8"])
  }

  @Test func aSingleLessonIsNotBlamedForRequiringOthers() throws {
    let text = try ContentFixtures.text("valid/lessons/optionals.md")
    expectEqual(ContentLoader().loadLesson(text: text, path: "o.md").diagnostics, [])
  }

  @Test func aJSONFileInTheLessonsRoleIsReadAsALesson() {
    let library = ContentLoader().load(documents: [ContentDocument(text: "{}", path: "l.json", role: .lesson)]
    )
    expectEqual(
      library.diagnostics.map(\.message),
      [
        "lesson needs `id`", "lesson needs `level`", "lesson needs `pages`", "lesson needs `title`",
      ])
  }
}
