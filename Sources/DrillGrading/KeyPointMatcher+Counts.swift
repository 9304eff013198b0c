/// Counts (session 15): a point that says a thing is one ("an actor runs one task at a time",
/// "a class inherits from one superclass") is not stated by a sentence that gives the same
/// thing another count ("runs several tasks at a time", "from two superclasses"). The reader
/// drops `one` as a stop word and reads no numbers, so the rest of the words still touch.
/// Since session 22 (s22-grading37) the other way round too: a point that counts a thing as
/// more than one ("four UTF-16 code units", "several runs each") is not stated by a sentence
/// that says it is one ("a single UTF-16 code unit", "measure a single run") and never more;
/// "at most one" is one ("at most one completion" against "several completions"), a count joined
/// by a hyphen to the next word names a kind ("a one-pass version", "one-time setup"), and a
/// number right after a name is the name's ("Swift 6 module by module" counts no modules).
/// Since session 37 (s37-grading111) more than one is also said by `many`, `both`, `unlimited`
/// and "as many … as you like", and by a thing each one has of its own ("each file as its own
/// unit", "each get their own download", "each child as a separate element"); "one request per
/// event" and "each event in its own request" say the same (`Count.perEach`), and a pronoun `one`
/// ("either one", "the right one", "one side … the other"), a range ("one to twenty") and "as
/// many threads as cores" (a ratio) count nothing (`KeyPointMatcher+Amounts.swift`).
extension KeyPointMatcher {
  /// More than one, without a number.
  static let severalCount = -1
  static let countWords: [String: Int] = [
    "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "several": severalCount, "multiple": severalCount,
  ]
  /// Quantity words that are no count: "many" is said of kinds as often as of numbers ("one
  /// implementation for many types"). Never read as the thing counted.
  static let vagueCounts: Set<String> = ["many", "few"]
  /// A word right before a count that makes it a bound or a reference ("at least one", "the one").
  static let countBounds: Set<String> = ["least", "most", "than", "the", "per", "of"]
  /// A denial up to three words before a count takes it back ("you don't need two queues").
  static let countDenials: Set<String> = [
    "not", "no", "never", "t", "without", "instead", "rather", "than", "nor", "neither",
  ]
  /// Words after a count that do not name what is counted.
  static let countFillers: Set<String> = [
    "of", "or", "and", "a", "an", "the", "at", "to", "in", "on", "is", "are",
  ]

  /// Each count of `text` with the stem of the word after it that names what is counted (the
  /// first of the next two words that is not a stop word), within its stretch of words: any
  /// punctuation but a hyphen ends the stretch, and a hyphen between two words joins them
  /// (`compounds`), so "one-pass" is no count. The words that count are `countWords`, digits and
  /// those `amount(of:at:in:)` reads.
  static func counts(in text: Substring, stemmer: SnowballStemmer, stop: Set<String>) -> [Count] {
    var found: [Count] = []
    let stretches = wordStretches(text, compounds: true)
    for (number, stretch) in stretches.enumerated() {
      for (index, word) in stretch.enumerated() {
        // A number right after a name is the name's ("Swift 6", "iOS 17"), not a count.
        if startsNumber(word), index > 0, !stop.contains(stretch[index - 1]),
          !countFillers.contains(stretch[index - 1]), !countDenials.contains(stretch[index - 1])
        {
          continue
        }
        guard
          var count = countWords[word].map({ Count(count: $0, thing: "") })
            ?? Int(word).flatMap({ $0 > 1 && $0 < 100 ? Count(count: $0, thing: "") : nil })
            ?? amount(of: word, at: index, in: stretch)
        else { continue }
        // "at most one" bounds the thing to one: it is one.
        let atMostOne =
          count.count == 1 && index > 1 && stretch[index - 1] == "most" && stretch[index - 2] == "at"
        if index > 0, countBounds.contains(stretch[index - 1]), !atMostOne { continue }
        if stretch[max(0, index - 3)..<index].contains(where: countDenials.contains) { continue }
        if count.count == 1 {
          if countsNothing(at: index, in: stretch, rest: stretches[(number + 1)...]) { continue }
          // "one request per event", "one color each": one for each, as "each its own" says.
          let rest = stretch[(index + 1)..<min(stretch.count, index + 6)]
          count.perEach = rest.contains(where: rateWords.contains)
        }
        let thing = stretch[(index + 1)..<min(stretch.count, index + 3)].first {
          !countFillers.contains($0) && !stop.contains($0) && countWords[$0] == nil
            && !vagueCounts.contains($0)
        }
        guard let thing else { continue }
        count.thing = stemmer.stem(thing)
        found.append(count)
      }
    }
    return found
  }

  /// The plain word stretches (`wordStretches(text)`) of a point and of the sentence said, each
  /// made when a rule first reads it and kept for the others: the scope, quantity, overreach and
  /// time rules each split the same point and sentence again (`misstates`; issue 29 (a), session 31).
  final class PlainStretches {
    let point: Substring
    let said: Substring
    private(set) lazy var pointWords = KeyPointMatcher.wordStretches(point)
    private(set) lazy var saidWords = KeyPointMatcher.wordStretches(said)

    init(point: Substring, said: Substring) { (self.point, self.said) = (point, said) }
  }

  /// Whether `word.first?.isNumber == true`: on its first byte when that is ASCII (a character's
  /// `isNumber` is its first scalar's, and of ASCII only digits are numbers). Counts and slots ask
  /// it of every word of a stretch: `Character.isNumber` looked the scalar's properties up, 17 M
  /// of `check` on a 10,000-question bank (issue 29 (a), session 31).
  static func startsNumber(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    return first < 0x80 ? first >= 0x30 && first <= 0x39 : word.first?.isNumber == true
  }

  /// The apostrophes that keep a stretch together ("doesn't", "Swift's"), as `wordStretches`'s
  /// `joiners`: one set made once, for slots and relevance denials alike (a set literal at each
  /// call was built anew: issue 29 (a), session 32).
  static let apostrophes: Set<Character> = ["'", "\u{2019}"]

  /// `text`'s lowercased words (letters and digits) in stretches: any other character ends a
  /// word, and any but a space, a hyphen or one of `joiners` ends its stretch. With `decimals`,
  /// a `.` between two digits stays in its word ("5.7"), and so does a `,` before three digits and
  /// no fourth ("4,096", a thousands separator; session 42); with `compounds`, a `-` between two
  /// letters or digits ("one-pass", "UTF-16"). Counts and slots read their words so.
  static func wordStretches(
    _ text: Substring, joiners: Set<Character> = [], decimals: Bool = false, compounds: Bool = false
  )
    -> [[String]]
  {
    asciiWordStretches(text, joiners: joiners, decimals: decimals, compounds: compounds)
      ?? scalarWordStretches(text, joiners: joiners, decimals: decimals, compounds: compounds)
      ?? characterWordStretches(text, joiners: joiners, decimals: decimals, compounds: compounds)
  }

  /// `wordStretches` by the characters of the lowered text: any text.
  static func characterWordStretches(
    _ text: Substring, joiners: Set<Character>, decimals: Bool, compounds: Bool
  ) -> [[String]] {
    var stretches: [[String]] = []
    var stretch: [String] = []
    var word = ""
    var previous: Character = " "
    var characters = text.lowercased().makeIterator()
    var next = characters.next()
    // "4,096": a `,` with three digits after it and no fourth is a thousands separator (session 42).
    func separatesThousands() -> Bool {
      var ahead = characters
      let digits = [next, ahead.next(), ahead.next()]
      return digits.allSatisfy { $0?.isNumber == true } && ahead.next()?.isNumber != true
    }
    while let character = next {
      next = characters.next()
      defer { previous = character }
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if decimals, character == ".", previous.isNumber, next?.isNumber == true {
        word.append(character)
      } else if decimals, character == ",", previous.isNumber, separatesThousands() {
        word.append(character)
      } else if compounds, character == "-", previous.isLetter || previous.isNumber,
        next.map({ $0.isLetter || $0.isNumber }) == true
      {
        word.append(character)
      } else {
        if !word.isEmpty { stretch.append(word) }
        word = ""
        if character != " ", character != "-", !joiners.contains(character) {
          stretches.append(stretch)
          stretch = []
        }
      }
    }
    if !word.isEmpty { stretch.append(word) }
    stretches.append(stretch)
    return stretches
  }

  /// Whether `said` counts a thing the point counts as one as more than one and never as one,
  /// or a thing the point counts as more than one as one and never as more.
  /// `slotted`: `mayHoldSlots(point)`, if already asked (`misstates`).
  static func miscounts(
    point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>, slotted: Bool? = nil,
    scan: PointScan? = nil
  ) -> Bool {
    // A count is `one`, `single`, `several`, `multiple` or a number word or digits (which
    // `mayHoldSlots` finds) of the lowered point: a byte scan first, where lowering the point
    // and Foundation's `contains` were 6 % of a `check` of French points.
    guard scan?.holds(.count) ?? countWordScan.isHeld(in: point) || (slotted ?? mayHoldSlots(point)) else {
      return false
    }
    // A thing the point itself counts both ways ("groups several values into one value") is no
    // count the answer can get wrong.
    let pointCounts = counts(in: point[...], stemmer: stemmer, stop: stop)
    let claims = pointCounts.filter { own in
      !pointCounts.contains { $0.thing == own.thing && !$0.agrees(with: own) }
    }
    if claims.isEmpty { return false }
    let saidCounts = counts(in: said, stemmer: stemmer, stop: stop)
    return claims.contains { own in
      let same = saidCounts.filter { $0.thing == own.thing }
      return !same.isEmpty && !same.contains { $0.agrees(with: own) }
    }
  }

  /// Whether `text`'s bytes hold `word` (lowercase ASCII letters), each letter in either case.
  static func holdsASCIIWord(_ text: String, _ word: StaticString) -> Bool {
    let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    var text = text
    return text.withUTF8 { holdsASCIIWord(in: $0, needle) }
  }

  /// Whether `bytes` hold `word` (lowercase ASCII letters), each letter in either case.
  ///
  /// Eight starts at a time (issue 29 (a), session 27: the misstatement rules ask it of each touched
  /// point for several words each, 3 % of a `check` of the prose bank): a byte of `block` is zero
  /// where the text's byte is the first letter in either case; each zero byte is marked (and a
  /// byte above one may be), and only the marked starts are tried, byte by byte.
  static func holdsASCIIWord(in bytes: UnsafeBufferPointer<UInt8>, _ word: UnsafeBufferPointer<UInt8>) -> Bool
  {
    guard !word.isEmpty, bytes.count >= word.count, let base = bytes.baseAddress else { return false }
    let last = bytes.count - word.count  // the last start
    func matches(at start: Int) -> Bool {
      var index = 0
      while index < word.count, bytes[start + index] | 0x20 == word[index] { index += 1 }
      return index == word.count
    }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let first = UInt64(word[0]) &* ones
    var start = 0
    while start + 8 <= last + 1 {
      let loaded = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      let block = (loaded | (0x20 &* ones)) ^ first
      var marks = (block &- ones) & ~block & (0x80 &* ones)
      while marks != 0 {
        if matches(at: start + marks.trailingZeroBitCount >> 3) { return true }
        marks &= marks &- 1
      }
      start += 8
    }
    while start <= last {
      if matches(at: start) { return true }
      start += 1
    }
    return false
  }
}
