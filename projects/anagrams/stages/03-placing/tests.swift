import AnagramsCore

var generator = SeededGenerator(seed: 3)
var puzzle = Puzzle(answer: "Int", using: &generator)
expect(puzzle.nextLetter, "I", "nextLetter of a new puzzle for \"Int\"")
expect(!puzzle.place("n"), "place(\"n\") first in \"Int\" should be refused")
expect(puzzle.targets, [nil, nil, nil], "the targets after a wrong letter (nothing changes)")
expect(puzzle.tiles.count, 3, "the tiles after a wrong letter (nothing changes)")
expect(puzzle.place("i"), "place(\"i\") first in \"Int\" should be accepted (capitals or not)")
expect(puzzle.targets, ["I", nil, nil], "the targets after placing i: the answer's own I")
expect(puzzle.tiles.sorted(), ["n", "t"], "the tiles after placing I (its tile is gone)")
expect(puzzle.targetsText, "I _ _", "targetsText after placing I")
expect(!puzzle.isSolved, "a puzzle with empty targets is not solved")
expect(puzzle.hint(), "n", "hint() after I in \"Int\"")
expect(puzzle.targetsText, "I N _", "targetsText after the hint")
expect(puzzle.place("T"), "place(\"T\") last in \"Int\"")
expect(puzzle.isSolved, "a puzzle with every target filled is solved")
expect(puzzle.tiles.isEmpty, "no tile is left once solved")
expect(puzzle.nextLetter, nil, "nextLetter of a solved puzzle")
expect(puzzle.hint(), nil, "hint() of a solved puzzle")

var doubles = SeededGenerator(seed: 4)
var letters = Puzzle(answer: "copy on", using: &doubles)
for letter in "copyo" { expect(letters.place(letter), "placing \(letter) in \"copy on\"") }
expect(
  letters.targetsText, "C O P Y   O _",
  "targetsText of \"copy on\" after c, o, p, y, o (the space was skipped)")
expect(letters.tiles, ["n"], "the tiles left: one n (each o took one tile)")
