import Add1Core

var game = Add1Game(code: "1357")
expect(game.answer("246"), "Type the 4 digits of the answer", "answer(\"246\") (3 characters: not scored)")
expect(
  game.answer("24689"), "Type the 4 digits of the answer", "answer(\"24689\") (5 characters: not scored)")
expect(game.code, "1357", "the code after answers that were not scored (it stays)")
expect(game.score, 0, "the score after answers that were not scored")
expect(game.answer("2468"), "Right! Score: 1", "answer(\"2468\") for the code 1357")

var generator = SeededGenerator(seed: 0)
let next = Add1Game.randomCode(using: &generator)
let then = Add1Game.randomCode(using: &generator)
var fresh = Add1Game(code: "0919")
_ = fresh.answer("1020")
expect(
  fresh.code, next,
  "the code after an answer: the next randomCode of the game's generator (seed 0 for init(code:))")
expect(
  fresh.answer("abcd"), "Wrong: the answer was \(Add1Game.expectedAnswer(for: next)). Score: 0",
  "a wrong answer after a right one")
expect(fresh.code, then, "the code after a wrong answer: a new one too")
expect(
  fresh.answer("zzzz"), "Wrong: the answer was \(Add1Game.expectedAnswer(for: then)). Score: -1",
  "a second wrong answer (the score goes below zero)")
expect(fresh.score, -1, "the score after one right and two wrong answers")
