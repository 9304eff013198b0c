import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillPlay
@testable import DrillSupport

@Suite struct Add1SessionTests {
  /// Answers that a player would type for seed `seed`, computed on a shadow engine.
  struct Shadow {
    var generator: SeededGenerator
    var engine: Add1Engine

    init(seed: UInt64, seconds: Int) {
      generator = SeededGenerator(seed: seed)
      engine = Add1Engine(seconds: seconds, using: &generator)
    }

    mutating func right() -> String {
      let answer = Add1Engine.answer(for: engine.code)
      _ = engine.submit(answer, at: .distantPast, using: &generator)
      return answer
    }

    mutating func wrong() -> String {
      let answer = engine.code
      _ = engine.submit(answer, at: .distantPast, using: &generator)
      return answer
    }
  }

  @Test func playsAMatchToTimeUpAndRecordsIt() {
    var shadow = Shadow(seed: 42, seconds: 10)
    let firstCode = shadow.engine.code
    let right = shadow.right()
    let wrong = shadow.wrong()
    let secondRight = shadow.right()
    let late = shadow.right()
    let time = ManualTime()
    let console = TimedConsole(
      [
        (.line("12"), 1), (.line(right), 1), (.line(wrong), 2), (.line(secondRight), 3),
        (.line(late), 20), (.line(":quit"), 1),
      ], time: time)
    let log = ResultLog()
    let session = Add1Session(
      GameContext(
        console: console, clock: time.clock, options: GameOptions(seed: 42, seconds: 10), onFinish: log.record
      ))

    expectEqual(session.run(), .quit)
    expectEqual(
      log.results,
      [
        GameResult(
          game: .add1, score: 1, options: ["seconds": "10"], seed: 42,
          date: Date(timeIntervalSince1970: 1_800_000_027))
      ])
    let transcript = console.transcript
    expectContains(transcript, "Code \(firstCode)   Score 0   Time 00:10")
    expectContains(transcript, "did not count")
    expectContains(transcript, "\u{2713} right")
    expectContains(transcript, "\u{2717} wrong, it was \(Add1Engine.answer(for: wrong))")
    expectContains(transcript, "Score 1   Time 00:05")
    expectContains(transcript, "Time's up!\nFinal score: 1\n")
    expectContains(transcript, "A new match is ready: score 0, time 00:10.")
    expectNotContains(transcript, "\u{07}")
  }

  @Test func onATerminalTheMatchEndsAtTheDeadlineWithoutEnter() {
    var shadow = Shadow(seed: 5, seconds: 10)
    let first = shadow.right()
    let second = shadow.wrong()
    let time = ManualTime()
    // The second answer would come after 30 seconds: the countdown ends the read at 10.
    let console = TimedConsole(
      [(.line(first), 2), (.line(second), 30), (.line(":quit"), 1)], time: time, endsAtDeadline: true)
    let log = ResultLog()
    let exit = Add1Session(
      GameContext(
        console: console, clock: time.clock, options: GameOptions(seed: 5, seconds: 10), onFinish: log.record)
    ).run()

    expectEqual(exit, .quit)
    // The match started at the first answer (second 2), so it ends at second 12.
    expectEqual(log.results.map(\.date), [Date(timeIntervalSince1970: 1_800_000_012)])
    expectEqual(log.results.map(\.score), [1])
    expectEqual(console.statuses.count, 2)
    expectEqual(console.statuses.first?.hasSuffix("Score 1   Time 00:10"), true)
    expectEqual(console.statuses.last?.hasSuffix("Score 1   Time 00:00"), true)
    expectContains(console.transcript, "Time's up!\nFinal score: 1\n")
    // The half-typed wrong answer was dropped, not scored.
    expectNotContains(console.transcript, "\u{2717} wrong")
  }

  @Test func turboDeadlineEndsTheMatchExactlyAtIt() throws {
    var generator = SeededGenerator(seed: 3)
    var engine = Add1Engine(seconds: 7, turbo: true, using: &generator)
    let start = Date(timeIntervalSince1970: 1_800_000_000.3)
    for step in 0..<12 {
      _ = engine.submit(
        Add1Engine.answer(for: engine.code), at: start.addingTimeInterval(Double(step) * 0.1),
        using: &generator)
    }
    let deadline = try #require(engine.deadline())
    expectTrue(engine.checkTime(at: deadline.addingTimeInterval(-0.01), using: &generator) == nil)
    expectEqual(engine.checkTime(at: deadline, using: &generator), .timeUp(finalScore: 12))
  }

  @Test func leavingMidMatchRecordsNothing() {
    var shadow = Shadow(seed: 1, seconds: 60)
    let time = ManualTime()
    let console = TimedConsole([(.line(shadow.right()), 1), (.interrupt, 1)], time: time)
    let log = ResultLog()
    let exit = Add1Session(
      GameContext(console: console, clock: time.clock, options: GameOptions(seed: 1), onFinish: log.record)
    )
    .run()
    expectEqual(exit, .interrupt)
    expectTrue(log.results.isEmpty)
  }

  @Test(arguments: [(false, true), (true, false)])
  func bellRingsOnATerminalUnlessQuiet(quiet: Bool, rings: Bool) {
    var shadow = Shadow(seed: 3, seconds: 60)
    let time = ManualTime()
    let console = TimedConsole([(.line(shadow.wrong()), 1)], time: time, interactive: true)
    let options = GameOptions(seed: 3, quiet: quiet)
    _ = Add1Session(GameContext(console: console, clock: time.clock, options: options, onFinish: { _ in }))
      .run()
    expectEqual(console.transcript.contains("\u{07}"), rings)
  }

  @Test func matchThatRanOutIsRecordedWhenTheInputEnds() {
    var shadow = Shadow(seed: 8, seconds: 60)
    let time = ManualTime()
    let console = TimedConsole([(.line(shadow.wrong()), 1), (.endOfInput, 61)], time: time)
    let log = ResultLog()
    let options = GameOptions(seed: 8, turbo: true)
    let exit = Add1Session(
      GameContext(console: console, clock: time.clock, options: options, onFinish: log.record)
    ).run()
    expectEqual(exit, .endOfInput)
    expectContains(console.transcript, "Turbo")
    expectEqual(log.results.map(\.score), [-1])
    expectEqual(log.results.first?.options, ["seconds": "60", "turbo": "true"])
    expectContains(console.transcript, "Time's up!")
  }
}
