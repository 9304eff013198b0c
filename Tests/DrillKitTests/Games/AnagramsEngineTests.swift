import Foundation
import Testing

@testable import DrillGames
@testable import DrillSupport

@Suite struct AnagramsEngineTests {
  let start = Date(timeIntervalSince1970: 2_000_000)

  /// An engine with a puzzle of level `level` dealt at `start`.
  func dealt(level: Int = 1) -> AnagramsEngine {
    var generator = SeededGenerator(seed: 4)
    var engine = AnagramsEngine(levels: GameFixtures.levels)
    engine.start(level: level, at: start, using: &generator)
    return engine
  }

  @Test func rightLetterFillsTheNextTargetAndScores() {
    var engine = dealt()
    #expect(engine.type("l", at: start) == [.placed("l", points: 10)])
    #expect(engine.points == 10)
    #expect(engine.puzzle?.targetsText == "L _ _")
  }

  @Test func wrongLetterIsRefusedForHalfThePoints() {
    var engine = dealt()
    #expect(engine.type("x", at: start) == [.refused("x", penalty: 5)])
    #expect(engine.points == -5)
    #expect(engine.puzzle?.placed == 0)
  }

  @Test func severalLettersPerLineCountInOrderIgnoringCase() {
    var engine = dealt()
    let events = engine.type("LqE", at: start)
    #expect(events == [.placed("L", points: 10), .refused("q", penalty: 5), .placed("E", points: 10)])
    #expect(engine.points == 15)
    #expect(engine.puzzle?.targetsText == "L E _")
  }

  @Test func solvingReturnsToTheMenuAndIgnoresExtraLetters() {
    var engine = dealt()
    let events = engine.type("letxyz", at: start)
    #expect(events.last == .solved(answer: "let"))
    #expect(events.count == 4)
    #expect(engine.points == 30)
    #expect(engine.puzzle == nil)
    #expect(engine.puzzlesSolved == 1)
  }

  @Test func hintPlacesTheNextLetterForHalfThePoints() {
    var engine = dealt()
    _ = engine.type("l", at: start)
    #expect(engine.hint(at: start) == [.hinted("e", penalty: 5)])
    #expect(engine.points == 5)
    #expect(engine.puzzle?.targetsText == "L E _")
    let last = engine.hint(at: start)
    #expect(last == [.hinted("t", penalty: 5), .solved(answer: "let")])
    #expect(engine.points == 0)
  }

  @Test func timeRunsOutAndInputAfterTheDeadlineScoresNothing() {
    var engine = dealt()
    #expect(engine.timeLeft(at: start.addingTimeInterval(12)) == 18)
    #expect(engine.checkTime(at: start.addingTimeInterval(29)) == nil)
    #expect(engine.type("let", at: start.addingTimeInterval(30)) == [.timeUp(answer: "let")])
    #expect(engine.points == 0)
    #expect(engine.puzzle == nil)
  }

  @Test func hintAfterTheDeadlineLosesThePuzzle() {
    var engine = dealt()
    #expect(engine.hint(at: start.addingTimeInterval(31)) == [.timeUp(answer: "let")])
    #expect(engine.points == 0)
  }

  @Test func spacesArePreFilledAndNeedNotBeTyped() {
    var engine = dealt(level: 2)
    #expect(engine.puzzle?.targetsText == "_ _ _ _   _ _ _")
    #expect(engine.puzzle?.remainingTiles.count == 7)
    _ = engine.type("lazy", at: start)
    #expect(engine.puzzle?.targetsText == "L A Z Y   _ _ _")
    let events = engine.type(" v a r", at: start)
    #expect(events.last == .solved(answer: "lazy var"))
    #expect(engine.points == 140)
  }

  @Test func pointsCarryOverBetweenPuzzles() {
    var generator = SeededGenerator(seed: 4)
    var engine = AnagramsEngine(levels: GameFixtures.levels)
    engine.start(level: 1, at: start, using: &generator)
    _ = engine.type("let", at: start)
    engine.start(level: 1, at: start, using: &generator)
    _ = engine.type("x", at: start)
    _ = engine.type("let", at: start)
    #expect(engine.points == 55)
    #expect(engine.puzzlesPlayed == 2)
  }

  @Test func unknownLevelDealsNothing() {
    var generator = SeededGenerator(seed: 4)
    var engine = AnagramsEngine(levels: GameFixtures.levels)
    #expect(engine.start(level: 3, at: start, using: &generator) == nil)
    #expect(engine.start(level: 0, at: start, using: &generator) == nil)
    #expect(engine.puzzle == nil)
  }

  @Test func entriesDoNotRepeatUntilTheLevelRunsOut() {
    var generator = SeededGenerator(seed: 8)
    let words = ["alpha", "bravo", "charlie", "delta"]
    var engine = AnagramsEngine(
      levels: [AnagramLevel(title: "T", pointsPerTile: 2, timeToSolve: 5, entries: words)])
    var seen: [String] = []
    for _ in 0..<4 {
      seen.append(engine.start(level: 1, at: start, using: &generator)?.answer ?? "")
    }
    #expect(Set(seen) == Set(words))
  }

  @Test func giveUpLosesThePuzzle() {
    var engine = dealt()
    #expect(engine.giveUp() == .gaveUp(answer: "let"))
    #expect(engine.puzzle == nil)
  }
}

@Suite struct AnagramPuzzleTests {
  @Test(arguments: ["swift", "lazy var", "associatedtype", "aab"])
  func tilesHoldTheAnswersLettersShuffled(answer: String) {
    var generator = SeededGenerator(seed: 21)
    let puzzle = AnagramPuzzle(answer: answer, using: &generator)
    let letters = answer.filter { $0 != " " }
    #expect(puzzle.tiles.sorted() == letters.sorted())
    #expect(String(puzzle.tiles) != letters)
  }

  @Test func tilesAndTargetsAreDrawnAsInTheGame() {
    var puzzle = AnagramPuzzle(answer: "swift", tiles: Array("wisft"))
    #expect(puzzle.tilesText == "[W] [I] [S] [F] [T]")
    #expect(puzzle.targetsText == "_ _ _ _ _")
    puzzle.placeNext()
    #expect(puzzle.tilesText == "[W] [I] [F] [T]")
    #expect(puzzle.targetsText == "S _ _ _ _")
  }
}
