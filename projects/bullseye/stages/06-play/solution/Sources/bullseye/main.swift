import BullseyeCore

/// The number after `--seed` on the command line, if there is one.
func seedArgument() -> UInt64? {
  let words = CommandLine.arguments
  guard let index = words.firstIndex(of: "--seed"), index + 1 < words.count else { return nil }
  return UInt64(words[index + 1])
}

/// The target, the slider and the score of the round being played.
func showRound(of game: BullseyeGame) {
  print("Put the bullseye as close as you can to: \(game.target)")
  print(game.sliderBar)
  print("Score: \(game.score)  Round: \(game.round)")
}

var game = BullseyeGame(seed: seedArgument() ?? UInt64.random(in: 0...UInt64.max))
print("Bullseye")
showRound(of: game)
while let line = readLine() {
  print(game.play(line))
  showRound(of: game)
}
