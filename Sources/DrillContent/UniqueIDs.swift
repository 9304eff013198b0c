import DrillSupport

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

  /// Whether `question` is the first with its id; when not, the diagnostic for it, at `location`
  /// (the question's own when nil). `position` is its line or index, which `place` describes
  /// for later duplicates.
  mutating func admit(_ question: Question, at position: Int, location: ContentLocation? = nil) -> Diagnostic?
  {
    // One lookup for the common case, a new id: a duplicate puts the first position back.
    guard let earlier = first.updateValue(position, forKey: question.localID) else { return nil }
    first[question.localID] = earlier
    return .error(
      "duplicate \(what) id `\(question.id)` (first \(place(earlier)))", at: location ?? question.location)
  }

  /// Makes room for `count` ids, so the table is not grown (and its ids hashed again) as they come.
  mutating func reserve(_ count: Int) {
    first.reserveCapacity(count)
  }
}
