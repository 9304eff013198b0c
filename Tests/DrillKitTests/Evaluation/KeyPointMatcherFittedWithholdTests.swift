import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// The fitted `withheld` (`grading/withhold.txt`, `FittedWithhold`, `KeyPointMatcher.withhold`):
/// in an answer that contradicts a key point, a point it states is withheld when the fit says
/// its words are reused; its file's problems are `check` errors at their lines; without the file
/// the hand rule holds (docs/evaluation.md, "Session 27 (s27-fitted)").
@Suite struct KeyPointMatcherFittedWithholdTests {
  static let points = [
    "A weak reference becomes nil when the object is freed",
    "A weak reference is optional",
    "A weak reference does not keep the object alive",
    "A weak reference is declared with var",
  ]
  static let prompt = "What does a weak reference do?"
  /// Two points said the other way, two stated: wrong-reuse, which the hand rule credits (it
  /// contradicts no more points than it states).
  static let reused =
    "A weak reference is non-optional. It keeps the object alive. When the object is freed, "
    + "the weak reference becomes nil. A weak reference is declared with var."
  static let right =
    "A weak reference is optional, declared with var, and does not keep the object alive. When the "
    + "object is freed, the weak reference becomes nil."

  static func check(_ answer: String, _ withhold: FittedWithhold?) -> [KeyPointCheck] {
    var lexicon = GradingLexicon.bundled
    lexicon.withhold = withhold
    return KeyPointMatcher.check(Self.points, against: answer, prompt: Self.prompt, lexicon: lexicon)
  }

  /// Withholds every point it decides.
  static let withholdsAll = FittedWithhold(
    threshold: 1, bias: -100, weights: FittedWithhold.Feature.allCases.map { _ in 0 })

  @Test func theBundledFileIsReadWithoutProblems() throws {
    let lexicon = GradingLexicon.bundled
    expectTrue(lexicon.withhold != nil)
    expectEqual(lexicon.problems, [])
  }

  /// The hand rule credits the stated points; the fitted one withholds them, evidence kept.
  @Test func aWrongReuseAnswersStatedPointsAreWithheld() throws {
    let hand = Self.check(Self.reused, nil)
    expectEqual(hand.map(\.contradicted), [false, true, true, false], "\(hand)")
    expectEqual(hand.map(\.credited), [true, false, false, true], "\(hand)")
    let model: FittedWithhold = try #require(GradingLexicon.bundled.withhold)
    let fitted = Self.check(Self.reused, model)
    expectEqual(fitted.map(\.contradicted), [false, true, true, false], "\(fitted)")
    expectEqual(fitted.map(\.withheld), [true, false, false, true], "\(fitted)")
    expectTrue(fitted[0].evidence != nil && fitted[3].evidence != nil, "\(fitted)")
    expectTrue(Evaluator.suggestedRating(fitted) == .again)
  }

  /// An answer that contradicts nothing is never touched, even by a rule that withholds all.
  @Test func aRightAnswerWithoutContradictionIsUntouched() throws {
    for withhold in [GradingLexicon.bundled.withhold, Self.withholdsAll] {
      let checks = Self.check(Self.right, withhold)
      expectTrue(checks.allSatisfy(\.credited), "\(checks)")
    }
    // A rule this sure shows the touch as a contradiction (session 32, s32-grading94).
    let contradicting = Self.check(Self.reused, Self.withholdsAll)
    expectTrue(contradicting[0].contradicted && !contradicting[0].credited, "\(contradicting)")
  }

  @Test func theFilesProblemsAreReportedAtTheirLines() {
    let text = """
      # a comment
      threshold 0.4
      bias
      sharing 1.0
      share nan
      via_also 1e400
      parts_touched_share 1.5 # a comment after
      parts_touched_share 2
      threshold 0.4.1
      """
    let (model, problems) = FittedWithhold.read(text: text, path: "withhold.txt")
    expectTrue(model == nil)
    expectEqual(
      problems.map(\.description),
      [
        "withhold.txt:3:1: error: a withhold line is `name value`",
        "withhold.txt:4:1: error: unknown name `sharing`: use threshold, bias or a feature of calibrate.py",
        "withhold.txt:5:1: error: `nan` is not a finite number",
        "withhold.txt:6:1: error: `1e400` is not a finite number",
        "withhold.txt:8:1: error: `parts_touched_share` is given twice",
        "withhold.txt:9:1: error: `threshold` is given twice",
        "withhold.txt:1:1: error: no `bias` line",
      ])
    let (good, none) = FittedWithhold.read(text: "threshold 0.5\nbias -1\nshare 2\n", path: "withhold.txt")
    expectEqual(none, [])
    expectEqual(good?.weights.first(where: { $0 != 0 }), 2)
    let missing = FittedWithhold.read(text: "bias 1\n", path: "w.txt").problems.map(\.description)
    expectEqual(missing, ["w.txt:1:1: error: no `threshold` line"])
  }

  /// Read beside the lexicon: a broken file is the lexicon's problem and keeps the hand rule;
  /// no file keeps it too.
  @Test func anAbsentOrBrokenFileFallsBackToTheHandRule() throws {
    let (root, grading) = try temporaryLexiconRoot("fitted-withhold")
    defer { try? FileManager.default.removeItem(at: root) }
    let absent = try #require(GradingLexicon.load(root: root))
    expectTrue(absent.withhold == nil)
    expectEqual(absent.problems, [])
    let file = grading.appendingPathComponent(FittedWithhold.fileName)
    try Data("threshold 0.5\nbias 1\nshare x\n".utf8).write(to: file)
    let broken = try #require(GradingLexicon.load(root: root))
    expectTrue(broken.withhold == nil)
    expectEqual(broken.problems.map(\.description), ["\(file.path):3:1: error: `x` is not a finite number"])
    try Data("threshold 0.5\nbias 1\nshare 2\n".utf8).write(to: file)
    expectEqual(try #require(GradingLexicon.load(root: root)).withhold?.bias, 1)
    // Without a model, grading is the hand rule's: the stated points of `reused` are credited.
    for lexicon in [absent, broken] {
      let checks = KeyPointMatcher.check(
        Self.points, against: Self.reused, prompt: Self.prompt, lexicon: lexicon)
      expectEqual(checks.map(\.credited), [true, false, false, true], "\(checks)")
    }
  }
}
