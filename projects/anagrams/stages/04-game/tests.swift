import AnagramsCore

let levels = [
  Level(title: "One", pointsPerTile: 10, timeToSolve: 60, entries: ["enum"]),
  Level(title: "Two", pointsPerTile: 20, timeToSolve: 90, entries: ["Int", "var"]),
]
var game = AnagramsGame(levels: levels, seed: 1)
expect(game.menu, "1. One\n2. Two", "the menu of two levels")
expect(game.puzzle?.answer, nil, "a new game starts at the menu (no puzzle)")
expect(game.play("7", at: 0), "Pick a level:\n1. One\n2. Two", "play(\"7\") at the menu of two levels")
expect(game.play("1", at: 0), "Level 1: One. Find the word!", "play(\"1\") at the menu")
expect(game.puzzle?.answer ?? "", "enum", "the puzzle of a level with one entry")
expect(game.timeLeft(at: 15), 45, "timeLeft 15 seconds into a 60-second level")
expect(game.play("?", at: 1), "Hint: e. Points: -5", "a hint costs half a tile")
expect(game.play("nx", at: 2), "No, not x. Points: 0", "n is right (+10), then x is wrong (-5) and stops")
expect(game.puzzle?.targetsText ?? "", "E N _ _", "the targets after the hint and n")
expect(game.play("u", at: 3), "Points: 10", "a right letter wins a tile's points")
expect(
  game.play("m", at: 4), "Solved: enum! Points: 20\nPick a level:\n1. One\n2. Two",
  "the last letter solves the puzzle")
expect(game.puzzle?.answer, nil, "back to the menu after solving")
expect(game.points, 20, "the points after the puzzle")

expect(game.play("1", at: 100), "Level 1: One. Find the word!", "a second puzzle")
expect(game.play("e", at: 120), "Points: 30", "points carry over between puzzles")
expect(
  game.play("n", at: 160), "Time's up! The answer was: enum\nPick a level:\n1. One\n2. Two",
  "a letter after 60 seconds")
expect(game.points, 30, "the points after a lost puzzle (nothing won, nothing lost)")
expect(game.puzzle?.answer, nil, "back to the menu after the time is up")

var generator = SeededGenerator(seed: 8)
let answer = levels[1].entries[Int(generator.next() % 2)]
let expectedPuzzle = Puzzle(answer: answer, using: &generator)
var drawn = AnagramsGame(levels: levels, seed: 8)
drawn.start(level: 1, at: 0)
expect(drawn.puzzle?.answer ?? "", answer, "the entry start(level: 1) draws with seed 8")
expect(
  drawn.puzzle?.tiles ?? [], expectedPuzzle.tiles, "the tiles of that puzzle, shuffled by the same generator")
expect(drawn.timeLeft(at: 100), 0, "timeLeft after the level's time (never below 0)")
