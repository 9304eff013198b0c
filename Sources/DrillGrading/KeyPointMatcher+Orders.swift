/// Orders (session 46, s46-precision137): a ranked list said in another order. A point that ranks
/// three things or more ("The log levels from least to most important are debug, info, notice,
/// error and fault", "Order: `open`, `public`, `package`, …") is misstated by a sentence that lists
/// them in another order ("… are fault, error, notice, info and debug", "open, package, public,
/// internal …"): the reader reads the same words either way, so the list was credited. A list is
/// names joined by commas, `and`, `or` or `then`; a name said in other prose ("package sits
/// between public and internal") is no list. A list said backwards is the point's when the
/// sentence counts from the other end ("from most to least important: fault, error, …"), so it
/// misstates the point only when the sentence's first end word (`highest`, `top`, `least`, …) is
/// the point's, or it names none.
extension KeyPointMatcher {
  /// The words that say where a ranking starts: the high end, then the low end.
  static let highEnds: Set<String> = ["highest", "top", "most", "higher", "biggest", "strongest"]
  static let lowEnds: Set<String> = ["lowest", "bottom", "least", "lower", "smallest", "weakest"]
  /// Words that join the names of a list (beside a comma).
  static let listJoiners: Set<String> = ["and", "or", "then", "finally"]
  /// `misorders`' prefilter: `order` and the end words.
  static let orderWordScan = ASCIIWordSet(["order"] + endScanWords)
  static let endScanWords: [StaticString] = [
    "highest", "top", "most", "higher", "biggest", "strongest", "lowest", "bottom", "least", "lower",
    "smallest", "weakest",
  ]
  /// The longest name of a list, in words, and the most words between two names of one list.
  static let (orderNameWords, orderGapWords) = (3, 5)

  /// Whether `said` lists three of the point's ranked names or more in another order.
  static func misorders(point: String, said: Substring) -> Bool {
    // Most points rank nothing: two commas and a word of ranking first, on the bytes.
    guard point.utf8.lazy.filter({ $0 == UInt8(ascii: ",") }).count >= 2, orderWordScan.isHeld(in: point)
    else { return false }
    guard let names = rankedNames(point[...]), names.count >= 3 else { return false }
    let pointWords = orderWords(point[...])
    let pointEnd = pointWords.lazy.compactMap { end(of: $0.word) }.first
    let ordered = pointWords.indices.contains {
      pointWords[$0].word == "order" && ($0 + 1 == pointWords.count || pointWords[$0 + 1].word != "to")
    }
    guard pointEnd != nil || ordered else { return false }
    let said = orderWords(said)
    // Each name said, in text order: (the name's rank, its first and last word).
    var mentions: [(rank: Int, first: Int, last: Int)] = []
    var index = 0
    while index < said.count {
      var joined = ""
      var found: (rank: Int, last: Int)?
      for last in index..<min(said.count, index + orderNameWords) {
        if last > index, said[last].commaBefore { break }
        joined += said[last].word
        if let rank = names.firstIndex(of: joined) { found = (rank, last) }
      }
      if let found {
        mentions.append((found.rank, index, found.last))
        index = found.last + 1
      } else {
        index += 1
      }
    }
    // The longest list: names joined as a list, none twice.
    var (best, start) = (0..<0, 0)
    for position in mentions.indices {
      if position > start {
        let (previous, next) = (mentions[position - 1], mentions[position])
        let gap = said[(previous.last + 1)..<next.first]
        let joins =
          gap.count <= orderGapWords
          && (said[next.first].commaBefore
            || (!gap.isEmpty && gap.allSatisfy { listJoiners.contains($0.word) }))
        if !joins { start = position }
      }
      while mentions[start..<position].contains(where: { $0.rank == mentions[position].rank }) { start += 1 }
      if position + 1 - start > best.count { best = start..<(position + 1) }
    }
    guard best.count >= 3 else { return false }
    let ranks = mentions[best].map(\.rank)
    if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 < $1 }) { return false }
    if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 > $1 }) {
      // Backwards: the point's when the sentence counts from the other end.
      let saidEnd = said.lazy.compactMap { end(of: $0.word) }.first
      return saidEnd == nil || saidEnd == pointEnd
    }
    return true
  }

  /// Which end of a ranking `word` names: true for the high end, false for the low end.
  static func end(of word: String) -> Bool? {
    highEnds.contains(word) ? true : lowEnds.contains(word) ? false : nil
  }

  /// A text's words, lowercased letters and digits, each with whether a comma comes before it.
  static func orderWords(_ text: Substring) -> [(word: String, commaBefore: Bool)] {
    var (words, word, comma) = ([(word: String, commaBefore: Bool)](), "", false)
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        word.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
        continue
      }
      if !word.isEmpty { (words, word, comma) = (words + [(word, comma)], "", false) }
      if scalar == "," || scalar == ";" || scalar == ":" { comma = true }
    }
    if !word.isEmpty { words.append((word, comma)) }
    return words
  }

  /// How many words `text` holds: runs of ASCII letters and digits, and of other scalars' bytes.
  static func wordCount(_ text: Substring) -> Int {
    var (count, inWord) = (0, false)
    for byte in text.utf8 {
      let letter =
        byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
      if letter && !inWord { count += 1 }
      inWord = letter
    }
    return count
  }

  /// The names a point ranks, in its order, each its words run together ("user initiated" is
  /// `userinitiated`, as `userInitiated`): the first after a colon or the first chunk's last word,
  /// each chunk between commas, the last chunk's names after `and`, `or` or `then`. Nil when a
  /// chunk is longer than a name or two names are the same.
  static func rankedNames(_ point: Substring) -> [String]? {
    let texts = point.split(separator: ",", omittingEmptySubsequences: false)
    // Most points with commas are prose: a middle chunk longer than a name (and two joiners), on
    // the bytes, reads no list before any word is made.
    guard texts.count >= 3, texts.dropFirst().dropLast().allSatisfy({ wordCount($0) <= orderNameWords + 2 })
    else { return nil }
    let chunks = texts.map { orderWords($0) }
    guard let first = chunks[0].last?.word else { return nil }
    var names = [first]
    for (position, chunk) in chunks.enumerated().dropFirst() {
      var words = chunk.map(\.word)[...]
      while let word = words.first, listJoiners.contains(word) { words.removeFirst() }
      // The last chunk may hold the last two names: "utility and background".
      let split = position == chunks.count - 1 ? words.firstIndex { listJoiners.contains($0) } : nil
      let parts = split.map { [words[..<$0], words[($0 + 1)...]] } ?? [words]
      for part in parts {
        guard !part.isEmpty, part.count <= orderNameWords else { return nil }
        names.append(part.joined())
      }
    }
    return Set(names).count == names.count ? names : nil
  }
}
