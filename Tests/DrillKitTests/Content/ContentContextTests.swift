import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// `ContentLoader.loadContext`: what `check FILE` judges the checked files against, read from
/// each file's front matter alone, keeps the packs and lessons the whole load keeps, and the
/// cross-check finds the same problems with it.
@Suite struct ContentContextTests {
  static func expectSameOutline(_ context: ContentLibrary, _ whole: ContentLibrary) {
    expectEqual(context.packs.map(\.id), whole.packs.map(\.id))
    expectEqual(context.packs.map(\.path), whole.packs.map(\.path))
    expectEqual(context.packs.map(\.title), whole.packs.map(\.title))
    expectEqual(context.lessons.map(\.id), whole.lessons.map(\.id))
    expectEqual(context.lessons.map(\.path), whole.lessons.map(\.path))
    expectEqual(context.lessons.map(\.order), whole.lessons.map(\.order))
    expectEqual(context.lessons.map(\.teaches), whole.lessons.map(\.teaches))
    expectEqual(context.lessons.map(\.requires), whole.lessons.map(\.requires))
    expectTrue(context.packs.allSatisfy { $0.questions.isEmpty && $0.intro.isEmpty })
    expectTrue(context.lessons.allSatisfy { $0.pages.isEmpty && $0.intro.isEmpty })
    expectTrue(context.snippets.isEmpty && context.diagnostics.isEmpty)
  }

  /// Duplicate ids (`golden`), files without a usable header (`malformed`), JSON files (`valid`).
  @Test(arguments: ["valid", "malformed", "golden"])
  func theContextKeepsThePacksAndLessonsTheWholeLoadKeeps(fixture: String) throws {
    let sources = [ContentSource(try ContentFixtures.url(fixture))]
    let whole = ContentLoader().load(sources)
    expectTrue(!whole.packs.isEmpty || !whole.lessons.isEmpty)
    Self.expectSameOutline(ContentLoader().loadContext(sources), whole)
  }

  @Test func theBundledContextIsTheBundledContentInOutline() throws {
    let root = BundledLessons.repository
    let sources = [
      ContentSource(root.appendingPathComponent("questions", isDirectory: true), role: .questions),
      ContentSource(root.appendingPathComponent("lessons", isDirectory: true), role: .lessons),
    ]
    let whole = ContentLoader().load(sources)
    expectTrue(whole.packs.count > 10 && whole.lessons.count > 10)
    Self.expectSameOutline(ContentLoader().loadContext(sources), whole)
  }

  static let teacher = """
    ---
    id: teacher
    title: Guard
    level: beginner
    order: 4
    teaches: [guard]
    ---

    ## Page

    ```swift
    func f(_ x: Int?) -> Int {
      guard let x else { return 0 }
      return x
    }
    print(f(1))
    ```
    """

  static let early = """
    ---
    id: early
    title: Early
    level: beginner
    order: 1
    requires: [teacher, nowhere]
    ---

    ## Page

    ```swift
    func g(_ x: Int?) -> Int {
      guard let x else { return 0 }
      return x
    }
    print(g(2))
    ```
    """

  static let pack = ContentCrossCheckTests.pack(id: "taken")

  @Test func theCrossCheckFindsTheSameProblemsWithTheContext() throws {
    let folder = try TemporaryFolder()
    try folder.write("lessons/04-teacher.md", Self.teacher)
    try folder.write("questions/taken.md", Self.pack)
    let sources = [
      ContentSource(folder.url.appendingPathComponent("questions", isDirectory: true), role: .questions),
      ContentSource(folder.url.appendingPathComponent("lessons", isDirectory: true), role: .lessons),
    ]
    let checked = ContentLoader().load(documents: [
      ContentDocument(text: Self.early, path: "/home/lessons/early.md", role: .lesson),
      ContentDocument(
        text: Self.teacher.replacingOccurrences(of: "order: 4", with: "order: 9"),
        path: "/home/lessons/copy.md", role: .lesson),
      ContentDocument(text: Self.pack, path: "/home/questions/mine.md", role: .pack),
    ])
    let loaded: Set<String> = ["/home/questions/mine.md"]
    let light = ContentCrossCheck(context: ContentLoader().loadContext(sources), loadedFiles: loaded)
    let whole = ContentCrossCheck(context: ContentLoader().load(sources), loadedFiles: loaded)
    let result = light.apply(to: checked)
    expectEqual(result.diagnostics, whole.apply(to: checked).diagnostics)
    let messages = result.diagnostics.map(\.message)
    expectTrue(
      messages.contains { $0.hasPrefix("pack id `taken` is already used by") && $0.contains("loaded too") })
    expectTrue(messages.contains { $0.hasPrefix("lesson id `teacher` is already used by") })
    expectTrue(messages.contains { $0.contains("uses `guard` (guard) before lesson `teacher` (order 4)") })
    expectTrue(messages.contains("`requires` names an unknown lesson `nowhere`"))
    expectTrue(!messages.contains("`requires` names an unknown lesson `teacher`"))
  }
}
