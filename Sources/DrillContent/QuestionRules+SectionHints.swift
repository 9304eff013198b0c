import DrillMarkdown

/// Near misses of a section's heading that split or hide a question (session 52's tryout,
/// finding 8): a `## Answer` meant as `### Answer`, a `**Answer:** text` label on one line.
extension QuestionRules {
  /// Why a section went missing when a level-2 heading named like a section split the question:
  /// the question's own `title` is one (it was meant as a section of the question before), or the
  /// heading on `nextLine` is (it took this question's section away); nil when neither.
  static func splitHint(_ source: SourceText, title: String, nextLine: Int?) -> String? {
    if let section = QuestionSection(title: title) {
      return "this `## \(title)` heading starts a new question; a section is a level-3 heading, "
        + "`### \(section.rawValue)`"
    }
    guard let number = nextLine, number <= source.lineCount else { return nil }
    let line = source.line(number)
    guard line.hasPrefix("## "),
      let section = QuestionSection(title: String(line.dropFirst(3).trimmingBlanks()))
    else { return nil }
    return "line \(number) (`\(line.trimmingBlanks())`) starts a new question; a section is a level-3 "
      + "heading, `### \(section.rawValue)`"
  }

  /// The section a line names when it opens with a bold label followed by text (`**Answer:** ARC
  /// counts references.`, `__Key points__: …`), with the label as written; nil otherwise.
  static func labelLookalike(_ line: Substring) -> (QuestionSection, Substring)? {
    let text = line.trimmingBlanks()
    guard text.hasPrefix("**") || text.hasPrefix("__") else { return nil }
    let mark = text.prefix(2)
    let inner = text.dropFirst(2)
    guard let close = inner.range(of: mark) else { return nil }
    var label = inner[..<close.lowerBound].trimmingBlanks()
    if label.hasSuffix(":") { label = label.dropLast().trimmingBlanks() }
    var rest = inner[close.upperBound...]
    if rest.hasPrefix(":") { rest = rest.dropFirst() }
    guard !rest.trimmingBlanks().isEmpty, let section = QuestionSection(title: String(label)) else {
      return nil
    }
    return (section, text[..<close.upperBound])
  }
}
