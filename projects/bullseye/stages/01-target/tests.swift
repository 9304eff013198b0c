import BullseyeCore

let game = BullseyeGame(target: 37)
expect(game.target, 37, "BullseyeGame(target: 37).target")
expect(game.score, 0, "the score of a new game")
expect(game.round, 1, "the round of a new game")
expect(game.sliderValue, 50, "the slider of a new game (the middle of 1...100)")
expect(BullseyeGame(target: 99).target, 99, "BullseyeGame(target: 99).target")
