/// An optional type said outside a code span: "Int? can hold an Int or nil" (session 47,
/// s47-falseopp2; session 46's rule, refused at its merge, asked `isCapital` and
/// `isPlainLowercase`, which the character reading answers false, and read "What? end." as a type).
/// Asked only of ASCII bytes (`TextUnit.ascii`), which the byte, scalar and character readings of
/// a text answer alike.
extension StatementReader {
  /// Words that end a question of their own ("What? end.", "Why? because …"), never a type.
  static let questionWords: [[UInt8]] = [
    "what", "why", "how", "who", "whom", "whose", "where", "when", "which", "really", "right", "sure",
    "yes", "no", "ok", "okay", "so", "well", "wait", "sorry", "pardon", "huh", "eh", "hmm", "oh", "and",
    "or", "but", "then", "anyone", "anything", "seriously", "true", "correct", "else", "now", "again",
  ].map { Array($0.utf8) }

  /// Words that open an answer to the question before them ("… in Swift? no, …", "… on the
  /// MainActor? yes, …"): after them the `?` ends a question, whatever its last word's case (session
  /// 47's review, finding 3: the question was glued to its answer and "no" negated the learner's
  /// correction). No type is followed by one ("Int? can hold …", "String? means …").
  static let answerWords: [[UInt8]] = [
    "no", "yes", "not", "nope", "never", "actually", "exactly", "because", "well", "right", "sure",
    "correct", "wrong", "so", "yeah", "yep", "nah", "indeed", "true", "false", "absolutely",
    "definitely", "certainly", "obviously",
  ].map { Array($0.utf8) }

  /// Words that say what a type said aloud as `T?` does, after it in a question ("Can an Int?
  /// hold nil?"; `marksOptionalType`).
  static let typeVerbs: [[UInt8]] = [
    "can", "could", "is", "are", "was", "will", "would", "must", "may", "might", "should", "has", "have",
    "hold", "holds", "mean", "means", "store", "stores", "wrap", "wraps", "return", "returns", "give",
    "gives", "contain", "contains", "take", "takes", "accept", "accepts", "become", "becomes", "equal",
    "equals", "still", "always", "ever",
  ].map { Array($0.utf8) }

  /// The `?` at `index` marks an optional type, not the end of a question: right after a word of
  /// ASCII letters and digits that opens with a capital (a type's name: `Int`, `URLSession`) and is
  /// no question word (`questionWords`), before one space and a word of ASCII lowercase letters
  /// that is no answer word (`answerWords`).
  /// "Int? can hold an Int or nil" is one sentence about `Int?`; ended at "Int", "can hold an Int or
  /// nil" was read as the opposite of "non-optional types can never hold `nil`". "Chinese or
  /// Japanese? markedTextRange is set" asks a question: the word after it is a name.
  ///
  /// In a sentence that opens as a question (`inQuestion`: "Is it true that a struct is shared
  /// like a Class? struct copies are independent"), the word after must also say what the type
  /// does (`typeVerbs`: "Can an Int? hold nil"): the `?` of a question ends it (session 48).
  static func marksOptionalType<Units: RandomAccessCollection>(
    at index: Int, in units: Units, inQuestion: @autoclosure () -> Bool = false
  ) -> Bool
  where Units.Element: TextUnit, Units.Index == Int {
    guard index > 0, index + 2 < units.count, units[index + 1].ascii == UInt8(ascii: " "),
      asciiLower(units[index + 2].ascii)
    else { return false }
    var end = index + 3
    while end < units.count, units[end].isWordUnit {
      guard asciiLower(units[end].ascii) else { return false }
      end += 1
    }
    let after = units[(index + 2)..<end]
    func says(_ word: [UInt8]) -> Bool {
      word.count == after.count && zip(after, word).allSatisfy { unit, letter in unit.ascii == letter }
    }
    guard !answerWords.contains(where: says), !inQuestion() || typeVerbs.contains(where: says) else {
      return false
    }
    var start = index
    while start > 0, units[start - 1].isWordUnit {
      let ascii = units[start - 1].ascii
      guard asciiLower(ascii) || asciiUpper(ascii) || (ascii >= 0x30 && ascii <= 0x39) else { return false }
      start -= 1
    }
    guard start < index, asciiUpper(units[start].ascii) else { return false }
    return !questionWords.contains { word in
      word.count == index - start
        && zip(units[start..<index], word).allSatisfy { unit, letter in unit.ascii | 0x20 == letter }
    }
  }

  @inline(__always)
  private static func asciiLower(_ ascii: UInt8) -> Bool { ascii >= 0x61 && ascii <= 0x7A }
  @inline(__always)
  private static func asciiUpper(_ ascii: UInt8) -> Bool { ascii >= 0x41 && ascii <= 0x5A }

  /// An operator's token: `?` right after a word said outside a code span (`Int?`, not `try?` nor
  /// `as?`) is the word `optional` ("an optional Int" is what `Int?` says); any other, the symbol.
  /// In code, a key point's `T?` stays the symbol its `wrong:` lines and answers were measured with
  /// (read as `optional` there too, session 46 measured credit 11 : 3 but 2 right points freed for
  /// 5 contradictions lost, on `what-is-an-optional`'s wrong-claim probes).
  static func symbolToken<Units: RandomAccessCollection>(
    _ text: String, at start: Int, in units: Units, range: Range<String.Index>, inCode: Bool
  ) -> Token where Units.Element: TextUnit, Units.Index == Int {
    guard text == "?", !inCode, start > 0, units[start - 1].isWordUnit,
      !operatorKeyword(before: start, in: units)
    else {
      return Token(kind: .symbol, text: text, range: range)
    }
    return Token(kind: .word, text: "optional", range: range, inCode: inCode)
  }
}
