/// Closed sets of values that exclude each other (session 49, s49-slot): a point may fill a slot
/// of its claim with one member of a closed set ("paints the blended areas **red**", "arrives in
/// the **scene delegate**'s method", "sent in an **If-Match** header"). A sentence that states the
/// point with another member of the same set in that slot ("…areas **yellow**", "…in the **app
/// delegate**'s method") and never the point's own member there says another claim: it contradicts
/// the point. The slot is where the member stands: a member of the sentence fills the point's slot
/// when the word before it or the word after it (past up to two stop words) is the word before or
/// after the point's member. A member named in passing elsewhere ("red, where yellow would mean
/// off-screen rendering"), one denied ("the main queue, not a background one"), or a point that
/// names two members of a set itself, says nothing against the point.
extension KeyPointMatcher {
  // The sets are the lexicon's `values:` lines (`ValueSets`, grading/lexicon.txt), kept as data
  // (issue 23, s49-slotdata): this rule reads them from the lexicon it is given.

  /// The apostrophes and the backtick: a point's quoted code ("set to `false` for") stays in its
  /// stretch, its neighbours its slot.
  static let valueJoiners: Set<Character> = ["'", "\u{2019}", "`"]

  /// One member said: its set and member, the stems of the words before and after it that name its
  /// slot, and whether a denial right before it takes it back.
  struct ValueSaid {
    var set: Int
    var member: Int
    var before: String?
    var after: String?
    var denied: Bool
    /// A denial anywhere before it in its stretch ("cannot run work on the GPU"): how a point's
    /// member is read (session 50, s50-slot2; review 49, finding 7).
    var deniedBefore: Bool = false
  }

  /// Words that take back what follows them: a count's denials and `cannot`.
  static let valueDenials: Set<String> = countDenials.union(["cannot"])

  /// The members of `sets` that `text` says, within stretches of words (`wordStretches`, a
  /// hyphenated word one).
  static func values(
    in text: Substring, of sets: ValueSets, stemmer: SnowballStemmer, stop: Set<String>
  ) -> [ValueSaid] {
    let valueTable = sets.table
    var found: [ValueSaid] = []
    for stretch in wordStretches(text, joiners: valueJoiners, compounds: true) {
      func anchor(_ indices: some Sequence<Int>) -> String? {
        slotAnchor(
          indices.lazy.map { Optional(stretch[$0]) }, stemmer: stemmer, stop: stop,
          ends: countDenials.contains)
      }
      func matches(_ words: [String], at index: Int) -> Bool {
        guard index + words.count <= stretch.count else { return false }
        return words.indices.allSatisfy { offset in
          let word = stretch[index + offset]
          return word == words[offset] || (offset == words.count - 1 && word == words[offset] + "s")
        }
      }
      var index = 0
      while index < stretch.count {
        let word = stretch[index]
        let key = word.hasSuffix("s") && valueTable[word] == nil ? String(word.dropLast()) : word
        guard let spellings = valueTable[key],
          let longest = spellings.first(where: { matches($0.words, at: index) })
        else {
          index += 1
          continue
        }
        let end = index + longest.words.count
        // "public key", "private key": another sense (review 49, finding 7b).
        if end < stretch.count, ["key", "keys"].contains(stretch[end]) {
          index = end
          continue
        }
        let denied = stretch[max(0, index - 3)..<index].contains(where: countDenials.contains)
        let deniedBefore = stretch[..<index].contains(where: valueDenials.contains)
        let (before, after) = (
          anchor(stride(from: index - 1, through: 0, by: -1)), anchor(end..<stretch.count)
        )
        // The same words may be a member of several sets ("global executor").
        for spelling in spellings
        where spelling.words.count == longest.words.count && matches(spelling.words, at: index) {
          found.append(
            ValueSaid(
              set: spelling.set, member: spelling.member, before: before, after: after, denied: denied,
              deniedBefore: deniedBefore))
        }
        index = end
      }
    }
    return found
  }

  /// Whether the clause that states the point (`touched`, the sentence `said` when nil) fills a
  /// slot of the point with another member of the point's set, and the sentence never names the
  /// point's own member: the sets of `sets` (the lexicon's `values:` lines), none without. A point
  /// whose member a denial stands before says no claim on it; the point's own member counts as
  /// named in any of its spellings, denied or not, and by its marks (`heard`): "weakly",
  /// `AppDelegate`, `DispatchQueue.main`, "internal-level", "Release optimisations" (session 50,
  /// s50-slot2; review 49, findings 1 and 7).
  static func misvalues(
    point: String, said: Substring, touched: Substring? = nil, stemmer: SnowballStemmer, stop: Set<String>,
    sets: ValueSets
  ) -> Bool {
    if sets.table.isEmpty { return false }
    guard sets.scan?.isHeld(in: point) ?? true else { return false }
    let pointValues = values(in: point[...], of: sets, stemmer: stemmer, stop: stop).filter {
      !$0.deniedBefore
    }
    if pointValues.isEmpty { return false }
    let inSentence = values(in: said, of: sets, stemmer: stemmer, stop: stop)
    let inClause = touched.map { values(in: $0, of: sets, stemmer: stemmer, stop: stop) } ?? inSentence
    let others = inClause.filter { !$0.denied }
    if others.isEmpty { return false }
    var sentenceWords: [LooseWord]?
    var stating: [ValueSaid]?
    return pointValues.contains { value in
      // The point itself names two members of the set ("red or yellow"): no claim on one.
      if pointValues.contains(where: { $0.set == value.set && $0.member != value.member }) { return false }
      func fills(_ other: ValueSaid) -> Bool {
        other.set == value.set && other.member != value.member && !other.denied
          && ((value.before != nil && other.before == value.before)
            || (value.after != nil && other.after == value.after))
      }
      guard others.contains(where: fills) else { return false }
      // The point's own member named anywhere in the sentence keeps the other for another claim
      // ("the app delegate handles the process, and the scene delegate one window").
      if inSentence.contains(where: { $0.set == value.set && $0.member == value.member }) { return false }
      let words = sentenceWords ?? looseWords(said, stemmer: stemmer)
      sentenceWords = words
      if heard(value, of: sets, in: words, stemmer: stemmer, stop: stop) { return false }
      // The other member counts in the part of the clause that states the point, not after a
      // contrast ("…, unless they are marked public", "…, while a strong capture keeps it").
      let part = statingPart(
        touched ?? said, point: point, value: value, sets: sets, stemmer: stemmer, stop: stop)
      let partValues = stating ?? values(in: part, of: sets, stemmer: stemmer, stop: stop)
      stating = partValues
      return partValues.contains(where: fills)
    }
  }

  /// Words that open a part of a clause said for a contrast, a cause or an exception.
  static let contrastOpeners: Set<String> = [
    "while", "whereas", "where", "since", "because", "unless", "except", "but", "though", "although",
    "unlike", "instead", "rather",
  ]

  /// `text` cut before each of `contrastOpeners`.
  static func contrastParts(_ text: Substring) -> [Substring] {
    var cuts = [text.startIndex]
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index].isLetter else {
        index = text.index(after: index)
        continue
      }
      let end = text[index...].firstIndex { !$0.isLetter } ?? text.endIndex
      if index > text.startIndex, contrastOpeners.contains(text[index..<end].lowercased()) {
        cuts.append(index)
      }
      index = end
    }
    cuts.append(text.endIndex)
    return zip(cuts, cuts.dropFirst()).map { text[$0..<$1] }
  }

  /// The part of `clause` (`contrastParts`) that holds the most words (by stem, stop words left
  /// out) of the point's part that names `value`, the first of equals.
  static func statingPart(
    _ clause: Substring, point: String, value: ValueSaid, sets: ValueSets, stemmer: SnowballStemmer,
    stop: Set<String>
  ) -> Substring {
    let parts = contrastParts(clause)
    if parts.count == 1 { return clause }
    let pointParts = contrastParts(point[...])
    let named = pointParts.first { part in
      values(in: part, of: sets, stemmer: stemmer, stop: stop).contains {
        $0.set == value.set && $0.member == value.member
      }
    }
    func stems(_ text: Substring) -> Set<String> {
      Set(looseWords(text, stemmer: stemmer, stop: stop).map(\.stem))
    }
    let pointStems = stems(named ?? point[...])
    return parts.max { stems($0).intersection(pointStems).count < stems($1).intersection(pointStems).count }
      ?? clause
  }

  /// A word that names the kind of a member's thing after one of its marks: "main thread" for
  /// "main queue" (the main queue runs on the main thread); the members' own words count too.
  static let valueKinds: Set<String> = ["thread"]

  /// Whether `words` (`looseWords` of a sentence) name `value`'s member by one of its spellings'
  /// marks: its words that no spelling of another member of the set has, stop words and single
  /// letters left out, by stem. A member of one word by its stem anywhere ("weakly", "strongly",
  /// "internal-level"); of more, by its mark inside a code name with a word of the set
  /// (`SceneDelegate`, `DispatchQueue.main`, `BGProcessingTask`) or right before one or
  /// `valueKinds` ("main thread"), not alone ("when the scene is connected").
  static func heard(
    _ value: ValueSaid, of sets: ValueSets, in words: [LooseWord], stemmer: SnowballStemmer, stop: Set<String>
  ) -> Bool {
    let members = sets.sets[value.set]
    func split(_ spelling: String) -> [String] {
      spelling.lowercased().split { !$0.isLetter }.map(String.init).filter {
        $0.count > 1 && !stop.contains($0)
      }
    }
    let elsewhere = Set(
      members.indices.filter { $0 != value.member }.flatMap { members[$0].flatMap(split) })
    let kinds = Set(members.flatMap { $0.flatMap(split) }.map(stemmer.stem)).union(valueKinds)
    return members[value.member].contains { spelling in
      let spelled = split(spelling)
      let marks = spelled.filter { !elsewhere.contains($0) }.map(stemmer.stem)
      guard let mark = marks.first else { return false }
      if spelled.count == 1 { return words.contains { $0.stem == mark } }
      return words.indices.contains { index in
        guard words[index].stem == mark else { return false }
        let inCode = words.contains {
          $0.run == words[index].run && $0.stem != mark && kinds.contains($0.stem)
        }
        let next = words.indices.contains(index + 1) && kinds.contains(words[index + 1].stem)
        return inCode || next
      }
    }
  }

  /// One word of a sentence as `looseWords` reads it: its stem, and which run of characters
  /// without a space it stands in (a code name's words share one).
  struct LooseWord {
    var stem: String
    var run: Int
  }

  /// The words of `text` split at every character that is not a letter (a hyphen, a dot) and
  /// inside a code name at each capital that starts a word (`AppDelegate`, `BGProcessingTask`),
  /// lowercased and stemmed; `stop`'s words left out.
  static func looseWords(_ text: Substring, stemmer: SnowballStemmer, stop: Set<String> = []) -> [LooseWord] {
    var words: [LooseWord] = []
    for (run, chunk) in text.split(whereSeparator: \.isWhitespace).enumerated() {
      for part in chunk.split(whereSeparator: { !$0.isLetter }) {
        let characters = Array(part)
        var start = 0
        func add(_ end: Int) {
          let word = String(characters[start..<end]).lowercased()
          if !stop.contains(word) { words.append(LooseWord(stem: stemmer.stem(word), run: run)) }
          start = end
        }
        for index in characters.indices.dropFirst() {
          let upper = characters[index].isUppercase
          let afterLower = characters[index - 1].isLowercase
          let beforeLower = index + 1 < characters.count && characters[index + 1].isLowercase
          if upper && (afterLower || (characters[index - 1].isUppercase && beforeLower)) { add(index) }
        }
        add(characters.count)
      }
    }
    return words
  }
}
