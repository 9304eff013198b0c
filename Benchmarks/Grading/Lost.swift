import DrillGrading
import Foundation
import GradingFigures

/// `swiftdrill-grading lost ROOT ROWS`: for rows of a `figures --tsv` output (set, id, kind, point;
/// the rest ignored), whether a sentence of the answer, graded alone against the point as `try`
/// grades it (no prompt, no notes, no other points), credits it, and if so the first step of the
/// figures' grading at which the point is lost (session 47, s47-whole: "credited alone, lost in
/// the whole"). One tab-separated line a row: set, id, kind, point, the step (`alone-none` when no
/// sentence credits it alone), the final check's state, and the sentence.
enum Lost {
  static func write(root: URL, rows file: String, lexicon: GradingLexicon) throws {
    let spoken = root.appendingPathComponent("Tests/DrillKitTests/Fixtures/spoken")
    var sets: [String: LabelledSet] = [:]
    for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 4, let number = Int(fields[3]) else { continue }
      if sets[fields[0]] == nil {
        // A set of the fixtures' folder, or a path to a labelled file.
        let url =
          fields[0].contains("/") ? URL(fileURLWithPath: fields[0]) : spoken.appendingPathComponent(fields[0])
        sets[fields[0]] = try LabelledSet.load(url)
      }
      guard let question = sets[fields[0]]?.questions.first(where: { $0.id == fields[1] }),
        let answer = question.answers.first(where: { $0.kind == fields[2] }),
        question.keyPoints.indices.contains(number - 1)
      else { continue }
      let index = number - 1
      let point = question.keyPoints[index]
      let bundled = BundledQuestion(
        root: root, file: question.file, id: question.id, keyPoints: question.keyPoints)
      let alone = sentences(answer.text).first {
        KeyPointMatcher.check([point], against: $0, lexicon: lexicon)[0].credited
      }
      guard let sentence = alone else {
        print(fields[0..<4].joined(separator: "\t") + "\talone-none\t-\t")
        continue
      }
      let notes =
        bundled.notes.count == question.keyPoints.count
        ? bundled.notes : question.keyPoints.map { _ in KeyPointNotes() }
      let steps: [(String, () -> KeyPointCheck)] = [
        (
          "prompt",
          { KeyPointMatcher.check([point], against: sentence, prompt: bundled.prompt, lexicon: lexicon)[0] }
        ),
        (
          "whole",
          {
            KeyPointMatcher.check([point], against: answer.text, prompt: bundled.prompt, lexicon: lexicon)[0]
          }
        ),
        (
          "notes",
          {
            KeyPointMatcher.check(
              [point], notes: [notes[index]], against: answer.text, prompt: bundled.prompt, lexicon: lexicon,
              model: bundled.model)[0]
          }
        ),
        (
          "others",
          {
            KeyPointMatcher.judged(
              question.keyPoints, notes: notes, against: answer.text, prompt: bundled.prompt,
              lexicon: lexicon,
              model: bundled.model, everySignal: false, withdrawsSiblings: false
            ).checks[index]
          }
        ),
        (
          "siblings",
          {
            KeyPointMatcher.check(
              question.keyPoints, notes: notes, against: answer.text, prompt: bundled.prompt,
              lexicon: lexicon,
              model: bundled.model)[index]
          }
        ),
      ]
      var lostAt = "kept"
      var state = "credited"
      for (name, step) in steps {
        let check = step()
        if !check.credited {
          lostAt = name
          state =
            check.contradicted
            ? "contradicted" : check.withheld ? "withheld" : check.doubtedBy != nil ? "doubted" : "not-said"
          break
        }
      }
      print(fields[0..<4].joined(separator: "\t") + "\t\(lostAt)\t\(state)\t\(sentence)")
    }
  }

  /// The answer's sentences: split after `.`, `!` or `?` followed by a space (a plain split).
  static func sentences(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    var previous: Character = " "
    for character in text {
      if character == " " || character == "\n", ".!?".contains(previous) {
        let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { result.append(trimmed) }
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty { result.append(trimmed) }
    return result
  }
}
