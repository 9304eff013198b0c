/// The duplicate-id rule of packs and lessons: the first question with an id
/// is kept, each later one is an error that names where the first one is.
struct UniqueIDs {
  /// What a duplicate is called ("question", "check").
  let what: String
  /// Where a question is, from its position ("on line 12", "at questions[3]"): made
  /// only for a message, not for every question admitted.
  let place: (Int) -> String
  private var first: [String: Int] = [:]

  init(what: String, place: @escaping (Int) -> String) {
    self.what = what
    self.place = place
  }

  /// Whether `question` is the first with its id; when not, the diagnostic for it.
  /// `position` is its line or index, which `place` describes for later duplicates.
  mutating func admit(_ question: Question, at position: Int) -> Diagnostic? {
    if let earlier = first[question.localID] {
      return .error("duplicate \(what) id `\(question.id)` (first \(place(earlier)))", at: question.location)
    }
    first[question.localID] = position
    return nil
  }
}
