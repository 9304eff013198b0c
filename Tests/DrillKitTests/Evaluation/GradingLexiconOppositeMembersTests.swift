import DrillKitTesting
import DrillSupport
import Testing

@testable import DrillGrading

/// An `opposite:` line that names a group member moves the whole group to the opposite's concept
/// (issue 29 (a), s32-checkfast28: the members are kept by concept instead of found by a walk of
/// every entry). Checked against that walk, written out here over single words.
@Suite struct GradingLexiconOppositeMembersTests {
  /// What the lexicon means by each key, by the walk of every entry the parse used to make.
  static func walked(groups: [[String]], opposites: [[String]]) -> [[String]: GradingLexicon.Meaning] {
    let stemmer = SnowballStemmer()
    var meanings: [[String]: GradingLexicon.Meaning] = [:]
    for entries in groups {
      let keys = entries.map { [stemmer.stem($0)] }
      let concept = meanings[keys[0]]?.concept ?? keys[0][0]
      for key in keys where meanings[key] == nil { meanings[key] = .init(concept: concept, flips: false) }
    }
    for entries in opposites {
      let first = [stemmer.stem(entries[0])]
      let base = meanings[first] ?? .init(concept: first[0], flips: false)
      meanings[first] = base
      for key in entries.dropFirst().map({ [stemmer.stem($0)] }) {
        guard let known = meanings[key] else {
          meanings[key] = .init(concept: base.concept, flips: !base.flips)
          continue
        }
        guard !known.flips, known.concept != base.concept else { continue }
        for (other, meaning) in meanings where meaning.concept == known.concept {
          meanings[other] = .init(concept: base.concept, flips: meaning.flips != !base.flips)
        }
      }
    }
    return meanings
  }

  static func text(groups: [[String]], opposites: [[String]]) -> String {
    (groups.map { "same: " + $0.joined(separator: " | ") }
      + opposites.map { "opposite: " + $0.joined(separator: " | ") }).joined(separator: "\n")
  }

  /// A group moved twice (`slow` into `fast`'s, then with it into `tiny`'s), a line's first entry
  /// new and then named (`small`), an entry added by one line and moved by the next (`cold`).
  @Test func chainedMovesKeepEveryMember() {
    let groups = [["fast", "quick", "speedy"], ["slow", "sluggish"], ["big", "large"]]
    let opposites = [
      ["fast", "slow"], ["small", "big"], ["tiny", "fast"], ["huge", "small"], ["warm", "cold"],
      ["cool", "warm"],
    ]
    let lexicon = GradingLexicon(text: Self.text(groups: groups, opposites: opposites), path: "lexicon.txt")
    let expected = Self.walked(groups: groups, opposites: opposites)
    expectEqual(lexicon.meanings, expected)
    let stemmer = SnowballStemmer()
    expectEqual(lexicon.meanings[[stemmer.stem("sluggish")]]?.concept, "tini")
    expectEqual(lexicon.meanings[[stemmer.stem("sluggish")]]?.flips, false)
    expectEqual(lexicon.meanings[["cold"]]?.concept, "cool")
    expectEqual(lexicon.meanings[["larg"]]?.flips, false)
  }

  /// Random groups and opposites over a few words: the same meanings as the walk.
  @Test func randomLexiconsMeanWhatTheWalkMakesOfThem() {
    var generator = SeededGenerator(seed: 28)
    let words = [
      "alpha", "bravo", "delta", "echo", "golf", "hotel", "india", "kilo", "lima", "mike", "oscar", "papa",
    ]
    for trial in 0..<300 {
      func line(_ range: ClosedRange<Int>) -> [String] {
        var picked: [String] = []
        for _ in 0..<Int.random(in: range, using: &generator) {
          let word = words[Int.random(in: 0..<words.count, using: &generator)]
          if !picked.contains(word) { picked.append(word) }
        }
        return picked
      }
      let groups = (0..<Int.random(in: 0...5, using: &generator)).map { _ in line(1...4) }
      let opposites = (0..<Int.random(in: 1...6, using: &generator)).map { _ in line(2...4) }.filter {
        $0.count > 1
      }
      let lexicon = GradingLexicon(text: Self.text(groups: groups, opposites: opposites), path: "lexicon.txt")
      expectEqual(lexicon.meanings, Self.walked(groups: groups, opposites: opposites), "trial \(trial)")
    }
  }
}
