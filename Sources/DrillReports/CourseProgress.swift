import DrillContent
import DrillProgress

/// Where the learner stands in the course: each lesson's state and the one to take next.
public struct CourseProgress: Sendable, Equatable {
  /// A lesson's state in the course list.
  public enum State: Sendable, Equatable {
    case new
    case inProgress
    case done
  }

  public let course: [Lesson]
  private let progress: [String: LessonProgress]

  /// `progress` may hold several rows for one lesson; the first one counts.
  public init(course: [Lesson], progress: [LessonProgress]) {
    self.course = course
    self.progress = Dictionary(
      progress.map { ($0.lessonID, $0) }, uniquingKeysWith: { first, _ in first })
  }

  public func state(of lessonID: String) -> State {
    guard let row = progress[lessonID] else { return .new }
    return row.doneAt == nil ? .inProgress : .done
  }

  /// Pages of `lesson` seen at least once.
  public func pagesRead(of lesson: Lesson) -> Int {
    Set(progress[lesson.id]?.pagesSeen ?? []).count
  }

  /// Checks of `lesson` answered right at least once.
  public func checksPassed(of lesson: Lesson) -> Int {
    let passed = Set(progress[lesson.id]?.checksPassed ?? [])
    return lesson.checks.filter { passed.contains($0.localID) }.count
  }

  /// The next lesson: the first in course order that is not done and whose requirements are
  /// done (`Array<Lesson>.nextLesson(done:)`); nil when every one is done.
  public var next: Lesson? {
    course.nextLesson(done: Set(course.map(\.id).filter { state(of: $0) == .done }))
  }

  /// The lesson `lesson` opens without an id: the lesson saved last when it is not done (the
  /// one whose "'lesson ID' resumes here" the learner read last: session 50's tryout, finding
  /// 5), else the next one, or the first when all are done.
  public var lessonToOpen: Lesson? {
    lastLeft ?? next ?? course.first
  }

  /// The course's lesson whose progress was saved last, when it is not done; of two saved at
  /// the same moment, the earlier in the course.
  public var lastLeft: Lesson? {
    let rows = course.enumerated().compactMap { index, lesson in progress[lesson.id].map { (index, $0) } }
    guard
      let (index, row) = rows.max(by: {
        $0.1.updatedAt != $1.1.updatedAt ? $0.1.updatedAt < $1.1.updatedAt : $0.0 > $1.0
      }), row.doneAt == nil
    else { return nil }
    return course[index]
  }
}
