import AnagramsCore

print("Anagrams")
do {
  let levels = try Level.load(fromJSON: Level.builtInJSON)
  print("Pick a level:")
  for (index, level) in levels.enumerated() {
    print("\(index + 1). \(level.title)")
  }
} catch {
  print("The word list could not be read: \(error)")
}
