import Add1Core

/// The word after `option` on the command line, if there is one.
func value(after option: String) -> String? {
  let words = CommandLine.arguments
  guard let index = words.firstIndex(of: option), index + 1 < words.count else { return nil }
  return words[index + 1]
}

let seed = value(after: "--seed").flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
let seconds = value(after: "--seconds").flatMap { Double($0) } ?? 60
var game = Add1Game(seed: seed, seconds: seconds)
let start = ContinuousClock.now

/// The time left, the code and the score, at `time` seconds.
func status(of game: Add1Game, at time: Double) -> String {
  "\(game.timeText(at: time))  Code: \(game.code)  Score: \(game.score)"
}

print("Add 1")
print(status(of: game, at: 0))
while let line = readLine() {
  let time = (ContinuousClock.now - start) / .seconds(1)
  print(game.answer(line, at: time))
  print(status(of: game, at: time))
}
