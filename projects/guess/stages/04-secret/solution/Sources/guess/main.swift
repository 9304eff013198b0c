import GuessCore

let game = GuessGame(seed: UInt64.random(in: 0...UInt64.max))
print("Guess the Number")
print("Guess a number \(game.rangeText)")
