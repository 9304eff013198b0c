import DrillMarkdown

/// Headings a pack's author meant that Markdown does not read as such, so that a question goes
/// missing without a word (session 52's tryout, finding 11): `##First question` (no space after
/// the hashes) is a paragraph of the text before it, and a `### Choices` before the first `## `
/// is the pack's introduction.
enum HeadingNearMiss {
  /// Warnings for the top-level `blocks` of a pack whose first question starts at block
  /// `firstQuestion` (the end when there is none; 0 for a lesson, whose intro may hold `###`
  /// headings). One byte test per paragraph: a `#` first.
  static func warnings(
    in blocks: [MarkdownBlock], firstQuestion: Int, source: SourceText
  ) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let bytes = source.bytes
    for position in blocks.indices {
      let block = blocks[position]
      switch block.kind {
      case .paragraph:
        let range = source.lineRange(block.line)
        var low = range.lowerBound
        while low < range.upperBound, SourceText.isBlank(bytes[low]) { low += 1 }
        guard low < range.upperBound, bytes[low] == UInt8(ascii: "#") else { continue }
        var end = low
        while end < range.upperBound, bytes[end] == UInt8(ascii: "#") { end += 1 }
        let level = end - low
        // A word's first letter right after the hashes: `##"raw"##` is Swift, not a slip.
        guard level == 2 || level == 3, end < range.upperBound, startsWord(bytes[end]) else { continue }
        let written = source.line(block.line).trimmingBlanks()
        let marks = String(repeating: "#", count: level)
        let fixed = marks + " " + written.dropFirst(level)
        found.append(
          .warning(
            "`\(written)` is not a heading (Markdown needs a space after `\(marks)`), so it is read as text: "
              + "write `\(fixed)`",
            at: source.location(block.line, low - range.lowerBound + 1)))
      case .heading(level: 3) where position < firstQuestion:
        let title = source.headingText(block)
        guard let section = QuestionSection(title: title) else { continue }
        found.append(
          .warning(
            "`### \(section.rawValue)` comes before the first question, so it is read as the pack's "
              + "introduction: a question starts with a `## ` heading",
            at: source.location(block.line, block.column)))
      default: continue
      }
    }
    return found
  }

  /// A letter or digit, ASCII or not.
  private static func startsWord(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
      true
    default: false
    }
  }
}
