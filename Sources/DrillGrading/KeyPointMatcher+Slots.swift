/// Argument slots (session 18, s18-grading16): a point's claim may hold one side of a known
/// exclusive pair in a slot: "the main thread", "the parent coordinator", "the caller's actor"
/// (the word right after it), "outside containment", "after the view loads" (a preposition's
/// object, past an article). A sentence that states the point with the other side in the same
/// slot ("a background thread", "a child coordinator", "inside containment") and never the
/// point's own side there says another claim: it contradicts the point. The pair's words share
/// the point's other words, so the rest of the claim still touches. Comparatives are slots too
/// (session 20): "**harder** to review" for "**easier** to review", "**more** merge conflicts"
/// for "**fewer** merge conflicts".
extension KeyPointMatcher {
  /// The slots of `text`, within stretches of words (`wordStretches`: punctuation but a hyphen or
  /// an apostrophe ends one). A slot word after a denial in the three words before it is not said.
  static func slots(in text: Substring, stemmer: SnowballStemmer, stop: Set<String>) -> [Slot] {
    var found: [Slot] = []
    for stretch in wordStretches(text, joiners: apostrophes, decimals: true) {
      func anchor(_ indices: some Sequence<Int>, reaches: Bool) -> String? {
        var skipped = 0
        for word in indices.lazy.map({ stretch[$0] }) {
          if slotWords(word) != nil || countDenials.contains(word) { return nil }
          if word.count < 2 || stop.contains(word) || slotDenials.contains(word) {
            skipped += 1
            // A possessive `'s` stays in the slot; any other word ends a pair's.
            if skipped == 3 || (!reaches && word != "s") { return nil }
            continue
          }
          // A unit said in full names the slot its symbol names ("64 kilobytes", "4 KB"; session 26).
          return StatementReader.unitSymbols[word] ?? stemmer.stem(word)
        }
        return nil
      }
      var index = -1
      while index + 1 < stretch.count {
        index += 1
        let word = stretch[index]
        // A row said in digit groups ("four twenty-nine", "one eighty"): its groups, and as a version.
        let groups =
          mayBeSlotKey(word) && slotNumbers[word] != nil || word == "one"
          ? digitGroups(stretch, at: index) : nil
        guard var words = slotWords(word) ?? groups.map({ _ in [SlotWord(pair: slotNumberPair, side: 0)] })
        else { continue }
        // Number words in a row are one number, its slot after the last of them.
        let start = index
        if let groups {
          words = [groups.value, groups.version].map {
            SlotWord(pair: slotNumberPair, side: 0, reaches: true, value: $0)
          }
          index = groups.end - 1
        } else if slotNumbers[word] != nil {
          var total = 0.0
          var current = 0.0
          while index < stretch.count, let value = slotNumbers[stretch[index]] {
            if slotMultipliers.contains(stretch[index]) {
              current = max(current, 1) * value
              if value >= 1000 {
                total += current
                current = 0
              }
            } else {
              current += value
            }
            index += 1
            // "a hundred and twenty" is one number: an `and` after a multiplier joins the next word.
            if index + 1 < stretch.count, stretch[index] == "and",
              slotMultipliers.contains(stretch[index - 1]),
              let next = slotNumbers[stretch[index + 1]], next < 100
            {
              index += 1
            }
          }
          // "eight point three": the digits said after `point` are its decimals (session 29).
          let fraction = spokenDecimals(stretch, at: &index)
          index -= 1
          words[0].value = total + current + fraction
        }
        // A comparison inside a condition is the condition's ("when they touched different fields").
        if words[0].pair >= slotPairs.count + slotPrepositions.count,
          stretch[..<index].contains(where: scopeConditions.contains)
        {
          continue
        }
        let isNumber = words[0].pair == slotNumberPair
        let denials = max(0, start - 3)..<start
        let denied = denials.contains { position in
          let denial = stretch[position]
          // A number after a comparison's `than` is a bound, said ("longer than 33 ms").
          if isNumber, denial == "than" {
            return position > 0 && slotThanDenials.contains(stretch[position - 1])
          }
          return countDenials.contains(denial) || slotDenials.contains(denial)
        }
        if denied { continue }
        // A possessor ("the parent's array") fills another slot than a modifier ("parent array").
        let possessive = index + 1 < stretch.count && stretch[index + 1] == "s"
        let after = anchor((index + 1)..<stretch.count, reaches: words[0].reaches).map {
          possessive ? $0 + "'" : $0
        }
        let before = isNumber ? anchor(stride(from: start - 1, through: 0, by: -1), reaches: true) : nil
        if after == nil, before == nil { continue }
        for slotWord in words { found.append(Slot(word: slotWord, after: after, before: before)) }
      }
    }
    return found
  }

  /// Whether `said` fills a slot of the point with the other side of its pair, and never with the
  /// point's own side.
  /// `slotted`: `mayHoldSlots(point)`, if already asked (`misstates`).
  static func misargues(
    point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>, slotted: Bool? = nil
  ) -> Bool {
    guard slotted ?? mayHoldSlots(point) else { return false }
    let pointSlots = slots(in: point[...], stemmer: stemmer, stop: stop)
    if pointSlots.isEmpty { return false }
    let saidSlots = slots(in: said, stemmer: stemmer, stop: stop)
    if saidSlots.isEmpty { return false }
    return pointSlots.contains { slot in
      func aligned(_ other: Slot) -> Bool {
        other.word.pair == slot.word.pair
          && ((slot.after != nil && other.after == slot.after)
            || (slot.before != nil && other.before == slot.before))
      }
      func same(_ other: Slot) -> Bool {
        other.word.side == slot.word.side && other.word.value == slot.word.value
      }
      // The point itself names both sides in this slot ("before and after"): no claim on it.
      if pointSlots.contains(where: { aligned($0) && !same($0) }) { return false }
      let filled = saidSlots.filter(aligned)
      return !filled.isEmpty && !filled.contains(where: same)
    }
  }

  /// Another count, the other side of a slot, another scope, another quantity, another time,
  /// another cost, another code name or another value of a closed set of the point, or a moment
  /// (`miscounts`, `misargues`, `misscopes`, `misquantifies`, `mistimes`, `rushes`, `miscosts`,
  /// `misnames`, `misvalues`: the sets of `values`, the lexicon's).
  /// The point's scan for slots (`mayHoldSlots`) is made once for `miscounts` and `misargues`
  /// (issue 29 (a), session 27: each scanned it), and the point's and the sentence's plain word
  /// stretches once for the rules that read them (`PlainStretches`, session 31), and the point's
  /// words of the rules' byte scans found in one pass (`PointScan`, session 32), or taken from `scan`.
  static func misstates(
    point: String, said: Substring, touched: Substring? = nil, stemmer: SnowballStemmer, stop: Set<String>,
    scan: PointScan? = nil, values: ValueSets = .none
  ) -> Bool {
    let slotted = mayHoldSlots(point)
    let stretches = PlainStretches(point: point[...], said: said)
    let scan = scan ?? PointScan(point)
    return miscounts(point: point, said: said, stemmer: stemmer, stop: stop, slotted: slotted, scan: scan)
      || misargues(point: point, said: said, stemmer: stemmer, stop: stop, slotted: slotted)
      || misscopes(point: point, said: said, stemmer: stemmer, stop: stop, stretches: stretches)
      || misquantifies(
        point: point, said: said, stemmer: stemmer, stop: stop, stretches: stretches, scan: scan)
      || overreaches(
        point: point, said: said, stemmer: stemmer, stop: stop, stretches: stretches, scan: scan)
      || mistimes(point: point, said: said, stretches: stretches, scan: scan)
      || rushes(point: point, said: said, stretches: stretches, scan: scan)
      || miscosts(point: point, said: said, stemmer: stemmer, stop: stop, scan: scan)
      || misnames(point: point, said: said, stemmer: stemmer, stop: stop)
      || misvalues(point: point, said: said, touched: touched, stemmer: stemmer, stop: stop, sets: values)
  }
}
