import GuessCore

/// The number after `--seed` on the command line, if there is one.
func seedArgument() -> UInt64? {
  let words = CommandLine.arguments
  guard let index = words.firstIndex(of: "--seed"), index + 1 < words.count else { return nil }
  return UInt64(words[index + 1])
}

var game = GuessGame(seed: seedArgument() ?? UInt64.random(in: 0...UInt64.max))
print("Guess the Number")
print("Guess a number \(game.rangeText)")
while let line = readLine() {
  print(game.play(line))
  print("Guess a number \(game.rangeText)")
}
