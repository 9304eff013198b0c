import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillPresentation
@testable import DrillSupport

@Suite struct Add1EngineTests {
  let start = Date(timeIntervalSince1970: 1_000_000)

  func engine(seconds: Int = 60, turbo: Bool = false, seed: UInt64 = 7) -> (Add1Engine, SeededGenerator) {
    var generator = SeededGenerator(seed: seed)
    let engine = Add1Engine(seconds: seconds, turbo: turbo, using: &generator)
    return (engine, generator)
  }

  @Test(arguments: [
    ("1357", "2468"), ("0919", "1020"), ("9999", "0000"), ("0000", "1111"), ("8290", "9301"),
  ])
  func answerAddsOneToEveryDigitWrappingNineToZero(code: String, answer: String) {
    expectEqual(Add1Engine.answer(for: code), answer)
  }

  @Test func codesHaveFourDigitsAndKeepLeadingZeros() {
    var generator = SeededGenerator(seed: 1)
    let codes = (0..<500).map { _ in Add1Engine.randomCode(using: &generator) }
    expectTrue(codes.allSatisfy { $0.count == 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    expectTrue(codes.contains { $0.hasPrefix("0") })
    let digits = Set(codes.joined())
    expectEqual(digits.count, 10)
  }

  @Test func rightAnswerScoresOneAndDealsNewCode() {
    var (engine, generator) = engine()
    let code = engine.code
    let event = engine.submit(Add1Engine.answer(for: code), at: start, using: &generator)
    expectEqual(event, .right(score: 1))
    expectEqual(engine.score, 1)
  }

  @Test func wrongAnswerLosesOneAndCanGoNegative() {
    var (engine, generator) = engine()
    let first = engine.submit(engine.code, at: start, using: &generator)
    let second = engine.submit(engine.code, at: start, using: &generator)
    expectEqual(engine.score, -2)
    if case .wrong(_, let score) = second { expectEqual(score, -2) } else { Issue.record("\(second)") }
    if case .wrong(let expected, _) = first {
      expectEqual(expected.count, 4)
    } else {
      Issue.record("\(first)")
    }
  }

  @Test(arguments: ["a", "12", "123", "12345", "", "2468 0"])
  func incompleteInputIsNotScoredAndCodeStays(input: String) {
    var (engine, generator) = engine()
    let code = engine.code
    expectEqual(engine.submit(input, at: start, using: &generator), .notScored)
    expectEqual(engine.code, code)
    expectEqual(engine.score, 0)
    expectTrue(!engine.isRunning)
  }

  /// Session 50's tryout (finding 2): spaces around the right digits are dropped, not counted.
  @Test(arguments: [" ", "  ", "\t"])
  func spacesAroundTheAnswerAreDroppedAndATabIsNot(around: String) {
    var (engine, generator) = engine()
    let answer = Add1Engine.answer(for: engine.code)
    let event = engine.submit(around + answer + (around == "\t" ? "" : around), at: start, using: &generator)
    expectEqual(event, around == "\t" ? .notScored : .right(score: 1))
  }

  @Test func nonDigitIsWrongEvenWhereTheTutorialReadItAsZero() {
    // For a 9 the right digit is 0; a letter used to count as 0.
    var generator = SeededGenerator(seed: 3)
    var engine = Add1Engine(using: &generator)
    while engine.code.first != "9" { engine = Add1Engine(using: &generator) }
    let answer = Add1Engine.answer(for: engine.code)
    let withLetter = "a" + answer.dropFirst()
    let event = engine.submit(withLetter, at: start, using: &generator)
    expectEqual(event, .wrong(expected: answer, score: -1))
  }

  @Test func countdownStartsWithTheFirstScoredAnswer() {
    var (engine, generator) = engine(seconds: 60)
    expectEqual(engine.timeLeft(at: start.addingTimeInterval(500)), 60)
    _ = engine.submit("12", at: start.addingTimeInterval(100), using: &generator)
    expectTrue(!engine.isRunning)
    _ = engine.submit(engine.code, at: start.addingTimeInterval(200), using: &generator)
    expectTrue(engine.isRunning)
    expectEqual(engine.timeLeft(at: start.addingTimeInterval(215)), 45)
    expectEqual(CountdownText.format(engine.timeLeft(at: start.addingTimeInterval(215))), "00:45")
  }

  @Test func answerAfterTheDeadlineIsNotScoredAndANewMatchIsReady() {
    var (engine, generator) = engine(seconds: 60)
    _ = engine.submit(Add1Engine.answer(for: engine.code), at: start, using: &generator)
    let late = engine.submit(
      Add1Engine.answer(for: engine.code), at: start.addingTimeInterval(60.5), using: &generator)
    expectEqual(late, .timeUp(finalScore: 1))
    expectEqual(engine.score, 0)
    expectTrue(!engine.isRunning)
    expectEqual(engine.timeLeft(at: start.addingTimeInterval(100)), 60)
  }

  @Test func checkTimeEndsTheMatchOnlyAtZero() {
    var (engine, generator) = engine(seconds: 30)
    _ = engine.submit(engine.code, at: start, using: &generator)
    expectTrue(engine.checkTime(at: start.addingTimeInterval(29.9), using: &generator) == nil)
    expectEqual(
      engine.checkTime(at: start.addingTimeInterval(30), using: &generator), .timeUp(finalScore: -1))
  }

  @Test func secondsOptionSetsTheLength() {
    var (engine, generator) = engine(seconds: 120)
    _ = engine.submit(engine.code, at: start, using: &generator)
    expectEqual(engine.timeLeft(at: start.addingTimeInterval(61)), 59)
    expectEqual(engine.deadline(), start.addingTimeInterval(120))
  }

  /// Scores 11 right answers at `start`, so turbo applies from then on.
  func aboveTen(turbo: Bool) -> (Add1Engine, SeededGenerator) {
    var (engine, generator) = engine(seconds: 60, turbo: turbo)
    for _ in 0..<11 { _ = engine.submit(Add1Engine.answer(for: engine.code), at: start, using: &generator) }
    return (engine, generator)
  }

  @Test func turboRunsTimeTwiceAsFastAboveTen() {
    let (turbo, _) = aboveTen(turbo: true)
    let (normal, _) = aboveTen(turbo: false)
    expectEqual(turbo.score, 11)
    expectEqual(turbo.timeLeft(at: start.addingTimeInterval(10)), 40)
    expectEqual(normal.timeLeft(at: start.addingTimeInterval(10)), 50)
    expectEqual(turbo.deadline(), start.addingTimeInterval(30))
  }

  @Test func turboIsIntegratedBetweenAnswers() {
    var (engine, generator) = engine(seconds: 60, turbo: true)
    // 10 points at t=0: normal speed until the 11th point at t=10.
    for _ in 0..<10 { _ = engine.submit(Add1Engine.answer(for: engine.code), at: start, using: &generator) }
    expectEqual(engine.timeLeft(at: start.addingTimeInterval(10)), 50)
    _ = engine.submit(
      Add1Engine.answer(for: engine.code), at: start.addingTimeInterval(10), using: &generator)
    // Score 11 from t=10: 5 s of wall time use 10 s.
    expectEqual(engine.timeLeft(at: start.addingTimeInterval(15)), 40)
    // A wrong answer at t=15 drops to 10: normal speed again.
    _ = engine.submit(engine.code, at: start.addingTimeInterval(15), using: &generator)
    expectEqual(engine.score, 10)
    expectEqual(engine.timeLeft(at: start.addingTimeInterval(25)), 30)
    expectEqual(engine.deadline(), start.addingTimeInterval(55))
  }

  @Test(arguments: [
    (60.0, "01:00"), (59.2, "01:00"), (0.4, "00:01"), (0, "00:00"), (125, "02:05"), (-3, "00:00"),
  ])
  func countdownIsShownAsMinutesAndSeconds(seconds: Double, text: String) {
    expectEqual(CountdownText.format(seconds), text)
  }
}
