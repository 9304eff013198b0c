import BullseyeCore

let game = BullseyeGame(target: 37)
print("Bullseye")
print("Put the bullseye as close as you can to: \(game.target)")
print("Score: \(game.score)  Round: \(game.round)")
