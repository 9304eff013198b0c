import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading
@testable import DrillSupport

/// `KeyPointAuditCache.key` written into one reserved buffer with its counts' digits made on
/// the stack (issue 29 (a), session 34): the same key as the pieces hashed as they were
/// before, the counts as `String`s and each note's lines joined, for every shape of question.
@Suite struct KeyPointAuditCacheKeyTests {
  /// The key as it was computed before the cut.
  static func oldKey(_ question: Question) -> String {
    var hash = StableHash()
    hash.combine(question.localID)
    hash.combine(question.prompt)
    hash.combine(question.answer ?? "")
    hash.combine(String(question.keyPoints.count))
    for point in question.keyPoints { hash.combine(point) }
    for note in question.keyPointNotes {
      hash.combine("\(note.also.count)/\(note.wrong.count)")
      for line in note.also + note.wrong { hash.combine(line) }
    }
    return hash.hex
  }

  static func question(
    id: String = "q", prompt: String = "Why?", answer: String? = "Because.", points: [String] = [],
    notes: [KeyPointNotes] = []
  ) -> Question {
    var question = Question(
      localID: id, packID: "p", title: "T", prompt: prompt, answer: answer, keyPoints: points)
    question.keyPointNotes = notes
    return question
  }

  @Test func theKeyIsTheOldKeyForEveryShape() {
    let long = String(repeating: "a weak reference é 日本 🦊 ", count: 2_000)
    let questions: [Question] = [
      Self.question(),
      Self.question(id: "", prompt: "", answer: nil),
      Self.question(id: "", prompt: "", answer: ""),
      Self.question(points: ["one"]),
      Self.question(points: ["one", "two"], notes: [KeyPointNotes()]),
      Self.question(
        points: ["one", "two"],
        notes: [KeyPointNotes(also: ["x", ""], wrong: ["y"]), KeyPointNotes(wrong: ["z", "zz"])]),
      Self.question(
        id: "café-日本", prompt: "Qu'est-ce qu'une référence « faible » ?", answer: "Une référence 🦊 faible.",
        points: ["é", "\u{0301}", "日本語"], notes: [KeyPointNotes(also: ["ß"], wrong: ["Ǆ"])]),
      Self.question(prompt: long, answer: long, points: [long, long], notes: [KeyPointNotes(also: [long])]),
      Self.question(
        points: (0..<12).map { "point \($0)" },
        notes: (0..<12).map { index in
          KeyPointNotes(
            also: (0..<index).map { "also \($0)" }, wrong: (0..<(12 - index)).map { "wrong \($0)" })
        }),
    ]
    for question in questions {
      expectEqual(KeyPointAuditCache.key(question), Self.oldKey(question))
    }
  }

  @Test func countsAreWrittenAsTheirDecimalText() {
    for first in [0, 1, 9, 10, 11, 99, 100, 1_234, 1_000_000, Int.max] {
      for second in [nil, 0, 7, 10, 12_345, Int.max] as [Int?] {
        var made = StableHash()
        KeyPointAuditCache.combineDecimal(first, second, into: &made)
        var text = StableHash()
        text.combine(second.map { "\(first)/\($0)" } ?? String(first))
        expectEqual(made.hex, text.hex, "\(first) \(String(describing: second))")
      }
    }
  }

  @Test func aReservedHashIsTheSameHash() {
    for pieces in [[], [""], ["abc"], ["ab", "c", "", String(repeating: "é", count: 5_000)]] {
      var plain = StableHash()
      var reserved = StableHash()
      reserved.reserveCapacity(3)
      for piece in pieces {
        plain.combine(piece)
        reserved.combine(piece)
      }
      expectEqual(plain.hex, reserved.hex)
    }
  }
}
