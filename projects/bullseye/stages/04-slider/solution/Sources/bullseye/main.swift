import BullseyeCore

let game = BullseyeGame(seed: UInt64.random(in: 0...UInt64.max))
print("Bullseye")
print("Put the bullseye as close as you can to: \(game.target)")
print(game.sliderBar)
print("Score: \(game.score)  Round: \(game.round)")
