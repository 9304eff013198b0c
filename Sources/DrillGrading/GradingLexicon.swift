import DrillSupport
import Foundation

/// How the key-point matcher reads words: the bundled `grading/lexicon.txt`, kept
/// as reviewed data (its format is described at the top of the file and in
/// docs/evaluation.md). Entries are stemmed with the same Snowball stemmer as the
/// answers, so one entry covers its inflections.
public struct GradingLexicon: Sendable {
  /// What a word or phrase means: a concept, said the opposite way when `flips`.
  struct Meaning: Sendable, Hashable {
    let concept: String
    var flips: Bool
    /// `concept`'s number (`ConceptNames`), worked out when the lexicon is read.
    let number: Int32

    init(concept: String, flips: Bool) {
      (self.concept, self.flips, number) = (concept, flips, ConceptNames.shared.number(concept))
    }
  }

  /// Stemmed token sequences (one word or a phrase) to their meaning.
  private(set) var meanings: [[String]: Meaning] = [:]
  /// Each stem that starts an entry, to the longest entry it starts (so most words need one lookup).
  private(set) var phraseStarts: [String: Int] = [:]
  /// Each stem that starts an entry, to the lengths of the entries it starts (bit n: n words).
  private(set) var entryLengths: [String: UInt64] = [:]
  /// Each stem that starts an entry of two words or more, to the `nameHash`es of those entries'
  /// second stems: a phrase whose second word is none of them is not looked up (`mayStartEntry`).
  private(set) var entrySeconds: [String: [UInt32]] = [:]
  /// The entries of two words or more by `entryHash`, each with its meaning: a phrase whose
  /// stems hash to none of them is in no entry, and one that does is compared with those
  /// entries' stems in place (`meaning(of:_:)`).
  private(set) var entriesByHash: [UInt64: [(stems: [String], meaning: Meaning)]] = [:]
  /// Words read as themselves, not through the stemmer (`form:` lines): their key is `=word`.
  private(set) var forms: Set<String> = []
  /// Filler phrases, as lowercased words (not stemmed).
  private(set) var fillers: Set<[String]> = []
  /// The first word of each filler phrase.
  private(set) var fillerStarts: Set<String> = []
  /// For each first byte of `fillerStarts`, the lengths in bytes of those words (bit n: n
  /// bytes; 63: 63 or more), so that most words are passed over without hashing them.
  private var fillerStartLengths = [UInt64](repeating: 0, count: 256)
  private(set) var longestFiller = 1
  /// Lowercased words that flip the next meaningful word.
  private(set) var negations: Set<String> = []
  /// Phrases that negate what follows (`rather than`, `instead of`), as lowercased words.
  private(set) var negationPhrases: Set<[String]> = []
  /// Each word that starts a negation phrase, to the phrases it starts.
  private(set) var negationPhraseStarts: [String: [[String]]] = [:]
  /// Lowercased words that negate as a purpose (`avoids`, `prevents`).
  private(set) var purposes: Set<String> = []
  /// Lowercased words without meaning of their own.
  private(set) var stopWords: Set<String> = []
  /// Each concept (`name`, or `name¬` when said as an opposite) to the subjects it excludes.
  private(set) var rivals: [String: Set<String>] = [:]
  /// The concepts `rivals` names, said either way, and the `common` ones, by `nameHash`: a concept
  /// whose bit is clear is none of them (`mayHaveRivals`, `mayBeCommon`).
  private var rivalHashes = NameHashBits()
  private var commonHashes = NameHashBits()
  /// Concepts that weigh half.
  private(set) var common: Set<String> = []
  /// The concepts of complexity classes, by number (`ConceptNames`): a group with an entry in
  /// Big-O (`O(n)` reads as `o n`).
  var costs: Set<Int32> { numbers.costs }
  /// The concepts the lexicon names (a group's head, an opposite, a phrase's meaning), by number:
  /// words of the domain it knows (`Judge.saysOtherClaim`, session 35).
  var named: Set<Int32> { numbers.named }
  /// `costs` and `named` in one reference: each copy of the lexicon retains each table (issue 29 (a)).
  private(set) var numbers = ConceptNumbers(costs: [], named: [])
  /// Closed sets of values (`values:` lines, `ValueSets`): one table, made as the lexicon is read.
  private(set) var values = ValueSets.none
  /// What the reader has worked out of each text with this lexicon (shared by its copies).
  let words = WordTable()
  /// Problems in the file (and in `withhold.txt`, read beside it by `load(root:)`): where and what.
  public internal(set) var problems: [Problem] = []
  /// The fitted last step (`grading/withhold.txt`, `FittedWithhold`); nil: the hand rule.
  public var withhold: FittedWithhold?
  /// The fitted reading of a `wrong:` line (`grading/wrongline.txt`, `FittedWrongLine`); nil: the hand rule.
  public var wrongLine: FittedWrongLine?
  /// The fitted reading of a polarity contradiction (`grading/polarity.txt`, `FittedPolarity`);
  /// nil: every one stands.
  public var polarity: FittedPolarity?

  /// An empty lexicon: stemming alone.
  public init() {}

  /// Reads the lexicon text; `path` names it in problems.
  public init(text: String, path: String) {
    let stemmer = SnowballStemmer()
    var commonWords: [String] = []
    var opposites: [(line: Int, entries: [String])] = []
    var rivalLines: [[String]] = []
    var valueLines: [(at: ContentLocation, members: [String])] = []
    // Groups after every line, so that a `form:` line anywhere keys their entries.
    var groups: [(at: ContentLocation, entries: [String])] = []
    // Lines and comments are cut on bytes (`\n`, `#`: ASCII, so every cut is a scalar boundary;
    // a `\r\n` is one `Character`, which a split on characters would not cut), and entries
    // trimmed without Foundation's `trimmingCharacters` (through `NSString` on Linux: with the
    // splits on characters, half of the parse, which every grading process pays once; issue 29).
    for (index, rawLine) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = Substring(rawLine.prefix { $0 != UInt8(ascii: "#") })
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      let at = ContentLocation(path: path, line: index + 1)
      guard let colon = line.firstIndex(of: ":") else {
        problems.append(.error("a lexicon line is `kind: entry | entry`", at: at))
        continue
      }
      let kind = String(Blanks.trimmed(line[..<colon], lineBreaks: true))
      let entries = line[line.index(after: colon)...].utf8.split(separator: UInt8(ascii: "|")).map {
        Blanks.trimmed(Substring($0), lineBreaks: true).lowercased()
      }.filter { !$0.isEmpty }
      guard !entries.isEmpty else {
        problems.append(.error("`\(kind):` has no entries", at: at))
        continue
      }
      switch kind {
      case "same": groups.append((at, entries))
      case "form":
        let found = Self.formWords(entries, at: at)
        forms.formUnion(found.words)
        problems += found.problems
      case "opposite":
        if entries.count < 2 { problems.append(.error("`opposite:` needs two entries or more", at: at)) }
        opposites.append((index + 1, entries))
      case "negation":
        for entry in entries {
          let words = StatementReader.words(of: entry)
          if words.count > 1 { negationPhrases.insert(words) } else { negations.formUnion(words) }
        }
      case "purpose": purposes.formUnion(entries)
      case "rival":
        if entries.count < 2 { problems.append(.error("`rival:` needs two entries or more", at: at)) }
        rivalLines.append(entries)
      case "values": valueLines.append((at, entries))
      case "stop": stopWords.formUnion(entries)
      case "common": commonWords += entries
      case "filler":
        for entry in entries {
          let words = StatementReader.words(of: entry)
          fillers.insert(words)
          longestFiller = max(longestFiller, words.count)
        }
      default:
        problems.append(
          .error(
            "unknown kind `\(kind)`: use same, form, opposite, rival, values, negation, purpose, filler, stop or common",
            at: at))
      }
    }
    // Room for every group's entries, made once (s33-checkfast34: grown a dozen times).
    let grouped = groups.reduce(0) { $0 + $1.entries.count }
    meanings.reserveCapacity(grouped)
    phraseStarts.reserveCapacity(grouped)
    for (at, entries) in groups { addGroup(entries, at: at, stemmer: stemmer) }
    // Each concept's entries, for an opposite that names a group member (issue 29 (a), session
    // 32: each such line walked every entry, and copied the table as it changed it).
    var members = opposites.isEmpty ? [:] : Dictionary(grouping: meanings.keys) { meanings[$0]!.concept }
    // Opposites after every group, so either side may name a group's head or member.
    for (line, entries) in opposites {
      let at = ContentLocation(path: path, line: line)
      let first = key(entries[0], stemmer)
      let base = meanings[first] ?? Meaning(concept: first.joined(separator: " "), flips: false)
      if meanings.updateValue(base, forKey: first) == nil { members[base.concept, default: []].append(first) }
      for entry in entries.dropFirst() {
        let words = key(entry, stemmer)
        if let known = meanings[words] {
          if known.flips {
            problems.append(.error("`\(entry)` is already an opposite", at: at))
          } else if known.concept == base.concept {
            problems.append(.error("`\(entry)` is both sides of one opposite", at: at))
          } else {
            // A group member: the whole group states the opposite, each entry keeping its
            // polarity within the group (`unchanged` stems as `unchangeable` does, so
            // `stale | unchanged` names the `immutable` group: `mutable`, its opposite,
            // must stay the opposite of `immutable`, not become the same word).
            let moved = members.removeValue(forKey: known.concept) ?? []
            for other in moved {
              meanings[other] = Meaning(concept: base.concept, flips: meanings[other]!.flips != !base.flips)
            }
            members[base.concept, default: []] += moved
          }
        } else if !words.isEmpty {
          add(words, Meaning(concept: base.concept, flips: !base.flips))
          members[base.concept, default: []].append(words)
        }
      }
    }
    for entries in rivalLines {
      let keys = entries.map { entry in
        // A keyword in backticks (`static`) is the keyword's name, as an answer to a question that
        // quotes it reads it (`StatementReader.everydayKeywords`), not its everyday sense.
        let quoted = entry.count > 2 && entry.hasPrefix("`") && entry.hasSuffix("`")
        let words = key(quoted ? String(entry.dropFirst().dropLast()) : entry, stemmer)
        let found = quoted ? nil : meanings[words]
        let meaning = found ?? Meaning(concept: words.joined(separator: " "), flips: false)
        return Self.rivalKey(meaning.concept, flipped: meaning.flips)
      }
      for key in keys { rivals[key, default: []].formUnion(keys.filter { $0 != key }) }
    }
    let (sets, valueProblems) = Self.valueSets(valueLines)
    (values, problems) = (
      sets.isEmpty ? .none : ValueSets(sets: sets, stop: stopWords), problems + valueProblems
    )
    for key in rivals.keys { rivalHashes.insert(key.hasSuffix("¬") ? String(key.dropLast()) : key) }
    negationPhraseStarts = Dictionary(grouping: negationPhrases) { $0[0] }
    fillerStarts = Set(fillers.compactMap(\.first))
    for word in fillerStarts {
      if let first = word.utf8.first {
        fillerStartLengths[Int(first)] |= 1 << UInt64(min(word.utf8.count, 63))
      }
    }
    common = Set(commonWords.map { word in meanings[key(word, stemmer)]?.concept ?? stemKey(word, stemmer) })
    for name in common { commonHashes.insert(name) }
    numbers = ConceptNumbers(
      costs: Set(
        meanings.compactMap {
          $0.key.count > 1 && $0.key[0] == "o" && !$0.value.flips ? $0.value.number : nil
        }
      ),
      named: Set(meanings.values.lazy.map(\.number)))
    for words in meanings.keys where !words.isEmpty {
      entryLengths[words[0], default: 0] |= 1 << UInt64(min(words.count, 63))
      guard words.count > 1 else { continue }
      let hash = words.reduce(Self.entryHashSeed) { Self.entryHash($0, StatementReader.nameHash($1)) }
      if let meaning = meanings[words] { entriesByHash[hash, default: []].append((words, meaning)) }
      let second = StatementReader.nameHash(words[1])
      if entrySeconds[words[0]]?.contains(second) != true {
        entrySeconds[words[0], default: []].append(second)
      }
    }
  }

  /// False only when `rivals` names no concept of `nameHash` `hash`, said either way (issue 29 (a),
  /// session 27: each concept of a grading was looked up by its name, most of them in vain).
  func mayHaveRivals(hash: UInt32) -> Bool { rivalHashes.contains(hash) }

  /// False only when `common` holds no concept of `nameHash` `hash` (issue 29 (a), session 27:
  /// each concept's name was looked up in `common` once per grading, hashed again, and a French
  /// name normalised first).
  func mayBeCommon(hash: UInt32) -> Bool { commonHashes.contains(hash) }

  /// Whether `word` is the first word of a filler phrase.
  func startsFiller(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return fillerStarts.contains(word) }
    guard fillerStartLengths[Int(first)] & (1 << UInt64(min(word.utf8.count, 63))) != 0 else { return false }
    return fillerStarts.contains(word)
  }

  private mutating func addGroup(_ entries: [String], at: ContentLocation, stemmer: SnowballStemmer) {
    let head = key(entries[0], stemmer)
    let concept = meanings[head]?.concept ?? head.joined(separator: " ")
    // One `Meaning` a group, made where its first new entry made one (concepts numbered in the
    // same order), and each entry looked up once (issue 29 (a), s33-checkfast34: a `Meaning` an
    // entry, its concept numbered again, and its stems hashed to look it up, then to add it).
    var meaning: Meaning?
    func made() -> Meaning {
      let made = meaning ?? Meaning(concept: concept, flips: false)
      meaning = made
      return made
    }
    for (index, entry) in entries.enumerated() {
      let words = index == 0 ? head : key(entry, stemmer)
      guard !words.isEmpty else {
        _ = made()
        continue
      }
      if let known = Self.filled(&meanings[words], made) {
        if known.concept != concept {
          problems.append(.error("`\(entry)` is already in the group of `\(known.concept)`", at: at))
        }
        continue
      }
      Self.raise(&phraseStarts[words[0], default: 0], to: words.count)
    }
  }

  /// The meaning already in `slot`; nil when there was none, and `make()`'s is put there: one
  /// lookup of the key through the dictionary's `_modify` accessor, not two.
  @inline(__always)
  private static func filled(_ slot: inout Meaning?, _ make: () -> Meaning) -> Meaning? {
    if let known = slot { return known }
    slot = make()
    return nil
  }

  @inline(__always)
  private static func raise(_ value: inout Int, to other: Int) { value = max(value, other) }

  private mutating func add(_ words: [String], _ meaning: Meaning) {
    guard !words.isEmpty else { return }
    meanings[words] = meaning
    Self.raise(&phraseStarts[words[0], default: 0], to: words.count)
  }
}
