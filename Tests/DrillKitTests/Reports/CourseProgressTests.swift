import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillProgress
@testable import DrillReports

@Suite struct CourseProgressTests {
  static let course = ["basics", "optionals", "closures"].map {
    Lesson(id: $0, title: $0.capitalized, level: .beginner, path: "/lessons/\($0).md")
  }
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  static func row(_ id: String, done: Bool) -> LessonProgress {
    LessonProgress(lessonID: id, doneAt: done ? now : nil, updatedAt: now)
  }

  @Test func theNextLessonIsTheFirstNotDoneInCourseOrder() {
    let progress = CourseProgress(
      course: Self.course, progress: [Self.row("optionals", done: true), Self.row("basics", done: false)])
    expectEqual(progress.next?.id, "basics")
    expectEqual(progress.lessonToOpen?.id, "basics")
    expectEqual(progress.state(of: "basics"), .inProgress)
    expectEqual(progress.state(of: "optionals"), .done)
    expectEqual(progress.state(of: "closures"), .new)
  }

  /// Session 50's tryout (finding 5): "Saved at page 7; 'lesson optionals-guard' resumes here.",
  /// then `lesson` alone opened lesson 1. It opens the lesson saved last while it is not done; once
  /// that one is done, the next in the course.
  @Test func lessonAloneOpensTheLessonSavedLastUnlessItIsDone() {
    var basics = Self.row("basics", done: false)
    var closures = Self.row("closures", done: false)
    closures.updatedAt = Self.now.addingTimeInterval(60)
    let left = CourseProgress(course: Self.course, progress: [basics, closures])
    expectEqual(left.next?.id, "basics")
    expectEqual(left.lessonToOpen?.id, "closures")
    closures.doneAt = closures.updatedAt
    expectEqual(CourseProgress(course: Self.course, progress: [basics, closures]).lessonToOpen?.id, "basics")
    basics.updatedAt = Self.now.addingTimeInterval(120)
    basics.doneAt = basics.updatedAt
    expectEqual(
      CourseProgress(course: Self.course, progress: [basics, closures]).lessonToOpen?.id, "optionals")
  }

  @Test func doneLessonsAreSkippedEvenOutOfOrder() {
    let progress = CourseProgress(
      course: Self.course, progress: [Self.row("basics", done: true), Self.row("closures", done: true)])
    expectEqual(progress.next?.id, "optionals")
  }

  /// Session 47's tryout (finding 28): the next lesson is the first not done whose requirements
  /// are done; a lesson whose requirements are not done waits, whatever was done last.
  @Test func aLessonWhoseRequirementsAreNotDoneIsNotNext() {
    let course = [("a", [String]()), ("b", ["c"]), ("c", ["a"]), ("d", ["a", "z"])].map { id, requires in
      Lesson(id: id, title: id, level: .beginner, requires: requires, path: "/lessons/\(id).md")
    }
    let afterA = CourseProgress(course: course, progress: [Self.row("a", done: true)])
    expectEqual(afterA.next?.id, "c")
    // A requirement outside the course ("z") does not hold a lesson back.
    let afterAC = CourseProgress(
      course: course, progress: [Self.row("a", done: true), Self.row("c", done: true)])
    expectEqual(afterAC.next?.id, "b")
    expectEqual(course.nextLesson(done: ["a", "b", "c"])?.id, "d")
    // When no lesson not done has its requirements met, the first not done.
    let loop = [("x", ["y"]), ("y", ["x"])].map { id, requires in
      Lesson(id: id, title: id, level: .beginner, requires: requires, path: "/lessons/\(id).md")
    }
    expectEqual(loop.nextLesson(done: [])?.id, "x")
  }

  /// The bundled course taken in order: after lessons 1…N the next is lesson N+1, the lesson the
  /// last page of lesson N names ("Next: enums and switch" after lesson 7).
  @Test func theBundledCourseInOrderGoesOneLessonAtATime() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let library = ContentLoader().load([ContentSource(root.appendingPathComponent("lessons"), role: .lessons)]
    )
    let course = library.lessons.sorted { ($0.order ?? 0) < ($1.order ?? 0) }
    #expect(course.count >= 20)
    for index in course.indices.dropLast() {
      let done = Set(course[...index].map(\.id))
      expectEqual(course.nextLesson(done: done)?.id, course[index + 1].id, "after \(course[index].id)")
    }
  }

  @Test func whenEveryLessonIsDoneThereIsNoNextButLessonOpensTheFirst() {
    let progress = CourseProgress(
      course: Self.course, progress: Self.course.map { Self.row($0.id, done: true) })
    expectTrue(progress.next == nil)
    expectEqual(progress.lessonToOpen?.id, "basics")
  }

  @Test func anEmptyCourseOpensNothing() {
    let progress = CourseProgress(course: [], progress: [Self.row("basics", done: true)])
    expectTrue(progress.next == nil)
    expectTrue(progress.lessonToOpen == nil)
  }

  @Test func theFirstRowForALessonCounts() {
    let progress = CourseProgress(
      course: Self.course, progress: [Self.row("basics", done: true), Self.row("basics", done: false)])
    expectEqual(progress.state(of: "basics"), .done)
  }

  @Test func theTableMarksEachLessonAndPointsAtTheNext() {
    let progress = CourseProgress(course: Self.course, progress: [Self.row("basics", done: true)])
    let lines = CourseTable(progress: progress).render().plain.split(separator: "\n").map(String.init)
    expectEqual(lines[0], "Swift through the games")
    expectTrue(lines[1].hasPrefix("  #  state") && lines[1].hasSuffix("pages  checks  title"), "\(lines[1])")
    expectTrue(lines[2].hasPrefix("  1  ✓ done") && lines[2].contains("basics") && !lines[2].contains("next"))
    expectTrue(lines[3].hasPrefix("  2  · new") && lines[3].hasSuffix("Optionals  ← next"))
    expectEqual(lines.last, "Continue with lesson optionals.")
  }

  @Test func theTableCountsPagesReadAndChecksPassed() throws {
    var row = Self.row("basics", done: false)
    row.pagesSeen = [0, 1, 1]
    let progress = CourseProgress(course: Self.course, progress: [row])
    let lines = CourseTable(progress: progress).render().plain.split(separator: "\n").map(String.init)
    // The numbers stand under their headers: the pages column ends where "pages" ends.
    let pages = "2/\(Self.course[0].pageCount)"
    let header = try #require(lines[1].range(of: "pages"))
    let cell = try #require(lines[2].range(of: " \(pages) "))
    expectEqual(
      lines[2].distance(from: lines[2].startIndex, to: cell.upperBound) - 1,
      lines[1].distance(from: lines[1].startIndex, to: header.upperBound))
    expectEqual(progress.pagesRead(of: Self.course[0]), 2)
  }

  @Test func theTableSaysWhenEveryLessonIsDone() {
    let progress = CourseProgress(
      course: Self.course, progress: Self.course.map { Self.row($0.id, done: true) })
    let text = CourseTable(progress: progress).render().plain
    expectNotContains(text, "← next")
    expectTrue(text.hasSuffix("Every lesson is done. Keep them fresh with drill.\n"))
  }

  @Test(arguments: [40, 60])
  func aNarrowTableGivesEachLessonTwoLinesWithItsIdWhole(width: Int) {
    let progress = CourseProgress(course: Self.course, progress: [Self.row("basics", done: true)])
    let lines = CourseTable(progress: progress).render(width: width).plain.split(separator: "\n").map(
      String.init)
    expectTrue(lines.allSatisfy { $0.displayWidth <= width }, "\(lines)")
    expectEqual(lines[1], "  1  ✓ done  basics")
    expectTrue(lines[2].hasPrefix("     Basics · pages 0/"))
    expectContains(lines, "  2  · new  optionals  ← next")
  }

  /// Session 43's tryout at 72 columns: "· checks" ended one line and "0/2" began the next. Each
  /// count is one piece: the narrow table breaks only between them.
  @Test func aNarrowTableNeverSplitsACount() {
    let check = Question(
      localID: "pick", packID: "pattern-matching", title: "Which?", shuffle: false, prompt: "Pick.",
      choices: [Choice(text: "a", correct: true), Choice(text: "b", correct: false)])
    let lesson = Lesson(
      id: "pattern-matching", title: "Pattern matching: if case, for case and tuples", level: .beginner,
      pages: [
        LessonPage(title: "One", content: .text("Text."), line: 3),
        LessonPage(title: "Check", content: .check(check), line: 9),
      ], path: "/lessons/pattern-matching.md")
    let progress = CourseProgress(course: [lesson], progress: [])
    for width in 40...79 {
      let lines = CourseTable(progress: progress).render(width: width).plain.split(separator: "\n")
      let text = lines.joined(separator: "\n")
      expectContains(text, "pages 0/2", "width \(width): \(lines)")
      expectContains(text, "checks 0/1", "width \(width): \(lines)")
    }
  }
}
