/// Words one edit away from `word`: each prefix and suffix, each letter replaced by one of
/// `letters`, each of `letters` put in at every place, and the word in capitals. What the byte
/// tests of condition openers (`ConditionOpenerBytesTests`, `OwnConditionPrefilterTests`) are
/// asked beside the openers themselves.
func nearMisses(of word: String, letters: [String]) -> Set<String> {
  var words: Set<String> = [word.uppercased()]
  let characters = Array(word).map(String.init)
  for cut in 0...characters.count {
    words.insert(characters[..<cut].joined())
    words.insert(characters[cut...].joined())
    for letter in letters {
      var changed = characters
      if cut < characters.count { changed[cut] = letter }
      words.insert(changed.joined())
      words.insert((characters[..<cut] + [letter] + characters[cut...]).joined())
    }
  }
  return words
}
