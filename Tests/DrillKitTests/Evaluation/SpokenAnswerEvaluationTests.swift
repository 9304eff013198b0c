import DrillKitTesting
import Foundation
import GradingFigures
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// The matcher against answers labelled point by point by someone who saw only the
/// questions (Fixtures/spoken, kept unchanged; its README gives the format). The
/// figures per kind of answer are in docs/evaluation.md.
@Suite struct SpokenAnswerEvaluationTests {
  static let kinds = LabelledSet.kinds

  /// The labelled sets, oldest first (`LabelledSet.names`), then the sets of one kind that each
  /// measure one way of failing (`LabelledSet.probes`, `LabelledSet.rightProbes`).
  static let sets = LabelledSet.all

  /// Every labelled answer of every set graded with the bundled question's prompt and
  /// authored notes (the notes only when the set's key points are the question's own).
  static let graded: [GradedAnswer] = {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else { return [] }
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let library = ContentLoader().load([
      ContentSource(root.appendingPathComponent("questions", isDirectory: true), role: .questions)
    ])
    let bank = Dictionary(
      library.packs.flatMap(\.questions).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var graded: [GradedAnswer] = []
    // SPOKEN_DETAIL=1 prints answers.json point by point; never the held-out set.
    let detail = ProcessInfo.processInfo.environment["SPOKEN_DETAIL"] != nil
    for name in sets {
      guard let set = try? LabelledSet.load(folder.appendingPathComponent("spoken/\(name)")) else { continue }
      for labelled in set.questions {
        let question = bank[labelled.id]
        let notes = question?.keyPoints == labelled.keyPoints ? question?.keyPointNotes ?? [] : []
        for answer in labelled.answers {
          let checks = KeyPointMatcher.check(
            labelled.keyPoints, notes: notes, against: answer.text, prompt: question?.prompt ?? "",
            lexicon: .bundled, model: question.map(KeyPointAudit.spokenAnswer(of:)) ?? "")
          if detail, name == "answers.json" {
            print("\n[\(answer.kind)] \(labelled.id): \(answer.text)")
            for (check, label) in zip(checks, answer.labels) {
              let mark = check.credited ? "covered" : check.contradicted ? "contradicted" : "not-said"
              print(
                "  \(mark == label ? "  " : "XX") \(label) / \(mark): \(check.point)",
                check.evidence.map { "\n       ✓ \($0)" } ?? "",
                check.contradiction.map { "\n       ✗ \($0)" } ?? "")
            }
          }
          graded.append(
            GradedAnswer(
              question: labelled.id, kind: answer.kind, set: name, labels: answer.labels, checks: checks))
        }
      }
    }
    return graded
  }()

  /// Every question of every set is a bundled question (a moved or merged one would be graded without its prompt).
  @Test func everyLabelledQuestionIsInTheBundledBank() throws {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let library = ContentLoader().load([
      ContentSource(root.appendingPathComponent("questions", isDirectory: true), role: .questions)
    ])
    let bank = Dictionary(
      library.packs.flatMap(\.questions).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for name in Self.sets {
      let set = try LabelledSet.load(folder.appendingPathComponent("spoken/\(name)"))
      for labelled in set.questions {
        let question = bank[labelled.id]
        expectTrue(question != nil, "\(name): \(labelled.id) is not a bundled question")
        expectEqual(question?.keyPoints, labelled.keyPoints, "\(name): \(labelled.id)'s key points changed")
      }
    }
  }

  /// Issue 23's size of a labelled set of the seven kinds. A probe (one kind, `LabelledSet.probes`)
  /// is held to its own size below: `wrongclaim2.json` has 144 answers.
  @Test(arguments: LabelledSet.names)
  func theSetHas150AnswersTo20QuestionsOfTheBundledBank(set: String) {
    let answers = Self.graded.filter { $0.set == set }
    expectTrue(answers.count >= 150)
    expectTrue(Set(answers.map(\.question)).count >= 20)
  }

  @Test(arguments: kinds)
  func figuresPerKindOfAnswer(kind: String) {
    for set in LabelledSet.names { Self.printFigures(kind: kind, set: set) }
  }

  /// A probe holds wrong answers only: one kind, no point labelled covered.
  @Test(arguments: LabelledSet.probes)
  func aProbeHoldsWrongAnswersOfOneKind(set: String) {
    let answers = Self.graded.filter { $0.set == set }
    expectEqual(Set(answers.map(\.kind)), ["wrong-reuse"])
    expectTrue(!answers.isEmpty && answers.allSatisfy { $0.covered == 0 })
    expectTrue(answers.count >= 100 && Set(answers.map(\.question)).count >= 100)  // one answer a question
    Self.printFigures(kind: "wrong-reuse", set: set)
  }

  /// A right probe holds right answers only: four kinds of the seven, no point labelled
  /// contradicted. How many covered points the grader tells they are contradicted is printed
  /// (docs/evaluation.md): no goal of issue 23 counts it, but a fair examiner does not do it.
  @Test(arguments: LabelledSet.rightProbes)
  func aRightProbeHoldsRightAnswersOnly(set: String) {
    let answers = Self.graded.filter { $0.set == set }
    expectEqual(Set(answers.map(\.kind)), ["expert", "partial", "one-point", "terse"])
    expectTrue(answers.count >= 300 && answers.allSatisfy { !$0.saysSomethingWrong })
    let told = answers.filter { $0.coveredToldContradicted > 0 }.count
    print("spoken answers, \(set): \(told) of \(answers.count) right answers told they contradict a point")
  }

  static func printFigures(kind: String, set: String) {
    let figures = Figures(answers: graded.filter { $0.kind == kind && $0.set == set })
    let (credited, covered) = figures.mean
    print(
      "spoken answers, \(set), \(kind):",
      String(
        format: "%d answers: MAE %.2f, mean credited %.2f, mean covered %.2f", figures.answers.count,
        figures.meanAbsoluteError, credited, covered))
    expectTrue(!figures.answers.isEmpty)
  }

  /// Issue 23's goals, on each set.
  @Test(arguments: sets)
  func meetsTheGoalsOfIssue23(set: String) {
    let answers = Self.graded.filter { $0.set == set }
    let figures = Figures(answers: answers)
    let credited = answers.flatMap(\.creditedContradictions).map(\.point)
    print("spoken answers, \(set):", Self.line(figures), "contradicted points credited \(credited.count)")
    // A goal met is asserted; a goal still missed is a known issue with its figure (a
    // known issue that stops failing fails the test: then it moves out of `missed`).
    func goal(_ name: String, _ met: Bool, _ detail: String) {
      if let figure = Self.missed[set]?[name] {
        withKnownIssue("issue 23: \(name) still missed on \(set) (\(figure); docs/evaluation.md)") {
          expectTrue(met, "\(detail)")
        }
      } else {
        expectTrue(met, "\(detail)")
      }
    }
    goal("mean absolute error ≤ 0.6", figures.meanAbsoluteError <= 0.6, Self.line(figures))
    goal("better answer ranked higher ≥ 85 %", figures.rankedRight >= 0.85, Self.line(figures))
    goal("credit for nothing ≤ 0.5", figures.creditForNothing <= 0.5, Self.line(figures))
    goal("no contradicted point credited", credited.isEmpty, "contradicted points credited: \(credited)")
  }

  /// The figures of one set, as the goals read them.
  static func line(_ figures: Figures) -> String {
    String(
      format: "%d answers: MAE %.2f, better ranked higher %.1f%% (%d of %d pairs), credit for nothing %.2f",
      figures.answers.count, figures.meanAbsoluteError, figures.rankedRight * 100, figures.ranking.right,
      figures.ranking.pairs, figures.creditForNothing)
  }

  /// The goals each set still misses, with the figure measured (docs/evaluation.md).
  static let missed: [String: [String: String]] = [
    "answers.json": ["no contradicted point credited": "4 of 177"],
    "heldout.json": ["no contradicted point credited": "3 of 144"],
    "heldout2.json": [
      "better answer ranked higher ≥ 85 %": "82.2 %", "no contradicted point credited": "7 of 175",
    ],
    "heldout3.json": ["no contradicted point credited": "9 of 181"],
    "heldout4.json": ["no contradicted point credited": "12 of 183"],
    "heldout5.json": ["no contradicted point credited": "20 of 196"],
    "heldout6.json": ["no contradicted point credited": "12 of 190"],
    "heldout7.json": [
      "better answer ranked higher ≥ 85 %": "82.0 %", "no contradicted point credited": "26 of 189",
    ],
    "heldout8.json": ["no contradicted point credited": "11 of 185"],
    "heldout9.json": ["no contradicted point credited": "24 of 192"],
    "heldout10.json": [
      "better answer ranked higher ≥ 85 %": "84.9 %", "no contradicted point credited": "15 of 212",
    ],
    "heldout11.json": ["no contradicted point credited": "6 of 223"],
    "heldout12.json": [
      "better answer ranked higher ≥ 85 %": "84.9 %", "no contradicted point credited": "13 of 217",
    ],
    "heldout13.json": ["no contradicted point credited": "20 of 217"],
    "heldout14.json": ["no contradicted point credited": "15 of 222"],
    "heldout15.json": ["no contradicted point credited": "7 of 223"],
    "heldout16.json": ["no contradicted point credited": "17 of 220"],
    "heldout17.json": ["no contradicted point credited": "10 of 223"],
    "heldout18.json": ["no contradicted point credited": "24 of 174"],
    "heldout19.json": ["no contradicted point credited": "25 of 176"],
    "heldout20.json": ["no contradicted point credited": "12 of 160"],
    "heldout21.json": ["no contradicted point credited": "10 of 163"],
    "heldout22.json": ["no contradicted point credited": "11 of 177"],
    "heldout23.json": ["no contradicted point credited": "9 of 160"],
    "heldout24.json": ["no contradicted point credited": "16 of 174"],
    "heldout25.json": ["no contradicted point credited": "13 of 171"],
    "heldout26.json": ["no contradicted point credited": "10 of 167"],
    "heldout27.json": [
      "better answer ranked higher ≥ 85 %": "84.1 %", "no contradicted point credited": "15 of 173",
    ],
    "heldout28.json": ["no contradicted point credited": "7 of 173"],
    "heldout29.json": ["no contradicted point credited": "14 of 207"],
    "heldout30.json": ["no contradicted point credited": "8 of 201"],
    "heldout31.json": ["no contradicted point credited": "20 of 184"],
    "heldout32.json": ["no contradicted point credited": "17 of 173"],
    "heldout33.json": ["no contradicted point credited": "7 of 173"],
    "heldout34.json": ["no contradicted point credited": "6 of 206"],
    "heldout35.json": ["no contradicted point credited": "7 of 201"],
    "heldout36.json": ["no contradicted point credited": "18 of 176"],
    "heldout37.json": ["no contradicted point credited": "6 of 176"],
    "heldout38.json": ["no contradicted point credited": "12 of 166"],
    "heldout39.json": ["no contradicted point credited": "13 of 175"],
    "heldout40.json": ["no contradicted point credited": "13 of 184"],
    "heldout41.json": ["no contradicted point credited": "17 of 194"],
    "heldout42.json": ["no contradicted point credited": "18 of 192"],
    "heldout43.json": ["no contradicted point credited": "12 of 204"],
    "heldout44.json": ["no contradicted point credited": "10 of 188"],
    "heldout45.json": ["no contradicted point credited": "13 of 206"],
    "heldout46.json": [
      "better answer ranked higher ≥ 85 %": "83.7 %", "no contradicted point credited": "13 of 209",
    ],
    "heldout47.json": ["no contradicted point credited": "18 of 203"],
    "heldout48.json": ["no contradicted point credited": "9 of 207"],
    "heldout49.json": ["no contradicted point credited": "11 of 211"],
    "heldout50.json": ["no contradicted point credited": "12 of 193"],
    "heldout51.json": ["no contradicted point credited": "13 of 197"],
    "heldout52.json": ["no contradicted point credited": "13 of 201"],
    "heldout53.json": ["no contradicted point credited": "19 of 198"],
    "heldout54.json": ["no contradicted point credited": "12 of 207"],
    "heldout55.json": ["no contradicted point credited": "8 of 213"],
    "heldout56.json": ["no contradicted point credited": "17 of 193"],
    "heldout57.json": [
      "better answer ranked higher ≥ 85 %": "84.8 %", "no contradicted point credited": "25 of 190",
    ],
    "heldout58.json": ["no contradicted point credited": "4 of 173"],
    "heldout59.json": ["no contradicted point credited": "10 of 176"],
    "heldout60.json": ["no contradicted point credited": "16 of 201"],
    "heldout61.json": ["no contradicted point credited": "9 of 187"],
    "heldout62.json": ["no contradicted point credited": "5 of 185"],
    "heldout63.json": ["no contradicted point credited": "14 of 175"],
    "heldout64.json": ["no contradicted point credited": "4 of 175"],
    "heldout65.json": ["no contradicted point credited": "4 of 187"],
    "heldout66.json": ["no contradicted point credited": "11 of 187"],
    "heldout67.json": ["no contradicted point credited": "11 of 212"],
    "heldout68.json": ["no contradicted point credited": "6 of 183"],
    "heldout69.json": ["no contradicted point credited": "7 of 201"],
    "heldout70.json": ["no contradicted point credited": "8 of 195"],
    "heldout71.json": ["no contradicted point credited": "5 of 182"],
    "heldout72.json": ["no contradicted point credited": "7 of 162"],
    "heldout73.json": ["no contradicted point credited": "6 of 167"],
    "heldout74.json": ["no contradicted point credited": "11 of 169"],
    "heldout75.json": ["no contradicted point credited": "9 of 162"],
    "heldout76.json": ["no contradicted point credited": "12 of 200"],
    "heldout77.json": [
      "better answer ranked higher ≥ 85 %": "84.6 %", "no contradicted point credited": "9 of 190",
    ],
    "heldout78.json": ["no contradicted point credited": "6 of 171"],
    "heldout79.json": ["no contradicted point credited": "3 of 166"],
    "heldout80.json": ["no contradicted point credited": "3 of 176"],
    "heldout81.json": ["no contradicted point credited": "3 of 172"],
    "heldout82.json": ["no contradicted point credited": "5 of 164"],
    "heldout83.json": ["no contradicted point credited": "8 of 186"],
    "wrongclaim.json": [
      "mean absolute error ≤ 0.6": "2.34", "credit for nothing ≤ 0.5": "2.34",
      "no contradicted point credited": "422 of 893",
    ],
    "wrongclaim2.json": [
      "mean absolute error ≤ 0.6": "2.38", "credit for nothing ≤ 0.5": "2.38",
      "no contradicted point credited": "343 of 713",
    ],
    "wrongclaim3.json": [
      "mean absolute error ≤ 0.6": "2.45", "credit for nothing ≤ 0.5": "2.45",
      "no contradicted point credited": "353 of 709",
    ],
    "wrongclaim4.json": [
      "mean absolute error ≤ 0.6": "1.84", "credit for nothing ≤ 0.5": "1.84",
      "no contradicted point credited": "265 of 716",
    ],
    "wrongclaim5.json": [
      "mean absolute error ≤ 0.6": "1.56", "credit for nothing ≤ 0.5": "1.56",
      "no contradicted point credited": "168 of 513",
    ],
    "wrongclaim6.json": [
      "mean absolute error ≤ 0.6": "1.56", "credit for nothing ≤ 0.5": "1.56",
      "no contradicted point credited": "225 of 715",
    ],
    "wrongclaim7.json": [
      "mean absolute error ≤ 0.6": "1.61", "credit for nothing ≤ 0.5": "1.61",
      "no contradicted point credited": "232 of 698",
    ],
    "wrongclaim8.json": [
      "mean absolute error ≤ 0.6": "2.36", "credit for nothing ≤ 0.5": "2.36",
      "no contradicted point credited": "340 of 718",
    ],
    "wrongclaim9.json": [
      "mean absolute error ≤ 0.6": "2.20", "credit for nothing ≤ 0.5": "2.20",
      "no contradicted point credited": "317 of 716",
    ],
    "wrongclaim10.json": [
      "mean absolute error ≤ 0.6": "2.26", "credit for nothing ≤ 0.5": "2.26",
      "no contradicted point credited": "310 of 661",
    ],
    "wrongclaim11.json": [
      "mean absolute error ≤ 0.6": "2.15", "credit for nothing ≤ 0.5": "2.15",
      "no contradicted point credited": "310 of 704",
    ],
    "wrongclaim12.json": [
      "mean absolute error ≤ 0.6": "2.31", "credit for nothing ≤ 0.5": "2.31",
      "no contradicted point credited": "332 of 716",
    ],
    "wrongclaim13.json": [
      "mean absolute error ≤ 0.6": "2.31", "credit for nothing ≤ 0.5": "2.31",
      "no contradicted point credited": "333 of 711",
    ],
    "wrongclaim14.json": [
      "mean absolute error ≤ 0.6": "2.67", "credit for nothing ≤ 0.5": "2.67",
      "no contradicted point credited": "384 of 708",
    ],
    "wrongclaim15.json": [
      "mean absolute error ≤ 0.6": "2.17", "credit for nothing ≤ 0.5": "2.17",
      "no contradicted point credited": "313 of 701",
    ],
    "wrongclaim16.json": [
      "mean absolute error ≤ 0.6": "2.38", "credit for nothing ≤ 0.5": "2.38",
      "no contradicted point credited": "343 of 701",
    ],
    "wrongclaim17.json": [
      "mean absolute error ≤ 0.6": "2.35", "credit for nothing ≤ 0.5": "2.35",
      "no contradicted point credited": "339 of 707",
    ],
    "wrongclaim18.json": [
      "mean absolute error ≤ 0.6": "2.06", "credit for nothing ≤ 0.5": "2.06",
      "no contradicted point credited": "297 of 716",
    ],
    "wrongclaim19.json": [
      "mean absolute error ≤ 0.6": "2.31", "credit for nothing ≤ 0.5": "2.31",
      "no contradicted point credited": "332 of 714",
    ],
    "wrongclaim20.json": [
      "mean absolute error ≤ 0.6": "2.23", "credit for nothing ≤ 0.5": "2.23",
      "no contradicted point credited": "321 of 712",
    ],
    "rightprobe2.json": ["better answer ranked higher ≥ 85 %": "83.4 %"],
    "rightprobe7.json": ["better answer ranked higher ≥ 85 %": "84.5 %"],
    "rightprobe15.json": ["better answer ranked higher ≥ 85 %": "84.0 %"],
  ]

}
