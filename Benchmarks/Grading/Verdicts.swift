import DrillGrading
import Foundation
import GradingFigures

/// Every verdict the matcher gives on the labelled answers and on banks of questions, one
/// line each, for comparing two builds of the matcher (`grading.sh verdicts`): a change
/// meant to make grading cheaper must leave this output byte for byte the same.
///
/// - each answer of the four labelled sets against its own question's points (with the
///   question's prompt and notes) and against the next question's points (other words);
/// - the older labelled answers (`Fixtures/explain`);
/// - each question of each bank file (the `audit` mode's JSON: id, prompt, points, notes,
///   answer) as `check` audits it: its Answer against its points, each `wrong:` line against
///   its point, and its Answer against the next question's points.
enum Verdicts {
  struct Note: Decodable {
    var also: [String]
    var wrong: [String]
  }

  struct Audited: Decodable {
    var id: String
    var prompt: String
    var points: [String]
    var notes: [Note]
    var answer: String
  }

  static func write(root: URL, banks: [String], lexicon: GradingLexicon) throws {
    let spoken = root.appendingPathComponent("Tests/DrillKitTests/Fixtures/spoken")
    for name in LabelledSet.shown(in: root) {
      let questions = try LabelledSet.load(spoken.appendingPathComponent(name)).questions
      let bundled = questions.map {
        BundledQuestion(root: root, file: $0.file, id: $0.id, keyPoints: $0.keyPoints)
      }
      for (index, question) in questions.enumerated() {
        let next = (index + 1) % questions.count
        for answer in question.answers {
          let label = "\(name) \(question.id) \(answer.kind)"
          show(
            label,
            KeyPointMatcher.check(
              question.keyPoints, notes: bundled[index].notes, against: answer.text,
              prompt: bundled[index].prompt, lexicon: lexicon))
          show(
            label + " vs next",
            KeyPointMatcher.check(
              questions[next].keyPoints, notes: bundled[next].notes, against: answer.text,
              prompt: bundled[next].prompt, lexicon: lexicon))
        }
      }
    }
    struct Older: Decodable {
      var prompt: String
      var keyPoints: [String]
      var answer: String
    }
    for file in ["content-a.json", "content-b.json"] {
      let url = root.appendingPathComponent("Tests/DrillKitTests/Fixtures/explain").appendingPathComponent(
        file)
      for (index, answer) in try JSONDecoder().decode([Older].self, from: Data(contentsOf: url)).enumerated()
      {
        show(
          "\(file) \(index)",
          KeyPointMatcher.check(
            answer.keyPoints, against: answer.answer, prompt: answer.prompt, lexicon: lexicon))
      }
    }
    for bank in banks {
      let questions = try JSONDecoder().decode(
        [Audited].self, from: Data(contentsOf: URL(fileURLWithPath: bank)))
      for (index, question) in questions.enumerated() {
        let notes = question.notes.map { KeyPointNotes(also: $0.also, wrong: $0.wrong) }
        show(
          "\(question.id)",
          KeyPointMatcher.check(
            question.points, notes: notes, against: question.answer, prompt: question.prompt, lexicon: lexicon
          ))
        for (point, note) in zip(question.points, notes) {
          for wrong in note.wrong {
            show(
              "\(question.id) wrong",
              KeyPointMatcher.check(
                [point], notes: [KeyPointNotes(also: note.also)], against: wrong, prompt: question.prompt,
                lexicon: lexicon))
          }
        }
        let next = questions[(index + 1) % questions.count]
        show(
          "\(question.id) vs next",
          KeyPointMatcher.check(
            next.points, notes: next.notes.map { KeyPointNotes(also: $0.also, wrong: $0.wrong) },
            against: question.answer, prompt: next.prompt, lexicon: lexicon))
      }
    }
  }

  private static func show(_ label: String, _ checks: [KeyPointCheck]) {
    for (index, check) in checks.enumerated() {
      let mark =
        check.credited ? "credited" : check.contradicted ? "contradicted" : check.touched ? "touched" : "-"
      print(
        "\(label) #\(index + 1) \(mark) | \(check.evidence ?? "") | \(check.contradiction ?? "")")
    }
  }
}
