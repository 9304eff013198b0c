import AnagramsCore
import Foundation

func value(after option: String) -> String? {
  let words = CommandLine.arguments
  guard let index = words.firstIndex(of: option), index + 1 < words.count else { return nil }
  return words[index + 1]
}

let levels: [Level]
do {
  if let path = value(after: "--levels") {
    levels = try Level.load(fromJSON: String(contentsOfFile: path, encoding: .utf8))
  } else {
    levels = try Level.load(fromJSON: Level.builtInJSON)
  }
} catch {
  print("The word list could not be read: \(error)")
  exit(1)
}
let seed = value(after: "--seed").flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
var game = AnagramsGame(levels: levels, seed: seed)
let start = ContinuousClock.now

print("Anagrams")
print("Pick a level:")
print(game.menu)
while let line = readLine() {
  let time = (ContinuousClock.now - start) / .seconds(1)
  print(game.play(line, at: time))
  if let puzzle = game.puzzle {
    print("Tiles:   \(puzzle.tilesText)")
    print("Answer:  \(puzzle.targetsText)")
    print("Time left: \(Int(game.timeLeft(at: time).rounded(.up))) s. Type letters, or ? for a hint.")
  }
}
