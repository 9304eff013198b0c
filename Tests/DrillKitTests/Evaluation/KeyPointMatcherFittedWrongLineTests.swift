import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// The fitted reading of a `wrong:` line (`grading/wrongline.txt`, `FittedWrongLine`,
/// `KeyPointMatcher.decideWrongLines`): a touched line contradicts its point when the fit's
/// probability reaches its threshold (a lower one for a line the hand rule states on a touched
/// point); a line the hand rule states and the fit does not leaves the point `doubted`, still
/// counted by the answer's signals; the file's problems are `check` errors at their lines; without
/// the file the hand rule holds (docs/evaluation.md, "Session 29 (s29-grading72)").
@Suite struct KeyPointMatcherFittedWrongLineTests {
  static let points = [
    "Appending to an array is amortised O(1), because the buffer doubles when it is full.",
    "Inserting at the front of an array is O(n), because every element shifts one place.",
  ]
  static let notes = [
    KeyPointNotes(wrong: ["appending to an array copies all its elements every time"]),
    KeyPointNotes(wrong: ["inserting at index 0 is O(1)"]),
  ]
  static let prompt = "What do the common operations on a Swift array cost?"
  /// States the second point, and the first point's `wrong:` line word for word.
  static let wrongWhole =
    "Inserting at the front is O(n), because every element shifts one place. "
    + "Appending to an array copies all its elements every time."

  static func judged(_ answer: String, _ model: FittedWrongLine?) -> (
    checks: [KeyPointCheck], signals: [KeyPointSignals]
  ) {
    var lexicon = GradingLexicon.bundled
    lexicon.wrongLine = model
    return KeyPointMatcher.judged(
      Self.points, notes: Self.notes, against: answer, prompt: Self.prompt, lexicon: lexicon)
  }

  /// A model whose probability is `p` for every touch.
  static func constant(_ p: Double, threshold: Double = 0.5, touched: Double = 0.5) -> FittedWrongLine {
    FittedWrongLine(
      threshold: threshold, touchedThreshold: touched, bias: log(p / (1 - p)),
      weights: FittedWrongLine.Feature.allCases.map { _ in 0 })
  }

  @Test func theBundledFileIsReadWithoutProblems() throws {
    let lexicon = GradingLexicon.bundled
    let model = try #require(lexicon.wrongLine)
    expectEqual(lexicon.problems, [])
    expectTrue(model.touchedThreshold < model.threshold, "\(model)")
  }

  /// Without a model the hand rule contradicts the point; the bundled fit agrees on a line said
  /// word for word; a model that never states it leaves the point doubted, not contradicted.
  @Test func aWrongLineSaidWholeAndItsDoubt() throws {
    let hand = Self.judged(Self.wrongWhole, nil)
    expectEqual(hand.checks.map(\.contradicted), [true, false], "\(hand.checks)")
    expectEqual(hand.signals[0].wrongLines.map(\.hand), [true], "\(hand.signals[0].wrongLines)")
    expectEqual(hand.signals[0].wrongLines.first?.share, 1, "\(hand.signals[0].wrongLines)")
    let fitted = Self.judged(Self.wrongWhole, GradingLexicon.bundled.wrongLine)
    expectEqual(fitted.checks.map(\.contradicted), [true, false], "\(fitted.checks)")
    let never = Self.judged(Self.wrongWhole, Self.constant(0.01))
    expectEqual(never.checks.map(\.contradicted), [false, false], "\(never.checks)")
    expectTrue(never.signals[0].doubted && !never.signals[1].doubted)
    // The doubted point still counts against the answer, as the hand rule has it.
    expectEqual(never.signals.map(\.answerContradicted), [1, 1])
    expectEqual(hand.signals.map(\.answerContradicted), [1, 1])
  }

  /// A model that always states a touched line contradicts the point through a line the hand
  /// rule refuses (touched below the contradiction threshold without its claim or own words).
  @Test func theFitMayStateALineTheHandRuleRefuses() throws {
    let second = "Inserting at the front is O(n), because every element shifts one place. "
    let weak = [
      "You append to an array.", "An array append copies.", "Appending to it copies.", "Appending copies.",
      "Arrays copy.", "You append and it copies.", "Copies all of them every time.", "Appending is slow.",
    ]
    // The first of these the hand rule refuses, its line touched.
    let answer = try #require(
      weak.map { second + $0 }.first { answer in
        let lines = Self.judged(answer, nil).signals[0].wrongLines
        return !lines.isEmpty && !lines.contains(where: \.hand)
      }, "\(weak.map { Self.judged(second + $0, nil).signals[0].wrongLines })")
    expectEqual(Self.judged(answer, nil).checks[0].contradicted, false)
    let always = Self.judged(answer, Self.constant(0.99))
    expectEqual(always.checks[0].contradicted, true, "\(always.checks)")
  }

  /// A line the hand rule states on a point the answer touches is dropped only below the lower
  /// `touchedThreshold`: the point would be credited in its place.
  @Test func aTouchedPointNeedsTheLowerThreshold() {
    var signal = WrongLineSignal()
    (signal.hand, signal.stated) = (true, 0.6)
    let model = Self.constant(0.3, threshold: 0.5, touched: 0.2)
    expectTrue(model.states(signal))  // 0.3 ≥ 0.2
    signal.stated = 0.2  // not touched: the plain threshold
    expectTrue(!model.states(signal))
    (signal.hand, signal.stated) = (false, 0.6)  // not the hand rule's: the plain threshold
    expectTrue(!model.states(signal))
    expectTrue(Self.constant(0.6, threshold: 0.5, touched: 0.2).states(signal))
  }

  @Test func theFilesProblemsAreReportedAtTheirLines() {
    let text = """
      # a comment
      threshold 0.5
      touched_threshold
      sharing 1.0
      hand inf
      share 2
      share 3
      """
    let (model, problems) = FittedWrongLine.read(text: text, path: "wrongline.txt")
    expectTrue(model == nil)
    expectEqual(
      problems.map(\.description),
      [
        "wrongline.txt:3:1: error: a wrongline line is `name value`",
        "wrongline.txt:4:1: error: unknown name `sharing`: use threshold, bias or a feature of calibrate_wrongline.py",
        "wrongline.txt:5:1: error: `inf` is not a finite number",
        "wrongline.txt:7:1: error: `share` is given twice",
        "wrongline.txt:1:1: error: no `bias` line",
      ])
    let (good, none) = FittedWrongLine.read(text: "threshold 0.5\nbias -1\nshare 2\n", path: "w.txt")
    expectEqual(none, [])
    expectEqual(good?.touchedThreshold, 0.5)  // no `touched_threshold`: the threshold
    expectEqual(good?.weights.first(where: { $0 != 0 }), 2)
    let touched = FittedWrongLine.read(text: "threshold 0.5\ntouched_threshold 0.1\nbias 0\n", path: "w.txt")
    expectEqual(touched.model?.touchedThreshold, 0.1)
  }

  /// Read beside the lexicon: a broken file is the lexicon's problem and keeps the hand rule;
  /// no file keeps it too.
  @Test func anAbsentOrBrokenFileFallsBackToTheHandRule() throws {
    let (root, grading) = try temporaryLexiconRoot("fitted-wrongline")
    defer { try? FileManager.default.removeItem(at: root) }
    let absent = try #require(GradingLexicon.load(root: root))
    expectTrue(absent.wrongLine == nil)
    expectEqual(absent.problems, [])
    let file = grading.appendingPathComponent(FittedWrongLine.fileName)
    try Data("threshold 0.5\nbias 1\nhand x\n".utf8).write(to: file)
    let broken = try #require(GradingLexicon.load(root: root))
    expectTrue(broken.wrongLine == nil)
    expectEqual(broken.problems.map(\.description), ["\(file.path):3:1: error: `x` is not a finite number"])
    try Data("threshold 0.5\nbias 1\nhand 2\n".utf8).write(to: file)
    expectEqual(try #require(GradingLexicon.load(root: root)).wrongLine?.bias, 1)
  }
}
