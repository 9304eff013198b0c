import DrillGrading

/// A question as JSON: the pack's `questions` items and a lesson's `check`
/// pages. Fields that hold their default (no tags, no time, `shuffle` true)
/// are left out.
struct JSONQuestionRecord: Encodable {
  var id: String
  var title: String
  var level: Level
  var kind: QuestionKind
  var tags: [String]?
  var points: Int
  var time: Int?
  var shuffle: Bool?
  var compare: OutputCompare?
  var prompt: String
  var choices: [Choice]?
  var tests: String?
  var starter: String?
  var output: String?
  var accept: [String]?
  var answer: String?
  var keyPoints: [KeyPointItem]?
  var hints: [String]?
  var explanation: String?

  init(_ question: Question) {
    id = question.localID
    title = question.title
    level = question.level
    kind = question.kind
    tags = question.tags.isEmpty ? nil : question.tags
    points = question.points
    time = question.time
    shuffle = question.shuffle ? nil : false
    compare = question.compare == .lines ? nil : question.compare
    prompt = question.prompt
    choices = question.choices.isEmpty ? nil : question.choices
    tests = question.tests
    starter = question.starter
    output = question.output
    accept = question.accept.isEmpty ? nil : question.accept
    answer = question.answer
    keyPoints =
      question.keyPoints.isEmpty
      ? nil
      : question.keyPoints.enumerated().map { index, point in
        let note = index < question.keyPointNotes.count ? question.keyPointNotes[index] : KeyPointNotes()
        return KeyPointItem(point: point, also: note.also, wrong: note.wrong)
      }
    hints = question.hints.isEmpty ? nil : question.hints
    explanation = question.explanation
  }

  /// A key point: its text alone, or `{"point", "also", "wrong"}` when it has notes.
  struct KeyPointItem: Encodable {
    var point: String
    var also: [String]
    var wrong: [String]

    private enum Keys: String, CodingKey { case point, also, wrong }

    func encode(to encoder: any Encoder) throws {
      if also.isEmpty && wrong.isEmpty {
        var single = encoder.singleValueContainer()
        try single.encode(point)
        return
      }
      var object = encoder.container(keyedBy: Keys.self)
      try object.encode(point, forKey: .point)
      if !also.isEmpty { try object.encode(also, forKey: .also) }
      if !wrong.isEmpty { try object.encode(wrong, forKey: .wrong) }
    }
  }
}
