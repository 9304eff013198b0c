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
  }

  /// The members of `sets` that `text` says, within stretches of words (`wordStretches`, a
  /// hyphenated word one).
  static func values(
    in text: Substring, of sets: ValueSets, stemmer: SnowballStemmer, stop: Set<String>
  ) -> [ValueSaid] {
    let valueTable = sets.table
    var found: [ValueSaid] = []
    for stretch in wordStretches(text, joiners: valueJoiners, compounds: true) {
      func anchor(_ indices: some Sequence<Int>) -> String? {
        var skipped = 0
        for word in indices.lazy.map({ stretch[$0] }) {
          if countDenials.contains(word) { return nil }
          if word.count < 2 || stop.contains(word) {
            skipped += 1
            if skipped == 3 { return nil }
            continue
          }
          return stemmer.stem(word)
        }
        return nil
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
        let denied = stretch[max(0, index - 3)..<index].contains(where: countDenials.contains)
        let (before, after) = (
          anchor(stride(from: index - 1, through: 0, by: -1)), anchor(end..<stretch.count)
        )
        // The same words may be a member of several sets ("global executor").
        for spelling in spellings
        where spelling.words.count == longest.words.count && matches(spelling.words, at: index) {
          found.append(
            ValueSaid(
              set: spelling.set, member: spelling.member, before: before, after: after, denied: denied))
        }
        index = end
      }
    }
    return found
  }

  /// Whether `said` fills a slot of the point with another member of the point's set, and never
  /// with the point's own member: the sets of `sets` (the lexicon's `values:` lines), none without.
  static func misvalues(
    point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>, sets: ValueSets
  ) -> Bool {
    if sets.table.isEmpty { return false }
    guard sets.scan?.isHeld(in: point) ?? true else { return false }
    let pointValues = values(in: point[...], of: sets, stemmer: stemmer, stop: stop).filter { !$0.denied }
    if pointValues.isEmpty { return false }
    let saidValues = values(in: said, of: sets, stemmer: stemmer, stop: stop).filter { !$0.denied }
    if saidValues.isEmpty { return false }
    return pointValues.contains { value in
      // The point itself names two members of the set ("red or yellow"): no claim on one.
      if pointValues.contains(where: { $0.set == value.set && $0.member != value.member }) { return false }
      let filled = saidValues.filter { other in
        other.set == value.set
          && ((value.before != nil && other.before == value.before)
            || (value.after != nil && other.after == value.after))
      }
      // The point's own member said anywhere in the sentence keeps the other for another claim
      // ("the app delegate handles the process, and the scene delegate one window").
      return !filled.isEmpty && !saidValues.contains { $0.set == value.set && $0.member == value.member }
    }
  }
}
