import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

@Suite struct ContentCrossCheckTests {
  static let bundledLesson = """
    ---
    id: basics
    title: Basics
    level: beginner
    ---

    ## Page

    Text.
    """

  static func lesson(id: String, requires: String) -> String {
    """
    ---
    id: \(id)
    title: Next
    level: beginner
    requires: [\(requires)]
    ---

    ## Page

    Text.
    """
  }

  static func pack(id: String) -> String {
    """
    ---
    title: A pack
    id: \(id)
    ---

    ## Q
    id: q

    What is 1 + 1?

    ### Accept
    - 2
    """
  }

  let loader = ContentLoader()

  var context: ContentLibrary {
    var library = loader.load(documents: [
      ContentDocument(text: Self.bundledLesson, path: "/bundled/lessons/01-basics.md", role: .lesson),
      ContentDocument(
        text: Self.pack(id: "intermediate"), path: "/bundled/questions/intermediate.md", role: .pack),
    ])
    library.diagnostics = []
    return library
  }

  @Test func aRequirementOnALoadedLessonIsFine() {
    let checked = loader.load(documents: [
      ContentDocument(text: Self.lesson(id: "next", requires: "basics"), path: "/home/next.md", role: .lesson)
    ])
    expectTrue(checked.diagnostics.contains { $0.message.contains("unknown lesson") })
    let result = ContentCrossCheck(context: context).apply(to: checked)
    expectTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test func aRequirementOnNoLessonStaysAnError() {
    let checked = loader.load(documents: [
      ContentDocument(
        text: Self.lesson(id: "next", requires: "nowhere"), path: "/home/next.md", role: .lesson)
    ])
    let result = ContentCrossCheck(context: context).apply(to: checked)
    expectEqual(result.diagnostics.map(\.message), ["`requires` names an unknown lesson `nowhere`"])
  }

  @Test func aPackIDClashingWithALoadedPackIsAnErrorInTheCheckedFile() {
    let checked = loader.load(documents: [
      ContentDocument(text: Self.pack(id: "intermediate"), path: "/home/mine.md", role: .pack)
    ])
    let result = ContentCrossCheck(context: context, loadedFiles: ["/home/mine.md"]).apply(to: checked)
    expectEqual(result.errorCount, 1)
    expectEqual(result.diagnostics.first?.location.path, "/home/mine.md")
    expectEqual(result.diagnostics.first?.message.contains("/bundled/questions/intermediate.md"), true)
  }

  @Test func aClashInAFileThatIsNotLoadedIsAWarning() {
    let checked = loader.load(documents: [
      ContentDocument(text: Self.pack(id: "intermediate"), path: "/tmp/copy.md", role: .pack)
    ])
    let result = ContentCrossCheck(context: context, loadedFiles: ["/home/mine.md"]).apply(to: checked)
    expectEqual(result.errorCount, 0)
    expectEqual(result.warningCount, 1)
    expectEqual(result.diagnostics.first?.message.contains("one would be left out"), true)
  }

  @Test func theCheckedFileDoesNotClashWithItself() {
    let checked = loader.load(documents: [
      ContentDocument(
        text: Self.pack(id: "intermediate"), path: "/bundled/questions/intermediate.md", role: .pack)
    ])
    expectTrue(ContentCrossCheck(context: context).apply(to: checked).diagnostics.isEmpty)
  }
}
