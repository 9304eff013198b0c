import Foundation

extension AnswerMatcher {
  /// Whether `answer` matches any of `accepted`, read as a fair examiner reads a short answer to
  /// `prompt` (session 48's tryout, G8): as typed first; then with the one-character ellipsis
  /// "…" written as the three full stops it stands for ("0…4" is what macOS text substitution
  /// makes of "0...4", and SwiftDrill itself prints "run 1…2"); then without a leading article
  /// and without one trailing generic noun the question itself names ("the Content-Type header"
  /// to "Which HTTP request header …?"); and a hyphen between two letters of a plain accepted
  /// form may be typed as a space ("Content Type"). Nothing else is dropped: "the Accept header"
  /// stays wrong, and a noun the prompt does not name ("Content-Type value") is kept.
  public static func matches(_ answer: String, acceptedAnswers accepted: [String], prompt: String) -> Bool {
    readings(of: answer, prompt: prompt).contains { reading in
      matches(reading, acceptedAnswers: accepted)
        || accepted.contains { form in spacedHyphens(form).map { matches(reading, accepted: $0) } ?? false }
    }
  }

  /// The nouns a short answer may end with when the question names them: the kind of thing
  /// asked for, not part of the answer ("the `map` method", "the `Sendable` protocol").
  static let genericNouns: Set<String> = [
    "header", "type", "method", "function", "property", "protocol", "keyword", "operator",
    "modifier", "attribute", "macro", "initializer", "parameter", "field",
  ]

  /// `answer` as typed, with "…" spelled "...", and without a leading article and a trailing
  /// generic noun that `prompt` names; each reading once, in that order.
  static func readings(of answer: String, prompt: String) -> [String] {
    var result = [answer]
    func add(_ reading: String) {
      if !reading.isEmpty, !result.contains(reading) { result.append(reading) }
    }
    let dotted = answer.replacing("\u{2026}", with: "...")
    add(dotted)
    var words = collapsed(dotted).split(separator: " ").map(String.init)
    if words.count >= 2, ["the", "a", "an"].contains(words[0].lowercased()) {
      words.removeFirst()
      add(words.joined(separator: " "))
    }
    if words.count >= 2, let noun = words.last.map({ $0.lowercased() }), genericNouns.contains(noun),
      promptWords(prompt).contains(noun)
    {
      words.removeLast()
      add(words.joined(separator: " "))
    }
    return result
  }

  /// The lowercased words of a prompt, letters only.
  private static func promptWords(_ prompt: String) -> Set<String> {
    Set(prompt.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
  }

  /// A plain accepted form with every hyphen between two letters made a space ("Content-Type" →
  /// "Content Type"), or nil when it has none or is code (`…`) or a `/regex/`.
  static func spacedHyphens(_ form: String) -> String? {
    let trimmed = form.trimmingCharacters(in: .whitespaces)
    guard !trimmed.hasPrefix("`"), !trimmed.hasPrefix("/") else { return nil }
    let characters = Array(trimmed)
    var result = ""
    var changed = false
    for (index, character) in characters.enumerated() {
      if character == "-", index > 0, index + 1 < characters.count, characters[index - 1].isLetter,
        characters[index + 1].isLetter
      {
        result.append(" ")
        changed = true
      } else {
        result.append(character)
      }
    }
    return changed ? result : nil
  }
}
