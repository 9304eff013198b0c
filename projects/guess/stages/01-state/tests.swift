import GuessCore

let game = GuessGame(secret: 42)
expect(game.secret, 42, "GuessGame(secret: 42).secret")
expect(game.lowerBound, 0, "the lower bound of a new game")
expect(game.upperBound, 99, "the upper bound of a new game")
expect(game.guesses, 0, "the number of guesses of a new game")
expect(game.rangeText, "from 0 to 99", "rangeText of a new game")
expect(GuessGame(secret: 7).secret, 7, "GuessGame(secret: 7).secret")
