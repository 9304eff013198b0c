import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct ContentConverterTests {
  static let markdownLesson = "---\nid: l\ntitle: T\nlevel: beginner\n---\n\n## Page\nText.\n"
  static let markdownPack = "---\nid: p\ntitle: T\n---\n\n## Q\nSay it.\n\n### Accept\n- it\n"

  @Test(arguments: [
    ("lessons/l.md", markdownLesson, ContentDocument.Role.lesson),
    ("a/lessons/l.md", markdownPack, .lesson),
    ("questions/p.md", "---\nid: p\ntitle: T\norder: 1\n---\n", .pack),
    ("p.md", markdownPack, .pack),
    ("l.md", markdownLesson, .pack),
    ("l.md", "---\nid: l\ntitle: T\nlevel: beginner\norder: 3\n---\n", .lesson),
    ("l.md", "---\nid: l\ntitle: T\nlevel: beginner\nrequires: [a]\n---\n", .lesson),
    ("l.md", markdownLesson + "\n## Check: Q\nSay it.\n", .lesson),
    ("l.json", #"{"id": "l", "pages": []}"#, .lesson),
    ("l.json", #"{"id": "l", "order": 2}"#, .lesson),
    ("p.json", #"{"id": "p", "questions": []}"#, .pack),
    ("p.json", "not json", .pack),
  ])
  func tellsALessonFromAPack(path: String, text: String, role: ContentDocument.Role) {
    expectEqual(ContentConverter.role(ofText: text, path: path), role)
  }

  @Test func convertsALessonToJSONAndBack() throws {
    let json = try #require(
      ContentConverter.convert(text: Self.markdownLesson, path: "lessons/l.md", to: .json).text)
    expectContains(json, #""pages" : ["#)
    let markdown = try #require(
      ContentConverter.convert(text: json, path: "lessons/l.json", to: .markdown).text)
    expectEqual(markdown, "---\nid: l\ntitle: T\nlevel: beginner\n---\n\n## Page\n\nText.\n")
  }

  @Test func aLessonReadAsAPackIsNotConverted() {
    let conversion = ContentConverter.convert(text: Self.markdownLesson, path: "l.md", to: .json, as: .pack)
    expectTrue(conversion.text == nil)
    expectTrue(
      conversion.diagnostics.contains {
        $0.message.hasPrefix("questions need an id or a title") || $0.severity == .error
      })
  }
}
