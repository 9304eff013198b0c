import BullseyeCore

var generator = SeededGenerator(seed: 42)
let targets = (1...4).map { _ in Int(generator.next() % 100) + 1 }

var game = BullseyeGame(seed: 42)
expect(
  game.target, targets[0], "the target of BullseyeGame(seed: 42): the generator's first number % 100 + 1")
game.sliderValue = targets[0]
expect(
  game.hitMe(), "The slider's value is \(targets[0]). You earned 200 points.",
  "hitMe() with the slider on the target")
expect(game.score, 200, "the score after a round of 200 points")
expect(game.round, 2, "the round after one round")
expect(game.target, targets[1], "the second target: the generator's second number % 100 + 1")
game.sliderValue = targets[1] > 50 ? targets[1] - 10 : targets[1] + 10
expect(
  game.hitMe().hasSuffix("You earned 90 points."),
  "hitMe() 10 away from the target says \"You earned 90 points.\"")
expect(game.score, 290, "the score after rounds of 200 and 90 points")
expect(game.round, 3, "the round after two rounds")
game.startNewGame()
expect(game.score, 0, "the score after startNewGame()")
expect(game.round, 1, "the round after startNewGame()")
expect(game.sliderValue, 50, "the slider after startNewGame()")
expect(game.target, targets[3], "the target after startNewGame(): the generator's next number")

var targetsSeen = Set<Int>()
for seed in UInt64(0)..<300 {
  let target = BullseyeGame(seed: seed).target
  expect(target >= 1 && target <= 100, "BullseyeGame(seed: \(seed)).target is \(target), not from 1 to 100")
  targetsSeen.insert(target)
}
expect(
  targetsSeen.count > 80, "300 seeds gave only \(targetsSeen.count) different targets: is the target random?")
