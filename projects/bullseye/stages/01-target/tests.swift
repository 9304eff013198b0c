import BullseyeCore

let game = BullseyeGame(target: 37)
expect(game.target, 37, "BullseyeGame(target: 37).target")
expect(game.score, 0, "the score of a new game")
expect(game.round, 1, "the round of a new game")
// sliderValue is a whole number: an Int, not a Double (a Double slider does not compile here).
let sliderAsInt: Int = game.sliderValue
expect(sliderAsInt, 50, "the slider of a new game (50, near the middle of 1...100)")
expect(BullseyeGame(target: 99).target, 99, "BullseyeGame(target: 99).target")
