/// The words of argument slots (`KeyPointMatcher+Slots`): the exclusive pairs, prepositions and
/// comparatives a slot holds, looked up by word, and the quick test of a point that may hold one.
extension KeyPointMatcher {
  /// A slot word's pair and its side of it.
  struct SlotWord: Equatable {
    var pair: Int
    var side: Int
    /// The slot is the next word that is not a stop word (a preposition's object), not the next word.
    var reaches = false
    /// A number's value.
    var value = 0.0
  }

  /// Exclusive pairs whose slot is the word right after them (a possessive `'s` between).
  static let slotPairs: [[[String]]] = [
    [["main"], ["background"]],
    [["parent", "parents"], ["child", "children"]],
    [["caller", "callers"], ["callee", "callees"]],
    [["sender", "senders"], ["receiver", "receivers"]],
    [["superclass", "superclasses"], ["subclass", "subclasses"]],
    [["earlier"], ["later"]],
    [["first"], ["last"], ["middle"]],
    [["foreground"], ["background"]],
    [["upstream"], ["downstream"]],
  ]
  /// Exclusive prepositions, and the two ends of a sequence (session 22, s22-grading37: "at the
  /// **start** of the parameter list" for "near the **end**"): their slot is their object, past
  /// up to two stop words.
  static let slotPrepositions: [[[String]]] = [
    [["inside", "within"], ["outside"]],
    [["before"], ["after"]],
    [["start", "beginning"], ["end"]],
  ]
  /// Comparatives (session 20, s20-grading26): a comparison or a change in one direction,
  /// its slot the thing compared past up to two stop words ("**fewer** merge conflicts",
  /// "**easier** to review", "**lowers** frame rates", "the **same** hash value"). Positive sizes
  /// (`small`, `large`) are not here: they pick out which thing is meant ("small structs sit
  /// inline" is about other structs than "large structs cost copies"), not a claim about it.
  static let slotComparatives: [[[String]]] = [
    [["more"], ["less", "fewer"]],
    [
      ["higher", "raise", "raises", "increase", "increases"],
      ["lower", "lowers", "reduce", "reduces", "decrease", "decreases"],
    ],
    [["larger", "bigger"], ["smaller"]],
    [["faster", "quicker"], ["slower"]],
    [["easier", "simpler"], ["harder"]],
    // `separate` since s23-grading46: "each path needs its own **separate** routing code" for
    // "both paths send the URL to the **same** routing code".
    [["same"], ["different", "separate"]],
  ]
  /// A `than` after these takes a number back ("rather than five"); after any other word it
  /// bounds the number, which is still said ("longer than 33 milliseconds").
  static let slotThanDenials: Set<String> = ["rather", "other"]
  static let slotNumberPair = -1
  /// "off the main thread" does not say the main thread.
  static let slotDenials: Set<String> = ["off"]

  /// Each slot word's pairs, by lowercased word.
  static let slotTable: [String: [SlotWord]] = {
    var table: [String: [SlotWord]] = [:]
    for (pair, group) in (slotPairs + slotPrepositions + slotComparatives).enumerated() {
      for (side, words) in group.enumerated() {
        for word in words {
          let slotWord = SlotWord(pair: pair, side: side, reaches: pair >= slotPairs.count)
          table[word, default: []].append(slotWord)
        }
      }
    }
    return table
  }()

  /// One slot word of a text with the stem of the word that names its slot.
  struct Slot {
    var word: SlotWord
    var after: String?
    /// A number's word before it ("iOS" of "iOS 17").
    var before: String? = nil
  }

  static func slotWords(_ word: String) -> [SlotWord]? {
    let key = mayBeSlotKey(word)
    if key, let words = slotTable[word] { return words }
    let number =
      (key ? slotNumbers[word] : nil)
      ?? (startsNumber(word) && word.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
        ? Double(word.filter { $0 != "," }) : nil)
    return number.map { [SlotWord(pair: slotNumberPair, side: 0, reaches: true, value: $0)] }
  }

  /// The slot words and number words (`slotTable`, `slotNumbers`) as bytes, at the index of their
  /// length, if each is lowercase ASCII letters; else nil (`mayHoldSlots` then reads every point).
  /// An array, not a dictionary by length: that hashed the length of every word of every point
  /// (issue 29 (a), session 27).
  static let slotKeyBytes: [[[UInt8]]]? = {
    let keys = (Array(slotTable.keys) + Array(slotNumbers.keys)).map { Array($0.utf8) }
    let letters = keys.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
    guard letters else { return nil }
    var byLength = [[[UInt8]]](repeating: [], count: (keys.map(\.count).max() ?? 0) + 1)
    for key in keys { byLength[key.count].append(key) }
    return byLength
  }()

  /// False only when `text` has no slot (`slots(in:)` finds none), on its bytes (issue 29 (a),
  /// session 19): most points name no slot, and reading one's words (`wordStretches`, lowering
  /// by characters) was 8 % of a `check` of French points. A slot needs a word of the lowered
  /// text equal to a slot or number word (lowercase ASCII), or a number (`Double` reads ASCII
  /// digits only). Lowering yields an ASCII letter from an ASCII letter of either case, from
  /// the Kelvin sign (`k`) and from `İ` (`i` and a combining dot, one character that is not `i`)
  /// only, and an ASCII digit from an ASCII digit only. So, in a text without digits or Kelvin
  /// sign, such a word is a run of ASCII letters that no ASCII letter extends on either side: a
  /// text none of whose longest runs of ASCII letters is one of those words, in either case,
  /// has no slot.
  static func mayHoldSlots(_ text: String) -> Bool {
    guard let keys = slotKeyBytes else { return true }
    var text = text
    return text.withUTF8 { bytes in
      var start = 0
      var index = 0
      func isKey(_ run: Range<Int>) -> Bool {
        run.count < keys.count
          && keys[run.count].contains { key in
            zip(key, bytes[run]).allSatisfy { $0 == $1 | 0x20 }
          }
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x30 && byte <= 0x39 { return true }
        // The Kelvin sign, U+212A.
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x84, bytes[index + 2] == 0xAA {
          return true
        }
        let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
        if !letter {
          if index > start, isKey(start..<index) { return true }
          start = index + 1
        }
        index += 1
      }
      return index > start && isKey(start..<index)
    }
  }
}
