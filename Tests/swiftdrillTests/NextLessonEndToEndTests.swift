import DrillKitTesting
import Foundation
import Testing

/// Session 47's tryout (finding 28): after lesson 7 the lesson-done line said "Next: lesson
/// collection-costs", a lesson whose requirements were not done, while `lessons` marked another.
/// One rule for both, and for `lesson` without an id: the first lesson in course order not done
/// whose requirements are done.
@Suite(.ownThreads) struct NextLessonEndToEndTests {
  let home = TemporaryHome.make()
  let content = TemporaryHome.make()

  /// a (1); b (2) and c (3) build on a; d (4) builds on b and c.
  init() throws {
    let lessons = content.appendingPathComponent("lessons", isDirectory: true)
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    for (order, (id, requires)) in [("a", ""), ("b", "a"), ("c", "a"), ("d", "b, c")].enumerated() {
      let text = """
        ---
        id: \(id)
        title: Lesson \(id.uppercased())
        level: beginner
        order: \(order + 1)
        requires: [\(requires)]
        ---

        The lesson \(id).

        ## The only page

        Nothing more to read.

        """
      try text.write(
        to: lessons.appendingPathComponent("0\(order + 1)-\(id).md"), atomically: true, encoding: .utf8)
    }
    let questions = BinaryRun.fixtures.appendingPathComponent("course/questions")
    try FileManager.default.copyItem(at: questions, to: content.appendingPathComponent("questions"))
  }

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: ["SWIFTDRILL_BUNDLED": content.path])
  }

  @Test func theLessonDoneLineLessonsAndLessonAgreeOnTheNextLesson() throws {
    expectEqual(try run(["lesson", "a"], input: "\n\n\n").status, 0)
    // c done before b: d builds on c but also on b, not done; b is next everywhere.
    let c = try run(["lesson", "c"], input: "\n\n\n")
    expectEqual(c.status, 0, "\(c.stderr)")
    expectContains(c.flowingStdout, "✓ Lesson done: Lesson C", "\(c.stdout)")
    expectContains(c.flowingStdout, "Next: lesson b — Lesson B", "\(c.stdout)")
    expectNotContains(c.stdout, "lesson d")
    let lessons = try run(["lessons"])
    let marked = lessons.stdout.split(separator: "\n").filter { $0.contains("← next") }
    expectEqual(marked.count, 1, "\(lessons.stdout)")
    expectTrue(marked.first?.contains(" b ") ?? false, "\(lessons.stdout)")
    let opened = try run(["lesson"], input: "\n\n\n")
    expectContains(opened.stdout, "Lesson B", "\(opened.stdout)")
    expectContains(opened.flowingStdout, "Next: lesson d — Lesson D", "\(opened.stdout)")
  }
}
