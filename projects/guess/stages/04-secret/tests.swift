import GuessCore

var generator = SeededGenerator(seed: 42)
let first = Int(generator.next() % 100)
let second = Int(generator.next() % 100)

var game = GuessGame(seed: 42)
expect(game.secret, first, "the secret of GuessGame(seed: 42): the generator's first number % 100")
_ = game.guess(game.secret == 99 ? 0 : 99)
_ = game.guess(game.secret)
expect(game.secret, second, "the secret after a win: the generator's second number % 100")
expect(game.guesses, 0, "the number of guesses after a win (a new game starts)")
expect(game.lowerBound, 0, "the lower bound after a win")
expect(game.upperBound, 99, "the upper bound after a win")

var again = GuessGame(seed: 42)
expect(again.guess(again.secret), "You won in 1 guess!", "a win at the first guess, with a seed")

var secrets = Set<Int>()
for seed in UInt64(0)..<300 {
  let secret = GuessGame(seed: seed).secret
  expect(secret >= 0 && secret <= 99, "GuessGame(seed: \(seed)).secret is \(secret), not from 0 to 99")
  secrets.insert(secret)
}
expect(secrets.count > 80, "300 seeds gave only \(secrets.count) different secrets: is the secret random?")

var reset = GuessGame(seed: 7)
_ = reset.guess(reset.secret == 0 ? 1 : 0)
reset.reset()
expect(reset.guesses, 0, "the number of guesses after reset()")
expect(reset.rangeText, "from 0 to 99", "rangeText after reset()")
