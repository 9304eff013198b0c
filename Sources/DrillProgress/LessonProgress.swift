import Foundation

/// How far the learner got in one lesson.
public struct LessonProgress: Sendable, Equatable, Codable {
  public var lessonID: String
  /// The page to resume at (0-based).
  public var lastPage: Int
  /// That page's title, which finds it again after the lesson's pages moved (nil in progress
  /// saved before titles were kept).
  public var lastPageTitle: String?
  /// Pages opened at least once, ascending.
  public var pagesSeen: [Int]
  /// Ids of the lesson's checks answered right, in the order first passed.
  public var checksPassed: [String]
  /// When the lesson was finished; nil while it is not.
  public var doneAt: Date?
  public var updatedAt: Date

  public init(
    lessonID: String, lastPage: Int = 0, lastPageTitle: String? = nil, pagesSeen: [Int] = [],
    checksPassed: [String] = [], doneAt: Date? = nil, updatedAt: Date
  ) {
    self.lessonID = lessonID
    self.lastPage = lastPage
    self.lastPageTitle = lastPageTitle
    self.pagesSeen = pagesSeen
    self.checksPassed = checksPassed
    self.doneAt = doneAt
    self.updatedAt = updatedAt
  }

  /// Records a visit to `page` (titled `title`): it becomes the page to resume at.
  public mutating func visit(page: Int, title: String? = nil) {
    lastPage = page
    lastPageTitle = title
    if !pagesSeen.contains(page) {
      pagesSeen.append(page)
      pagesSeen.sort()
    }
  }

  /// Records a check answered right (once).
  public mutating func pass(check: String) {
    if !checksPassed.contains(check) { checksPassed.append(check) }
  }

  /// Where to resume among `titles` (the lesson's pages as shown now): the page last seen,
  /// found by its title when it moved (the occurrence nearest its old number when two pages
  /// share it), else by its number, kept within the lesson.
  public func resumeIndex(in titles: [String]) -> Int {
    guard !titles.isEmpty else { return 0 }
    let byNumber = min(max(lastPage, 0), titles.count - 1)
    guard let lastPageTitle, titles[byNumber] != lastPageTitle else { return byNumber }
    let matches = titles.indices.filter { titles[$0] == lastPageTitle }
    return matches.min { abs($0 - lastPage) < abs($1 - lastPage) } ?? byNumber
  }
}
