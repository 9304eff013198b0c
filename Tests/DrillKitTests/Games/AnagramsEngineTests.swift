import DrillKitTesting
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
    expectEqual(engine.type("l", at: start), [.placed("l", points: 10)])
    expectEqual(engine.points, 10)
    expectEqual(engine.puzzle?.targetsText, "L _ _")
  }

  @Test func wrongTileIsRefusedForHalfThePoints() {
    var engine = dealt()
    expectEqual(engine.type("t", at: start), [.refused("t", penalty: 5)])
    expectEqual(engine.points, -5)
    expectEqual(engine.puzzle?.placed, 0)
  }

  /// Session 50's tryout (finding 3): "xyz" on the tiles of "let" cost 5 points a letter, like a
  /// wrong tile. The tutorial charges only for a tile dropped on the wrong target; a letter on no
  /// tile left is refused for nothing (a used tile's letter too: that tile is on the board).
  @Test func aLetterOnNoTileLeftIsRefusedForNothing() {
    var engine = dealt()
    expectEqual(engine.type("xyz", at: start), [.noTile("x"), .noTile("y"), .noTile("z")])
    expectEqual(engine.points, 0)
    expectEqual(engine.type("lL", at: start), [.placed("l", points: 10), .noTile("L")])
    expectEqual(engine.points, 10)
    expectEqual(engine.puzzle?.targetsText, "L _ _")
  }

  @Test func severalLettersPerLineCountInOrderIgnoringCase() {
    var engine = dealt()
    let events = engine.type("LtE", at: start)
    expectEqual(events, [.placed("L", points: 10), .refused("t", penalty: 5), .placed("E", points: 10)])
    expectEqual(engine.points, 15)
    expectEqual(engine.puzzle?.targetsText, "L E _")
  }

  @Test func solvingReturnsToTheMenuAndIgnoresExtraLetters() {
    var engine = dealt()
    let events = engine.type("letxyz", at: start)
    expectEqual(events.last, .solved(answer: "let"))
    expectEqual(events.count, 4)
    expectEqual(engine.points, 30)
    expectTrue(engine.puzzle == nil)
    expectEqual(engine.puzzlesSolved, 1)
  }

  @Test func hintPlacesTheNextLetterForHalfThePoints() {
    var engine = dealt()
    _ = engine.type("l", at: start)
    expectEqual(engine.hint(at: start), [.hinted("e", penalty: 5)])
    expectEqual(engine.points, 5)
    expectEqual(engine.puzzle?.targetsText, "L E _")
    let last = engine.hint(at: start)
    expectEqual(last, [.hinted("t", penalty: 5), .solved(answer: "let")])
    expectEqual(engine.points, 0)
  }

  @Test func timeRunsOutAndInputAfterTheDeadlineScoresNothing() {
    var engine = dealt()
    expectEqual(engine.timeLeft(at: start.addingTimeInterval(12)), 18)
    expectTrue(engine.checkTime(at: start.addingTimeInterval(29)) == nil)
    expectEqual(engine.type("let", at: start.addingTimeInterval(30)), [.timeUp(answer: "let")])
    expectEqual(engine.points, 0)
    expectTrue(engine.puzzle == nil)
  }

  @Test func hintAfterTheDeadlineLosesThePuzzle() {
    var engine = dealt()
    expectEqual(engine.hint(at: start.addingTimeInterval(31)), [.timeUp(answer: "let")])
    expectEqual(engine.points, 0)
  }

  @Test func spacesArePreFilledAndNeedNotBeTyped() {
    var engine = dealt(level: 2)
    expectEqual(engine.puzzle?.targetsText, "_ _ _ _   _ _ _")
    expectEqual(engine.puzzle?.remainingTiles.count, 7)
    _ = engine.type("lazy", at: start)
    expectEqual(engine.puzzle?.targetsText, "L A Z Y   _ _ _")
    let events = engine.type(" v a r", at: start)
    expectEqual(events.last, .solved(answer: "lazy var"))
    expectEqual(engine.points, 140)
  }

  @Test func pointsCarryOverBetweenPuzzles() {
    var generator = SeededGenerator(seed: 4)
    var engine = AnagramsEngine(levels: GameFixtures.levels)
    engine.start(level: 1, at: start, using: &generator)
    _ = engine.type("let", at: start)
    engine.start(level: 1, at: start, using: &generator)
    _ = engine.type("t", at: start)
    _ = engine.type("let", at: start)
    expectEqual(engine.points, 55)
    expectEqual(engine.puzzlesPlayed, 2)
  }

  @Test func unknownLevelDealsNothing() {
    var generator = SeededGenerator(seed: 4)
    var engine = AnagramsEngine(levels: GameFixtures.levels)
    expectTrue(engine.start(level: 3, at: start, using: &generator) == nil)
    expectTrue(engine.start(level: 0, at: start, using: &generator) == nil)
    expectTrue(
      engine.start(level: Int.min, at: start, using: &generator) == nil, "no overflow at the smallest Int")
    expectTrue(engine.puzzle == nil)
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
    expectEqual(Set(seen), Set(words))
  }

  @Test func giveUpLosesThePuzzle() {
    var engine = dealt()
    expectEqual(engine.giveUp(), .gaveUp(answer: "let"))
    expectTrue(engine.puzzle == nil)
  }
}

@Suite struct AnagramPuzzleTests {
  @Test(arguments: ["swift", "lazy var", "associatedtype", "aab"])
  func tilesHoldTheAnswersLettersShuffled(answer: String) {
    var generator = SeededGenerator(seed: 21)
    let puzzle = AnagramPuzzle(answer: answer, using: &generator)
    let letters = answer.filter { $0 != " " }
    expectEqual(puzzle.tiles.sorted(), letters.sorted())
    expectTrue(String(puzzle.tiles) != letters)
  }

  @Test func tilesAndTargetsAreDrawnAsInTheGame() {
    var puzzle = AnagramPuzzle(answer: "swift", tiles: Array("wisft"))
    expectEqual(puzzle.tilesText, "[W] [I] [S] [F] [T]")
    expectEqual(puzzle.targetsText, "_ _ _ _ _")
    puzzle.placeNext()
    expectEqual(puzzle.tilesText, "[W] [I] [F] [T]")
    expectEqual(puzzle.targetsText, "S _ _ _ _")
  }
}
