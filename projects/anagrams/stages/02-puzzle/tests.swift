import AnagramsCore

var generator = SeededGenerator(seed: 5)
let puzzle = Puzzle(answer: "swift", using: &generator)
expect(puzzle.answer, "swift", "the answer of Puzzle(answer: \"swift\")")
expect(puzzle.tiles.sorted(), Array("fistw"), "the tiles of \"swift\", sorted (the same letters)")

var shuffler = SeededGenerator(seed: 5)
var letters = Array("swift")
var index = letters.count - 1
while index > 0 {
  letters.swapAt(index, Int(shuffler.next() % UInt64(index + 1)))
  index -= 1
}
expect(puzzle.tiles, letters, "the tiles of \"swift\" with seed 5, shuffled as the instructions say")
expect(puzzle.targets, [nil, nil, nil, nil, nil], "the targets of a new puzzle for \"swift\"")
expect(
  puzzle.tilesText, letters.map { String($0).uppercased() }.joined(separator: " "), "tilesText of \"swift\"")
expect(puzzle.targetsText, "_ _ _ _ _", "targetsText of a new puzzle for \"swift\"")

var phrases = SeededGenerator(seed: 9)
let phrase = Puzzle(answer: "async let", using: &phrases)
expect(phrase.tiles.count, 8, "the number of tiles of \"async let\" (a space is not a tile)")
expect(!phrase.tiles.contains(" "), "the tiles of \"async let\" should not contain the space")
expect(
  phrase.targets, [nil, nil, nil, nil, nil, " ", nil, nil, nil],
  "the targets of \"async let\" (the space is filled)")
expect(phrase.targetsText, "_ _ _ _ _   _ _ _", "targetsText of a new puzzle for \"async let\"")
