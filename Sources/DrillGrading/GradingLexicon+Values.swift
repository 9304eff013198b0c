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
    guard let chosen = longestRuns(spellings, stop: stop) else { return nil }
    let lowered = spellings.map { $0.lowercased() }
    let order = chosen.sorted(by: { ($0.count, $0) < ($1.count, $1) })
    // Which chosen words each spelling holds, found once on the bytes when every spelling is
    // ASCII without a carriage return (each byte a character, so a word of letters is held as
    // bytes exactly where it is as characters): `contains` was asked again for every word dropped
    // and every other word, 19 M instructions at each start (issue 29 (a), s51-checkfast).
    guard let holds = byteHolds(lowered, order) else { return dropping(chosen, order, lowered) }
    var kept = Array(repeating: true, count: order.count)
    for index in order.indices {
      let dropped = holds.allSatisfy { held in
        !held[index] || held.indices.contains { $0 != index && kept[$0] && held[$0] }
      }
      if dropped { kept[index] = false }
    }
    return order.indices.filter { kept[$0] }.map { order[$0] }.sorted()
  }

  /// `scanWords` read by characters alone, as before s51-checkfast (the tests' reference).
  static func scanWordsByCharacters(_ spellings: [String], stop: Set<String>) -> [String]? {
    guard let chosen = longestRuns(spellings, stop: stop) else { return nil }
    return dropping(
      chosen, chosen.sorted(by: { ($0.count, $0) < ($1.count, $1) }), spellings.map { $0.lowercased() })
  }

  /// Each spelling's longest run of ASCII letters, lowercased, that is not a stop word (of any,
  /// when all are); nil when a spelling has none.
  private static func longestRuns(_ spellings: [String], stop: Set<String>) -> Set<String>? {
    var chosen: Set<String> = []
    for spelling in spellings {
      let runs = spelling.split { !($0.isASCII && $0.isLetter) }.map { String($0).lowercased() }
      let kept = runs.filter { !stop.contains($0) }
      guard let longest = (kept.isEmpty ? runs : kept).max(by: { $0.count < $1.count }) else { return nil }
      chosen.insert(longest)
    }
    return chosen
  }

  /// `chosen` without each word of `order` (in turn) that every spelling of `lowered` holding it
  /// holds with another word still kept, asked of the characters.
  private static func dropping(_ chosen: Set<String>, _ order: [String], _ lowered: [String]) -> [String] {
    var chosen = chosen
    for word in order {
      let others = chosen.subtracting([word])
      if lowered.allSatisfy({ spelling in
        !spelling.contains(word) || others.contains { spelling.contains($0) }
      }) {
        chosen.remove(word)
      }
    }
    return chosen.sorted()
  }

  /// For each of `spellings`, whether it holds each of `words` (ASCII letters), on the bytes; nil
  /// when a spelling is not ASCII or holds a carriage return (then characters decide).
  private static func byteHolds(_ spellings: [String], _ words: [String]) -> [[Bool]]? {
    let spellingBytes = spellings.map { Array($0.utf8) }
    guard spellingBytes.allSatisfy({ $0.allSatisfy { $0 < 0x80 && $0 != 0x0D } }) else { return nil }
    let wordBytes = words.map { Array($0.utf8) }
    return spellingBytes.map { spelling in
      wordBytes.map { word in
        word.isEmpty
          || (spelling.count >= word.count
            && (0...(spelling.count - word.count)).contains { start in
              spelling[start..<(start + word.count)].elementsEqual(word)
            })
      }
    }
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
