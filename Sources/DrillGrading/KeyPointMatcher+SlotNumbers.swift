/// The number words the slot rule reads as values (`KeyPointMatcher.slots`).
extension KeyPointMatcher {
  /// Numbers (digits, with a decimal point, or these words) are one class, each its own value:
  /// their slot is the nearest word before or after them that is not a stop word ("iOS 17").
  /// Number words said in a row are one number ("twenty five", "two hundred"; session 20,
  /// s20-grading31): "over **thirty** days" for "over **seven** days".
  static let slotNumbers: [String: Double] = [
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
    "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    "hundred": 100, "thousand": 1000,
  ]
  /// Digits said after a number's `point` ("eight point three"): `one` and `zero` only there.
  static let slotDigits: [String: Character] = [
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9",
  ]
  /// Number words that multiply what is said before them in a row ("two hundred").
  static let slotMultipliers: Set<String> = ["hundred", "thousand"]

  /// The keys of `slotTable` and `slotNumbers` by their first byte: bit n of a byte's entry, a
  /// key of n bytes (31: 31 or more). Every key is lowercase ASCII (`SlotKeyShapeTests`).
  static let slotKeyShapes: [UInt32] = {
    var shapes = [UInt32](repeating: 0, count: 128)
    for key in Array(slotTable.keys) + Array(slotNumbers.keys) {
      shapes[Int(key.utf8.first!)] |= 1 << UInt32(min(key.utf8.count, 31))
    }
    return shapes
  }()

  /// Whether `word` may be a key of `slotTable` or `slotNumbers`: false when no key has its first
  /// byte and its length (issue 29 (a), s44-checkfast44: each word of a stretch was hashed two or
  /// three times, 22 M of a `check` of the prose bank, nearly all of them no slot word). Exact:
  /// the keys are ASCII, and an ASCII `String` equals only its own bytes (no other scalar is
  /// canonically equivalent to a lowercase ASCII letter, and a text with one never equals it).
  @inline(__always) static func mayBeSlotKey(_ word: String) -> Bool {
    let utf8 = word.utf8
    guard let first = utf8.first, first < 0x80 else { return false }
    return slotKeyShapes[Int(first)] & (1 << UInt32(min(utf8.count, 31))) != 0
  }
}

/// Numbers said in digit groups (session 42, s42-precision127). English adds number words in a row
/// only in one order: a tens word, then a unit ("twenty five"), or around a multiplier ("four
/// thousand ninety six"). A row in any other order is said in groups, as people say status codes,
/// ranges and versions aloud: "four twenty-nine" is 429, "four oh one" 401, "one eighty" 180, "ten
/// eleven" 1011 or, as a version, 10.11. The slot rule had summed such a row ("four twenty-nine"
/// was 33, "ten eleven" 21), so a right answer that said the point's own 429 or 10.11 aloud was
/// told it misstated the number.
extension KeyPointMatcher {
  /// The digit groups of the row of number words at `start` of `stretch`: their value joined
  /// ("429"), the same groups read as a version ("4.29", "10.11"), and the index after the row.
  /// Nil when the row is one group (an ordinary number: "twenty five", "seven"), when it meets a
  /// multiplier (`hundred`, `thousand`: the sum reads it) or does not start with a number word.
  static func digitGroups(_ stretch: [String], at start: Int) -> (value: Double, version: Double, end: Int)? {
    func number(_ index: Int) -> Int? {
      guard index < stretch.count else { return nil }
      if stretch[index] == "one" { return 1 }
      guard let value = slotNumbers[stretch[index]], value < 100 else { return nil }
      return Int(value)
    }
    guard number(start) != nil else { return nil }
    var groups: [String] = []
    var index = start
    while index < stretch.count {
      if stretch[index] == "oh", !groups.isEmpty, let unit = number(index + 1), unit < 10 {
        groups.append("0\(unit)")  // "four oh one": the `oh` is a zero said in its group
        index += 2
      } else if let value = number(index) {
        // A tens word takes the unit after it ("twenty nine"); any other word is a group alone.
        if value >= 20, value % 10 == 0, let unit = number(index + 1), unit < 10 {
          groups.append(String(value + unit))
          index += 2
        } else {
          groups.append(String(value))
          index += 1
        }
      } else {
        break
      }
    }
    if groups.count < 2 { return nil }
    if index < stretch.count, slotMultipliers.contains(stretch[index]) { return nil }
    guard let value = Double(groups.joined()),
      let version = Double(groups[0] + "." + groups.dropFirst().joined())
    else { return nil }
    return (value, version, index)
  }

  /// The decimals said after a number's `point` at `index`, `index` moved past them: its digits
  /// ("eight point three", session 29), or since session 42 one number word under a hundred, as a
  /// version's minor number is said ("ten point eleven" is 10.11, not 10 and 11). Zero
  /// where no `point` and digits follow.
  static func spokenDecimals(_ stretch: [String], at index: inout Int) -> Double {
    guard index + 1 < stretch.count, stretch[index] == "point" else { return 0 }
    var decimals = "0."
    if slotDigits[stretch[index + 1]] == nil {
      guard let value = slotNumbers[stretch[index + 1]], value >= 10, value < 100 else { return 0 }
      decimals += String(Int(value))
      index += 2
      return Double(decimals) ?? 0
    }
    index += 1
    while index < stretch.count, let digit = slotDigits[stretch[index]] {
      decimals.append(digit)
      index += 1
    }
    return Double(decimals) ?? 0
  }
}
