import GuessCore

let game = GuessGame(secret: 42)
print("Guess the Number")
print("Guess a number \(game.rangeText)")
