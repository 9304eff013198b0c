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
}
