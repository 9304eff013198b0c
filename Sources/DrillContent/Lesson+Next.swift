extension Array where Element == Lesson {
  /// The lesson to take next, one rule for the lesson-done line, `lessons` and `lesson`
  /// without an id: the first lesson in course order that is not done and whose `requires`
  /// are all done (a requirement outside the course does not hold it back). When no lesson
  /// not done has its requirements met, the first not done; nil when every lesson is done.
  public func nextLesson(done: Set<String>) -> Lesson? {
    let ids = Set(map(\.id))
    let open = filter { !done.contains($0.id) }
    return open.first { lesson in
      lesson.requires.allSatisfy { done.contains($0) || !ids.contains($0) }
    } ?? open.first
  }
}
