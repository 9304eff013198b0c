import DrillContent
import DrillSupport
import Foundation

/// Decides whether a typed answer matches an accepted one (FORMAT.md "Answer matching").
///
/// - Surrounding whitespace and runs of blank space never matter.
/// - Plain text ignores letter case.
/// - An accepted answer written as `code` (backticks) ignores whitespace between
///   tokens (`0 ..< 5` matches `0..<5`) but keeps case and string literals.
/// - An accepted answer written `/…/` is a case-insensitive regular expression
///   that must match the whole answer.
public enum AnswerMatcher {
  /// Whether `answer` matches any of `accepted`.
  public static func matches(_ answer: String, acceptedAnswers accepted: [String]) -> Bool {
    accepted.contains { matches(answer, accepted: $0) }
  }

  /// Whether `answer` matches one accepted form: as typed, or without the one full stop that ends
  /// it as a sentence ends ("Identifiable." for `Identifiable`; docs/authoring.md, "Answer
  /// matching"). `!` and `?` are not dropped: in Swift they change the answer (`Int?`, `x!`), and
  /// neither is `.` after another `.` (`0...`).
  public static func matches(_ answer: String, accepted: String) -> Bool {
    if matchesAsTyped(answer, accepted: accepted) { return true }
    guard let sentence = withoutFullStop(answer) else { return false }
    return matchesAsTyped(sentence, accepted: accepted)
  }

  /// `answer` without the full stop that ends it, or nil when it does not end with a lone one.
  static func withoutFullStop(_ answer: String) -> String? {
    let trimmed = collapsed(answer)
    guard trimmed.count >= 2, trimmed.hasSuffix("."), let before = trimmed.dropLast().last,
      before != ".", !before.isWhitespace
    else { return nil }
    return String(trimmed.dropLast())
  }

  private static func matchesAsTyped(_ answer: String, accepted: String) -> Bool {
    let pattern = accepted.trimmingCharacters(in: .whitespaces)
    if pattern.count >= 2, pattern.hasPrefix("/"), pattern.hasSuffix("/") {
      return matchesRegex(collapsed(answer), pattern: String(pattern.dropFirst().dropLast()))
    }
    if let code = backticked(pattern) {
      return normalizedCode(backticked(collapsed(answer)) ?? answer) == normalizedCode(code)
    }
    let plain = collapsed(answer)
    return plain.lowercased() == collapsed(pattern).lowercased()
      || (backticked(plain).map { collapsed($0).lowercased() } == collapsed(pattern).lowercased())
  }

  /// Why a wrong answer came close to an accepted `code` answer, said to the learner: only its
  /// letter case differs (Swift names are case-sensitive: "Lazy" for `lazy`), or it adds a call's
  /// parentheses to a name ("map()" for `map`). Nil when neither. The answer stays wrong: the
  /// accepted form is the contract (FORMAT.md, "Answer matching"); the note says why.
  public static func nearMiss(_ answer: String, acceptedAnswers accepted: [String]) -> String? {
    let typed = collapsed(answer)
    for pattern in accepted {
      guard let code = backticked(pattern.trimmingCharacters(in: .whitespaces)) else { continue }
      let wanted = normalizedCode(code)
      let given = normalizedCode(backticked(typed) ?? typed)
      if given.lowercased() == wanted.lowercased() {
        return "Letter case counts in Swift code: `\(code)`, not `\(backticked(typed) ?? typed)`."
      }
      if given.hasSuffix("()"), String(given.dropLast(2)) == wanted {
        return "The name alone is the answer: `\(code)`, without the call's parentheses."
      }
    }
    // A typo: the verdict stands (the accepted form is the contract), the note says why.
    let words = typedWords(withoutFullStop(answer) ?? typed)
    for pattern in accepted {
      let form = pattern.trimmingCharacters(in: .whitespaces)
      guard !(form.count >= 2 && form.hasPrefix("/") && form.hasSuffix("/")) else { continue }
      if isTypo(words, of: typedWords(backticked(form) ?? form)) { return spellingNote }
    }
    return nil
  }

  /// The note under a short answer one or two letters off an accepted one.
  public static let spellingNote = "Close: check the spelling."

  /// The words of an answer as a typo is looked for: lowercased, without backticks.
  private static func typedWords(_ text: String) -> [String] {
    collapsed(text.replacing("`", with: "")).lowercased().split(separator: " ").map(String.init)
  }

  /// Whether `typed` is `wanted` with one or two letters wrong (left out, added, changed, or two
  /// side by side swapped) in words of six letters or more, every other word the same: "Identifable"
  /// and "Identifaible" for `Identifiable`. A short word two letters off is another word ("let" and
  /// "var" are one letter closer than that). The distance is "Did you mean"'s own
  /// (`Suggestion.distance`, a swap counted once), measured only where the lengths allow a typo.
  static func isTypo(_ typed: [String], of wanted: [String]) -> Bool {
    guard typed.count == wanted.count, typed != wanted else { return false }
    var total = 0
    for (given, word) in zip(typed, wanted) where given != word {
      guard word.count >= 6, abs(given.count - word.count) <= 2 else { return false }
      total += Suggestion.distance(given, word)
      if total > 2 { return false }
    }
    return total >= 1
  }

  /// Whether typed output matches the expected output (FORMAT.md "Answer matching, `output`").
  ///
  /// `.lines`: line by line, as a program prints it; line breaks and leading
  /// indentation count, trailing blanks on a line and a final newline do not.
  /// `.loose`: blank runs collapsed and surrounding blank lines ignored, and a
  /// one-line answer may also give several expected lines separated by spaces
  /// (`1 2 3` for three printed lines).
  public static func matchesOutput(_ answer: String, expected: String, compare: OutputCompare = .lines)
    -> Bool
  {
    let typed = outputLines(answer, compare: compare)
    let wanted = outputLines(expected, compare: compare)
    if typed == wanted { return true }
    guard compare == .loose else { return false }
    return typed.count == 1 && wanted.count > 1 && typed[0] == wanted.joined(separator: " ")
  }

  /// The lines of an output as `matchesOutput` compares them.
  public static func outputLines(_ text: String, compare: OutputCompare) -> [String] {
    switch compare {
    case .lines:
      return OutputComparison.lines(text)
    case .loose:
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { collapsed(String($0)) }
      while lines.first?.isEmpty == true { lines.removeFirst() }
      while lines.last?.isEmpty == true { lines.removeLast() }
      return lines
    }
  }

  /// Text with surrounding whitespace removed and every blank run made one space.
  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// Code with whitespace removed except where it separates two word characters
  /// (`let x`), and kept as is inside string literals.
  static func normalizedCode(_ code: String) -> String {
    var result = ""
    var pendingSpace = false
    var inString = false
    var escaped = false
    for character in code.trimmingCharacters(in: .whitespacesAndNewlines) {
      if inString {
        result.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character.isWhitespace {
        pendingSpace = true
        continue
      }
      if pendingSpace, let last = result.last, isWordCharacter(last), isWordCharacter(character) {
        result.append(" ")
      }
      pendingSpace = false
      result.append(character)
      if character == "\"" { inString = true }
    }
    return result
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The text inside one pair of surrounding backticks, or nil.
  private static func backticked(_ text: String) -> String? {
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return nil }
    return String(text.dropFirst().dropLast())
  }

  private static func matchesRegex(_ answer: String, pattern: String) -> Bool {
    guard
      let regex = try? NSRegularExpression(
        pattern: "^(?:\(pattern))$", options: [.caseInsensitive])
    else { return false }
    let range = NSRange(answer.startIndex..., in: answer)
    return regex.firstMatch(in: answer, range: range) != nil
  }
}
