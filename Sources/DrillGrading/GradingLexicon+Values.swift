import DrillSupport

/// Closed sets of values that exclude each other, kept as data (issue 23; session 49, s49-slotdata):
/// the lexicon's `values:` lines, read by `KeyPointMatcher.misvalues`. A line is one set: its
/// members, `|` between them, and each member's spellings, `/` between them (`values: main queue |
/// background queue / private queue`). One table a lexicon, made when it is read, shared by its
/// copies (a class: a copy of the lexicon retains one reference).
final class ValueSets: Sendable {
  /// One spelling of a member: its set, its member, and its words.
  typealias Spelling = (set: Int, member: Int, words: [String])

  /// The sets, each a list of members, each member a list of its spellings (lowercased).
  let sets: [[[String]]]
  /// Each spelling's words, by its first word, the longest first (`KeyPointMatcher.values`).
  let table: [String: [Spelling]]
  /// `misvalues`' prefilter: each spelling holds one of `scanWords`; nil, every point is read.
  let scan: ASCIIWordSet?
  let scanWords: [String]

  /// No set: the rule says nothing (a lexicon without `values:` lines).
  static let none = ValueSets(sets: [], stop: [])

  /// The sets of `sets`; `stop`, the lexicon's stop words, left out of the prefilter's words.
  init(sets: [[[String]]], stop: Set<String>) {
    self.sets = sets
    var table: [String: [Spelling]] = [:]
    for (set, members) in sets.enumerated() {
      for (member, spellings) in members.enumerated() {
        for spelling in spellings {
          let words = Self.words(of: spelling)
          guard let first = words.first else { continue }
          table[first, default: []].append((set, member, words))
        }
      }
    }
    self.table = table.mapValues { $0.sorted { $0.words.count > $1.words.count } }
    scanWords = Self.scanWords(sets.flatMap { $0.flatMap { $0 } }, stop: stop) ?? []
    scan =
      scanWords.isEmpty || scanWords.count > 64 ? nil : ASCIIWordSet(bytes: scanWords.map { Array($0.utf8) })
  }

  /// A spelling's words as a member is read in a text (a hyphenated word is one word).
  static func words(of spelling: String) -> [String] {
    Array(
      KeyPointMatcher.wordStretches(spelling[...], joiners: KeyPointMatcher.apostrophes, compounds: true)
        .joined())
  }

  /// Words one of which every spelling holds, as `ASCIIWordSet` finds a word (its bytes, in either
  /// case): each spelling's longest run of ASCII letters that is not a stop word (of any, when all
  /// are), then, the shortest first, each dropped where every spelling that holds it holds another
  /// one kept ("background" of "background queue" and "background context" is dropped for `queue`
  /// and `context`). Few words, each a rare one: on the bundled sets, the words s49-slot picked by
  /// hand. Nil when a spelling has no ASCII letter.
  static func scanWords(_ spellings: [String], stop: Set<String>) -> [String]? {
    var chosen: Set<String> = []
    for spelling in spellings {
      let runs = spelling.split { !($0.isASCII && $0.isLetter) }.map { String($0).lowercased() }
      let kept = runs.filter { !stop.contains($0) }
      guard let longest = (kept.isEmpty ? runs : kept).max(by: { $0.count < $1.count }) else { return nil }
      chosen.insert(longest)
    }
    let lowered = spellings.map { $0.lowercased() }
    for word in chosen.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
      let others = chosen.subtracting([word])
      if lowered.allSatisfy({ spelling in
        !spelling.contains(word) || others.contains { spelling.contains($0) }
      }) {
        chosen.remove(word)
      }
    }
    return chosen.sorted()
  }
}

extension GradingLexicon {
  /// The sets of the `values:` lines `lines` (each its members, split at `|`), each problem of a
  /// line at its line.
  static func valueSets(_ lines: [(at: ContentLocation, members: [String])]) -> (
    sets: [[[String]]], problems: [Problem]
  ) {
    var (sets, problems) = ([[[String]]](), [Problem]())
    for (at, members) in lines {
      let spellings = members.map { member in
        member.split(separator: "/", omittingEmptySubsequences: false).map {
          String(Blanks.trimmed($0, lineBreaks: true))
        }
      }
      var seen: [[String]: String] = [:]
      var problem: String?
      if members.count < 2 { problem = "`values:` needs two members or more, `|` between them" }
      for (member, spelling) in zip(members, spellings).flatMap({ pair in pair.1.map { (pair.0, $0) } })
      where problem == nil {
        let words = ValueSets.words(of: spelling)
        if spelling.isEmpty {
          problem = "`values:` member `\(member)` has an empty spelling: `/` goes between two spellings"
        } else if words.isEmpty {
          problem = "`values:` spelling `\(spelling)` has no words"
        } else if let other = seen.updateValue(member, forKey: words), other != member {
          problem = "`\(spelling)` is a spelling of two members, `\(other)` and `\(member)`"
        }
      }
      if let problem { problems.append(.error(problem, at: at)) } else { sets.append(spellings) }
    }
    return (sets, problems)
  }
}
