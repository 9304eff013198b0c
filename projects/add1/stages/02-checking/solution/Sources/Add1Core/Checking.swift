extension Add1Game {
  /// `code` with 1 added to every digit, 9 wrapping to 0.
  public static func expectedAnswer(for code: String) -> String {
    var answer = ""
    for character in code {
      let digit = character.wholeNumberValue ?? 0
      answer += String((digit + 1) % 10)
    }
    return answer
  }

  /// Whether `answer` is the right answer for `code`.
  public static func isCorrect(_ answer: String, for code: String) -> Bool {
    answer == expectedAnswer(for: code)
  }
}
