/// The duplicate-id rule of packs and lessons: the first question with an id
/// is kept, each later one is an error that names where the first one is.
struct UniqueIDs {
  /// What a duplicate is called ("question", "check").
  let what: String
  private var first: [String: String] = [:]

  init(what: String) {
    self.what = what
  }

  /// Whether `question` is the first with its id; when not, the diagnostic for it.
  /// `place` says where it is ("line 12", "questions[3]"), for later duplicates to name.
  mutating func admit(_ question: Question, at place: String) -> Diagnostic? {
    if let earlier = first[question.localID] {
      return .error("duplicate \(what) id `\(question.id)` (first \(earlier))", at: question.location)
    }
    first[question.localID] = place
    return nil
  }
}
