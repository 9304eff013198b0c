import DrillMarkdown

/// Rules a question must follow whatever its format; each returns the problem's message.
enum QuestionRules {
  /// The type the sections make: the first of Choices, Tests, Output, Accept present.
  static func type(choices: Bool, tests: Bool, output: Bool, accept: Bool) -> QuestionType {
    if choices { return .choice }
    if tests { return .code }
    if output { return .output }
    if accept { return .short }
    return .explain
  }

  static func choicesProblem(_ choices: [Choice]) -> String? {
    if choices.count < 2 { return "`### Choices` needs two or more items" }
    if !choices.contains(where: \.correct) { return "`### Choices` needs at least one right answer `- [x]`" }
    if choices.contains(where: { isBlank($0.text) }) { return "a choice has no text" }
    return nil
  }

  /// `choicesProblem(_:)` in a JSON pack's words: its key and a right choice's `"correct": true`,
  /// not a Markdown section and a task-list box.
  static func jsonChoicesProblem(_ choices: [Choice]) -> String? {
    if choices.count < 2 { return "`choices` needs two or more items" }
    if !choices.contains(where: \.correct) {
      return "`choices` needs at least one right answer (`\"correct\": true`)"
    }
    return choicesProblem(choices)
  }

  /// Whether `text` holds only spaces and tabs (`trimmingBlanks().isEmpty`, without the
  /// `Substring`: issue 29 (a), session 32, 11 M of a `check` of 10,000 questions).
  static func isBlank(_ text: String) -> Bool { text.utf8.allSatisfy(SourceText.isBlank) }

  /// Whether an accepted answer is written as a regular expression `/…/`.
  static func isRegex(_ item: String) -> Bool {
    item.count >= 2 && item.hasPrefix("/") && item.hasSuffix("/")
  }

  /// The problem with an accepted answer: an empty item or a regular expression that does not compile.
  static func acceptProblem(_ item: String) -> String? {
    if isBlank(item) { return "an accepted answer is empty" }
    guard isRegex(item) else { return nil }
    let pattern = String(item.dropFirst().dropLast())
    if pattern.isEmpty { return "the regular expression `//` is empty" }
    do {
      _ = try Regex(pattern)
      return nil
    } catch {
      return "`\(item)` is not a valid regular expression: \(error)"
    }
  }

  static func typeProblem(declared: QuestionType, actual: QuestionType) -> String? {
    guard declared != actual else { return nil }
    let reason =
      switch actual {
      case .choice: "it has `### Choices`"
      case .code: "it has `### Tests`"
      case .output: "it has `### Output`"
      case .short: "it has `### Accept`"
      case .explain: "it has none of Choices, Tests, Output, Accept"
      }
    let needs =
      switch declared {
      case .choice: "`### Choices`"
      case .code: "`### Tests`"
      case .output: "`### Output` (a fenced block of the exact output)"
      case .short: "`### Accept`"
      case .explain: "none of them"
      }
    // An author who declared a type without its section is told which section it needs.
    let article = declared == .output ? "an" : "a"
    let hint = actual == .explain ? "; \(article) `\(declared.rawValue)` question needs \(needs)" : ""
    return
      "`type: \(declared.rawValue)` disagrees with the sections: \(reason), so it is `\(actual.rawValue)`"
      + hint
  }

  static let explainNeedsAnswer = "an explain question needs an `### Answer` (the model answer)"

  /// `explainNeedsAnswer`, with the first line of `lines` that reads like a section's title
  /// without being a `###` heading (`**Answer:**`, `Key points:`, `#### Output`): an author
  /// who wrote one meant a section, and the error alone would not say why it was missed.
  /// A heading after `unclosedFence` (the line of a code block never closed) is code, not a
  /// lookalike: the message names the block instead.
  /// `title` is the question's own (a `## Answer` meant as a section starts a question so titled)
  /// and `nextLine` the line after the question, where a `## Answer` meant for it would be.
  static func explainNeedsAnswer(
    _ source: SourceText, lines: ClosedRange<Int>, unclosedFence: Int? = nil, title: String = "",
    nextLine: Int? = nil
  ) -> String {
    if let fence = unclosedFence, lines.contains(fence) {
      return explainNeedsAnswer + ": its sections are inside the code block opened at line \(fence) "
        + "(see the error there)"
    }
    if let hint = splitHint(source, title: title, nextLine: nextLine) {
      return explainNeedsAnswer + ": " + hint
    }
    for number in lines {
      let line = source.line(number)
      if let (section, label) = labelLookalike(line) {
        return explainNeedsAnswer
          + ": line \(number) (`\(label) …`) is a bold label, read as the prompt's text; write the text under a level-3 heading, `### \(section.rawValue)`"
      }
      guard let section = sectionLookalike(line) else { continue }
      let written = line.trimmingBlanks()
      return explainNeedsAnswer
        + ": line \(number) (`\(written)`) reads like a section title; sections are level-3 headings, `### \(section.rawValue)`"
    }
    return explainNeedsAnswer
  }

  /// The section `line` names when, without emphasis marks, `#`s, blanks and a final `:`, it is
  /// a section's title (`**Answer:**`, `__Key points__`, `#### Hints`).
  static func sectionLookalike(_ line: Substring) -> QuestionSection? {
    let marks: Set<Character> = ["*", "_", "#", ":", " ", "\t"]
    let inner = line.drop { marks.contains($0) }.reversed().drop { marks.contains($0) }
    guard !inner.isEmpty, inner.count <= 12 else { return nil }
    return QuestionSection(title: String(inner.reversed()))
  }
  static let starterNeedsTests = "`### Starter` only goes with `### Tests` (a code question)"
  /// The rules above in a JSON pack's words, which name keys, not `###` sections: a JSON author
  /// told to add an `### Answer` was sent to a format the file is not in (session 35's tryout).
  static let jsonExplainNeedsAnswer = "an explain question needs an `answer` (the model answer)"
  static let jsonStarterNeedsTests = "`starter` only goes with `tests` (a code question)"
  static let emptyPrompt = "the question has no prompt: write it between the heading and the first `###`"
}

/// Checks accepted answers, compiling each distinct regular expression once
/// (packs often repeat a pattern).
struct AcceptChecker {
  private var checked: [String: String?] = [:]

  mutating func problem(_ item: String) -> String? {
    guard QuestionRules.isRegex(item) else { return QuestionRules.acceptProblem(item) }
    if let known = checked[item] { return known }
    let problem = QuestionRules.acceptProblem(item)
    checked[item] = problem
    return problem
  }
}
