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
    // A label ends with a colon, inside the marks or right after them: `**Output** of this code`
    // is emphasis in a sentence.
    var label = inner[..<close.lowerBound].trimmingBlanks()
    var rest = inner[close.upperBound...]
    if label.hasSuffix(":") {
      label = label.dropLast().trimmingBlanks()
    } else if rest.hasPrefix(":") {
      rest = rest.dropFirst()
    } else {
      return nil
    }
    guard !rest.trimmingBlanks().isEmpty, let section = QuestionSection(title: String(label)) else {
      return nil
    }
    return (section, text[..<close.upperBound])
  }

  /// Warnings for the prompt's paragraphs (`blocks`) that open with a bold label naming a section
  /// (`**Explanation:** …`, `**Answer:**` alone): in a question that still loads, that text is
  /// shown with the prompt, before the learner answers. One byte test per paragraph.
  static func promptLabels(_ source: SourceText, blocks: ArraySlice<MarkdownBlock>) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let bytes = source.bytes
    for block in blocks where block.kind == .paragraph {
      let range = source.lineRange(block.line)
      var low = range.lowerBound
      while low < range.upperBound, SourceText.isBlank(bytes[low]) { low += 1 }
      guard low + 1 < range.upperBound, bytes[low] == UInt8(ascii: "*") || bytes[low] == UInt8(ascii: "_"),
        bytes[low + 1] == bytes[low]
      else { continue }
      let line = source.line(block.line)
      guard let section = labelLookalike(line)?.0 ?? sectionLookalike(line) else { continue }
      let written = line.trimmingBlanks()
      let shown = written.count > 40 ? written.prefix(39) + "…" : written
      found.append(
        .warning(
          "`\(shown)` reads like a section title, so it is the prompt's text, shown before the answer: "
            + "sections are level-3 headings, `### \(section.rawValue)`",
          at: source.location(block.line, low - range.lowerBound + 1)))
    }
    return found
  }
}
