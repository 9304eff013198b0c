import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// The fitted reading of a polarity contradiction (`grading/polarity.txt`, `FittedPolarity`,
/// `KeyPointMatcher.decidePolarity`): a clause that says a point the other way contradicts it when
/// the fit's probability reaches its threshold; below it the point is `doubted`: not contradicted,
/// credited where another clause touches it and the fit is surer still (`credited_threshold`),
/// else not said, and still counted against the answer by its signals; the file's problems are
/// `check` errors at their lines; without the file every such clause contradicts its point
/// (docs/evaluation.md, "Session 30 (s30-grading76)").
@Suite struct KeyPointMatcherFittedPolarityTests {
  static let points = [
    "Structs are copied on assignment.",
    "Classes share one instance between references.",
  ]
  static let prompt = "How do structs and classes differ?"
  static let classes = "Classes share one instance between all their references."
  /// Denies the first point and states the second.
  static let denied = "Structs are not copied on assignment. " + classes
  /// States the first point, denies it in another sentence, and states the second.
  static let both =
    "Structs are copied when you assign them. A struct is not copied on assignment though. " + classes

  /// `withhold`: the last step (the bundled fit, or nil for the hand rule).
  static func judged(
    _ answer: String, _ model: FittedPolarity?, withhold: FittedWithhold? = GradingLexicon.bundled.withhold
  ) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
    var lexicon = GradingLexicon.bundled
    (lexicon.polarity, lexicon.withhold) = (model, withhold)
    return KeyPointMatcher.judged(Self.points, against: answer, prompt: Self.prompt, lexicon: lexicon)
  }

  /// A model whose probability is `p` for every clause.
  static func constant(_ p: Double, threshold: Double = 0.35, credited: Double = 0.05) -> FittedPolarity {
    FittedPolarity(
      threshold: threshold, creditThreshold: KeyPointMatcher.threshold, creditedThreshold: credited,
      bias: log(p / (1 - p)), weights: FittedPolarity.Feature.allCases.map { _ in 0 })
  }

  @Test func theBundledFileIsReadWithoutProblems() throws {
    let lexicon = GradingLexicon.bundled
    let model = try #require(lexicon.polarity)
    expectEqual(lexicon.problems, [])
    expectTrue(model.creditedThreshold < model.threshold, "\(model)")
  }

  /// Without a model the denial contradicts the point; a model that never states it leaves the
  /// point doubted: not contradicted, not credited (no other clause touches it), and still
  /// counted against the answer, as without the model: the other point is withheld or not alike.
  @Test func aDenialDoubtedIsNotSaid() throws {
    let plain = Self.judged(Self.denied, nil)
    expectEqual(plain.checks.map(\.contradicted), [true, false], "\(plain.checks)")
    let signal = try #require(plain.signals[0].polarity)
    expectEqual(signal.saidDenials, 1, "\(signal)")
    expectEqual(signal.pointDenials, 0, "\(signal)")
    expectEqual(signal.gap, 0, "\(signal)")  // the denial's head, `copied`, is the point's word
    expectEqual(signal.stated, 0, "\(signal)")
    let always = Self.judged(Self.denied, Self.constant(0.9))
    expectEqual(always.checks.map(\.contradicted), [true, false], "\(always.checks)")
    let never = Self.judged(Self.denied, Self.constant(0.01))
    expectEqual(never.checks.map(\.contradicted), [false, false], "\(never.checks)")
    expectEqual(never.checks.map(\.touched), [false, true], "\(never.checks)")
    expectEqual(never.checks[1].withheld, plain.checks[1].withheld, "\(never.checks)")
    expectTrue(never.signals[0].doubted && !never.signals[1].doubted)
    expectEqual(never.signals[0].contradiction, .none)
    expectEqual(never.signals.map(\.answerContradicted), [1, 1])
    expectEqual(plain.signals.map(\.answerContradicted), [1, 1])
  }

  /// A doubted point another clause states is credited only where the fit is sure
  /// (below `credited_threshold`); in between it is not said, its touch dropped. (The hand rule
  /// of `withheld`: the bundled fit withholds both points of so short an answer.)
  @Test func aDoubtedPointStatedElsewhere() throws {
    let plain = Self.judged(Self.both, nil)
    expectEqual(plain.checks[0].contradicted, true, "\(plain.checks)")
    expectTrue(plain.checks[0].touched)
    expectTrue((plain.signals[0].polarity?.stated ?? 0) >= KeyPointMatcher.threshold, "\(plain.signals[0])")
    let sure = Self.judged(Self.both, Self.constant(0.01), withhold: nil)
    expectEqual(sure.checks.map(\.credited), [true, true], "\(sure.checks)")
    expectTrue(sure.checks[0].evidence != nil)
    let unsure = Self.judged(Self.both, Self.constant(0.2))
    expectEqual(unsure.checks[0].contradicted, false, "\(unsure.checks)")
    expectEqual(unsure.checks[0].touched, false, "\(unsure.checks)")
    expectTrue(unsure.checks[0].evidence == nil)
    // The touch it had still counts for the answer's signals.
    expectEqual(unsure.signals[1].answerTouched, plain.signals[1].answerTouched)
    let stated = Self.judged(Self.both, Self.constant(0.5))
    expectEqual(stated.checks[0].contradicted, true, "\(stated.checks)")
  }

  /// The fit's inputs: a denial whose head is another word than the point's, and a contrast.
  @Test func theSignalsOfAClause() throws {
    let another = Self.judged("Assigning a struct does not create a copy of it. " + Self.classes, nil)
    let signal = try #require(another.signals[0].polarity, "\(another.checks)")
    expectEqual(signal.gap, 1, "\(signal)")  // `create`, then `copy`
    expectTrue(PolaritySignal.contrasts("structs are copied, not shared"))
    expectTrue(PolaritySignal.contrasts("Copied rather than shared"))
    expectTrue(PolaritySignal.contrasts("unlike classes, they are copied"))
    expectTrue(!PolaritySignal.contrasts("structs are not shared"))
    var plain = PolaritySignal()
    (plain.saidDenials, plain.gap, plain.concepts) = (1, 0, 4)
    let features = FittedPolarity.features(plain)
    expectEqual(features.count, FittedPolarity.Feature.allCases.count)
    expectEqual(features[FittedPolarity.Feature.allCases.firstIndex(of: .saidDenies)!], 1)
    expectEqual(features[FittedPolarity.Feature.allCases.firstIndex(of: .headPoint)!], 1)
    expectEqual(features[FittedPolarity.Feature.allCases.firstIndex(of: .logConcepts)!], log(5))
  }

  @Test func theFilesProblemsAreReportedAtTheirLines() {
    let text = """
      # a comment
      threshold 0.35
      credited_threshold
      shares 1.0
      stated inf
      share 2
      share 3
      """
    let (model, problems) = FittedPolarity.read(text: text, path: "polarity.txt")
    expectTrue(model == nil)
    expectEqual(
      problems.map(\.description),
      [
        "polarity.txt:3:1: error: a polarity line is `name value`",
        "polarity.txt:4:1: error: unknown name `shares`: use threshold, bias or a feature of calibrate_polarity.py",
        "polarity.txt:5:1: error: `inf` is not a finite number",
        "polarity.txt:7:1: error: `share` is given twice",
        "polarity.txt:1:1: error: no `bias` line",
      ])
    let (good, none) = FittedPolarity.read(text: "threshold 0.4\nbias -1\nshare 2\n", path: "p.txt")
    expectEqual(none, [])
    // No `credited_threshold`: the threshold; no `credit_threshold`: any touch.
    expectEqual(good?.creditedThreshold, 0.4)
    expectEqual(good?.creditThreshold, KeyPointMatcher.threshold)
    expectEqual(good?.weights.first(where: { $0 != 0 }), 2)
  }

  /// A question of one point is not weighed: its lone denial contradicts it with the bundled
  /// file as without it, where a model that doubts every clause would have left it not said.
  @Test func aQuestionOfOnePointKeepsItsContradiction() throws {
    let point = "A Set stores unique elements in no particular order."
    let answer = "A set keeps its elements in order and allows duplicates."
    var lexicon = GradingLexicon.bundled
    let bundled = KeyPointMatcher.check([point], against: answer, lexicon: lexicon)
    expectEqual(bundled.map(\.contradicted), [true], "\(bundled)")
    lexicon.polarity = Self.constant(0.01)
    let doubting = KeyPointMatcher.check([point], against: answer, lexicon: lexicon)
    expectEqual(doubting.map(\.contradicted), [true], "\(doubting)")
    let two = KeyPointMatcher.check([point, Self.points[1]], against: answer, lexicon: lexicon)
    expectEqual(two.map(\.contradicted), [false, false], "\(two)")
  }

  /// Read beside the lexicon: a broken file is the lexicon's problem and every contradiction
  /// stands; no file, the same.
  @Test func anAbsentOrBrokenFileKeepsEveryContradiction() throws {
    let (root, grading) = try temporaryLexiconRoot("fitted-polarity")
    defer { try? FileManager.default.removeItem(at: root) }
    let absent = try #require(GradingLexicon.load(root: root))
    expectTrue(absent.polarity == nil)
    expectEqual(absent.problems, [])
    let file = grading.appendingPathComponent(FittedPolarity.fileName)
    try Data("threshold 0.35\nbias 1\nstated x\n".utf8).write(to: file)
    let broken = try #require(GradingLexicon.load(root: root))
    expectTrue(broken.polarity == nil)
    expectEqual(broken.problems.map(\.description), ["\(file.path):3:1: error: `x` is not a finite number"])
    try Data("threshold 0.35\nbias 1\nstated 2\n".utf8).write(to: file)
    expectEqual(try #require(GradingLexicon.load(root: root)).polarity?.bias, 1)
  }
}
