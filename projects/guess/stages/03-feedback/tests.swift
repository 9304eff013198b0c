import GuessCore

var game = GuessGame(secret: 60)
expect(game.guess(30), "Your last guess was too low", "guess(30) when the secret is 60")
expect(game.lowerBound, 31, "the lower bound after guessing 30 (too low: the secret is 31 or more)")
expect(game.guesses, 1, "the number of guesses after one guess")
expect(game.guess(80), "Your last guess was too high", "guess(80) when the secret is 60")
expect(game.upperBound, 79, "the upper bound after guessing 80 (too high: the secret is 79 or less)")
expect(game.guess(90), "Your last guess was too high", "guess(90) when the secret is 60")
expect(game.upperBound, 79, "the upper bound after guessing 90 when it was 79 (it only moves down)")
expect(game.guess(10), "Your last guess was too low", "guess(10) when the secret is 60")
expect(game.lowerBound, 31, "the lower bound after guessing 10 when it was 31 (it only moves up)")
expect(game.rangeText, "from 31 to 79", "rangeText after guesses 30, 80, 90 and 10")
expect(game.guesses, 4, "the number of guesses after four guesses")
expect(game.guess(60), "You won in 5 guesses!", "the fifth guess finds the secret (the winning guess counts)")

var lucky = GuessGame(secret: 7)
expect(lucky.guess(7), "You won in 1 guess!", "a win at the first guess")
