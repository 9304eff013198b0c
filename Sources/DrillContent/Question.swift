import DrillGrading
import DrillSupport
import Foundation

/// One answer option of a `choice` question.
public struct Choice: Sendable, Hashable, Codable {
  public var text: String
  public var correct: Bool

  public init(text: String, correct: Bool) {
    self.text = text
    self.correct = correct
  }
}

/// A question as authored in a pack or a lesson's `## Check:` section.
/// Sections that a question lacks are empty or nil; `type` follows from them.
public struct Question: Sendable, Hashable, Identifiable {
  /// The most points one question may be worth (`points:`): a bank's totals stay far from
  /// overflow, and a score is worked out in `Double` without losing a point.
  public static let maximumPoints = 1_000
  /// The longest suggested time of one question (`time:`), in seconds: a day.
  public static let maximumTime = 86_400

  /// The id within its pack (or lesson).
  public var localID: String
  /// The pack (or lesson) id.
  public var packID: String
  public var title: String
  public var level: Level
  public var kind: QuestionKind
  public var tags: [String]
  public var points: Int
  /// A suggested limit in seconds.
  public var time: Int?
  /// Whether choices are shown shuffled.
  public var shuffle: Bool
  /// How an `output` answer is compared (`compare:`); `.lines` unless the question says `loose`.
  public var compare: OutputCompare
  /// Markdown between the attributes and the first section.
  public var prompt: String
  public var choices: [Choice]
  public var tests: String?
  public var starter: String?
  public var output: String?
  public var accept: [String]
  /// Model answer (Markdown).
  public var answer: String?
  /// The model answer as the key-point audit says it, when the pack's parse read it already
  /// (see `SpokenAnswer`).
  package var spokenAnswer = SpokenAnswer()
  public var keyPoints: [String]
  /// Per key point (parallel to `keyPoints`, or empty): its `also:` and `wrong:` lines and where it is written.
  public var keyPointNotes: [KeyPointNotes] = []
  /// Per key point (parallel to `keyPointNotes`, or empty): where each of its `also:` and `wrong:`
  /// lines is written, so that `check` names the line a problem of one is about (session 47's
  /// tryout: an error on a `wrong:` line named its point's line, and the author overwrote the point).
  public var keyPointNoteLines: [KeyPointNoteLines] = []
  public var hints: [String]
  public var explanation: String?
  /// Where the question starts (its `##` heading, or its JSON object).
  public var location: ContentLocation
  /// Where its model Answer is written (its `### Answer` heading), when the pack says: `check`'s
  /// error for an Answer too long to grade names it (session 50's review, F6).
  public var answerLocation: ContentLocation?

  public init(
    localID: String, packID: String, title: String, level: Level = .beginner,
    kind: QuestionKind = .written, tags: [String] = [], points: Int? = nil, time: Int? = nil,
    shuffle: Bool = true, compare: OutputCompare = .lines, prompt: String, choices: [Choice] = [],
    tests: String? = nil,
    starter: String? = nil, output: String? = nil, accept: [String] = [],
    answer: String? = nil, keyPoints: [String] = [], hints: [String] = [],
    explanation: String? = nil, location: ContentLocation = ContentLocation(path: "", line: 1)
  ) {
    self.localID = localID
    self.packID = packID
    self.title = title
    self.level = level
    self.kind = kind
    self.tags = tags
    self.points = points ?? level.defaultPoints
    self.time = time
    self.shuffle = shuffle
    self.compare = compare
    self.prompt = prompt
    self.choices = choices
    self.tests = tests
    self.starter = starter
    self.output = output
    self.accept = accept
    self.answer = answer
    self.keyPoints = keyPoints
    self.hints = hints
    self.explanation = explanation
    self.location = location
  }

  /// Where `wrong:` line `wrong` of key point `point` is written, when the pack says.
  public func location(ofWrong wrong: Int, point: Int) -> ContentLocation? {
    guard point >= 0, point < keyPointNoteLines.count else { return nil }
    let lines = keyPointNoteLines[point].wrong
    return wrong >= 0 && wrong < lines.count ? lines[wrong] : nil
  }

  /// `<pack id>/<question id>`: the key of the question's progress.
  public var id: String { "\(packID)/\(localID)" }

  /// The first of Choices, Tests, Output, Accept that is present; `explain` otherwise.
  public var type: QuestionType {
    if !choices.isEmpty { return .choice }
    if tests != nil { return .code }
    if output != nil { return .output }
    if !accept.isEmpty { return .short }
    return .explain
  }

  /// More than one right choice: choose all that apply.
  public var isMultipleChoice: Bool {
    choices.filter(\.correct).count > 1
  }
}

/// `MarkdownNode.spokenText` of a question's `answer`, read from the tree of the pack's own
/// parse (`MarkdownParser.parse(_:from:spokenAfter:)`) where it reads alike, so the audit does
/// not parse the Answer a second time (issue 29 (a), session 35); nil: work it out from
/// `answer`. Only a `check` that audits the Answers has it. Derived from the `answer`, it is no
/// part of a question's identity: any two are equal, and hash alike.
package struct SpokenAnswer: Sendable, Hashable {
  package var text: String?

  package init(_ text: String? = nil) { self.text = text }

  package static func == (_: SpokenAnswer, _: SpokenAnswer) -> Bool { true }
  package func hash(into hasher: inout Hasher) {}
}

/// Where the `also:` and `wrong:` lines of one key point are written (parallel to its
/// `KeyPointNotes`' `also` and `wrong`): a Markdown pack's sub-item lines, a JSON pack's values.
public struct KeyPointNoteLines: Sendable, Hashable {
  public var also: [ContentLocation]
  public var wrong: [ContentLocation]

  public init(also: [ContentLocation] = [], wrong: [ContentLocation] = []) {
    self.also = also
    self.wrong = wrong
  }
}

extension Question {
  /// Problems of the key points' `also:` lines, each at that line (`keyPointNoteLines`, as a
  /// `wrong:` line's are): an `also:` line that says its point again or repeats an `also:` line
  /// above it adds nothing the grader does not read already, and one that is also a `wrong:` line
  /// of its point says the claim is both the point and wrong (warnings: the question still
  /// works). Compared as the grader would not tell them apart: case, spacing and a final stop.
  public var alsoLineProblems: [Diagnostic] {
    func plain(_ text: String) -> String {
      text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        .trimmingCharacters(in: CharacterSet(charactersIn: ".;!"))
    }
    var problems: [Diagnostic] = []
    // Named as the audit names a point ("key point 1 of `weak`").
    let named = localID.isEmpty ? "" : " of `\(localID)`"
    for (point, note) in keyPointNotes.enumerated() where !note.also.isEmpty {
      let lines = point < keyPointNoteLines.count ? keyPointNoteLines[point].also : []
      let pointText = keyPoints.indices.contains(point) ? plain(keyPoints[point]) : nil
      let wrong = Set(note.wrong.map(plain))
      var earlier: [String: Int] = [:]
      for (index, also) in note.also.enumerated() {
        let text = plain(also)
        let reason: String? =
          if text == pointText {
            "says the point itself again, which the grader reads already: say it another way "
              + "(in a learner's words), or leave the line out"
          } else if let first = earlier[text] {
            "repeats the `also:` line "
              + (first < lines.count ? "on line \(lines[first].line)" : "above it") + ": leave one out"
          } else if wrong.contains(text) {
            "is also one of the point's `wrong:` lines: a claim is either another way to say the point "
              + "or a wrong claim about it; keep it under one"
          } else {
            nil
          }
        earlier[text] = earlier[text] ?? index
        guard let reason else { continue }
        let location = index < lines.count ? lines[index] : (note.location ?? self.location)
        problems.append(
          .warning("key point \(point + 1)\(named): its `also:` line \"\(also)\" \(reason)", at: location))
      }
    }
    return problems
  }
}
