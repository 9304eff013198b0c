import Foundation

/// How far the learner got in one lesson.
public struct LessonProgress: Sendable, Equatable, Codable {
  public var lessonID: String
  /// The page to resume at (0-based).
  public var lastPage: Int
  /// Pages opened at least once, ascending.
  public var pagesSeen: [Int]
  /// Ids of the lesson's checks answered right, in the order first passed.
  public var checksPassed: [String]
  /// When the lesson was finished; nil while it is not.
  public var doneAt: Date?
  public var updatedAt: Date

  public init(
    lessonID: String, lastPage: Int = 0, pagesSeen: [Int] = [], checksPassed: [String] = [],
    doneAt: Date? = nil, updatedAt: Date
  ) {
    self.lessonID = lessonID
    self.lastPage = lastPage
    self.pagesSeen = pagesSeen
    self.checksPassed = checksPassed
    self.doneAt = doneAt
    self.updatedAt = updatedAt
  }

  /// Records a visit to `page`: it becomes the page to resume at.
  public mutating func visit(page: Int) {
    lastPage = page
    if !pagesSeen.contains(page) {
      pagesSeen.append(page)
      pagesSeen.sort()
    }
  }

  /// Records a check answered right (once).
  public mutating func pass(check: String) {
    if !checksPassed.contains(check) { checksPassed.append(check) }
  }
}
