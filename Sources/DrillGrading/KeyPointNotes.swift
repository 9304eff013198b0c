import DrillSupport

/// What an author wrote under one key point: accepted alternatives (`- also: …`)
/// and known wrong claims (`- wrong: …`), and where the point is written.
public struct KeyPointNotes: Sendable, Hashable {
  public var also: [String]
  public var wrong: [String]
  public var location: ContentLocation?

  public init(also: [String] = [], wrong: [String] = [], location: ContentLocation? = nil) {
    self.also = also
    self.wrong = wrong
    self.location = location
  }

  /// No alternatives and no wrong claims.
  public var isEmpty: Bool { also.isEmpty && wrong.isEmpty }

  /// The label (`also:` or `wrong:`) a key point's text starts with: a note written where a point
  /// belongs, which would be graded as a point of its own (the Markdown and JSON readers refuse it).
  public static func noteLabel(startingPoint text: String) -> String? {
    // A text whose first byte is neither `a` nor `w` starts with neither label: its first
    // `Character` is not `a` or `w` (issue 29 (a), session 32: `hasPrefix` compared the
    // characters of both labels for every key point, 6 M of a `check`).
    guard let first = text.utf8.first, first == UInt8(ascii: "a") || first == UInt8(ascii: "w") else {
      return nil
    }
    return ["also:", "wrong:"].first { text.hasPrefix($0) }
  }
}

extension KeyPointMatcher {
  /// The `wrong:` lines of `note` that would be credited as `point`, each judged alone with
  /// the point's `also:` lines: a claim the author calls wrong must never count as the point
  /// (`check` reports each, `KeyPointAudit`). `readings`: the question's, shared with its other gradings.
  public static func creditedWrongLines(
    of point: String, note: KeyPointNotes, prompt: String, lexicon: GradingLexicon,
    readings: KeyPointReadings? = nil
  ) -> [String] {
    note.wrong.filter { wrong in
      check(
        [point], notes: [KeyPointNotes(also: note.also)], against: wrong, prompt: prompt, lexicon: lexicon,
        readings: readings, quotesEvidence: false
      )
      .first?.credited == true
    }
  }

  /// The `wrong:` lines of `notes[index]` not credited as their point (`credited`: those
  /// `creditedWrongLines` gave) that, said alone as a learner might say one, are not heard as
  /// contradicting it: a line the grader reads as saying nothing warns the learner of nothing
  /// (`check` warns of each, `KeyPointAudit`; `swiftdrill-grading audit` prints each). `model`:
  /// the question's spoken Answer, graded beside the line as a learner's answer is.
  public static func unheardWrongLines(
    of points: [String], at index: Int, notes: [KeyPointNotes], credited: [String], prompt: String,
    model: String, lexicon: GradingLexicon, readings: KeyPointReadings? = nil
  ) -> [String] {
    guard index < notes.count, index < points.count else { return [] }
    return notes[index].wrong.filter { wrong in
      guard !credited.contains(wrong) else { return false }
      let heard = check(
        points, notes: notes, against: wrong, prompt: prompt, lexicon: lexicon, readings: readings,
        model: model, quotesEvidence: false)
      return index < heard.count && !heard[index].contradicted
    }
  }
}
