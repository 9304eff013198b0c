import CMarkGFM
import DrillMarkdown

extension MarkdownRenderer {
  /// A short piece of Markdown (a choice, a key point, an expected answer) after a
  /// label, as one paragraph wrapped to the width: `Right answer: a) let`, with the
  /// code span styled as code and no backticks (also without colour). Continuation
  /// lines hang `hangingIndent` columns in; text is in `style` (code spans keep
  /// their colour); blocks in `markdown` (paragraphs, a code
  /// block) are joined with spaces, their text kept.
  public func render(
    inline markdown: String, after label: StyledText = StyledText(), style: TextStyle = .plain,
    hangingIndent: Int = 2
  ) -> StyledText {
    let markdown = TerminalSanitizer.strip(markdown)
    let runs =
      MarkdownNode.parse(markdown) { document in
        var runs: [TextWrapper.Run] = []
        for block in document.children {
          if !runs.isEmpty { runs.append(TextWrapper.Run(text: " ", style: style, keepsTogether: false)) }
          switch block.type {
          case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
            runs += inlineRuns(block.children, style: style)
          case CMARK_NODE_CODE_BLOCK:
            let code = block.printableLiteral.strippingEdges(of: "\n").replacing("\n", with: " ")
            runs.append(TextWrapper.Run(text: code, style: .code, keepsTogether: false))
          default:
            runs.append(
              TextWrapper.Run(text: block.printableFlattenedText, style: style, keepsTogether: false))
          }
        }
        return runs
      } ?? [TextWrapper.Run(text: markdown, style: style, keepsTogether: false)]
    let wrapper = TextWrapper(
      width: width, firstLinePrefix: label,
      continuationPrefix: StyledText(String(repeating: " ", count: max(0, hangingIndent))))
    return StyledText(lines: wrapper.lines(runs: runs)).coalesced()
  }

  /// A Markdown document after a label (`  a) `, `Hint 1/2: `): laid out in the
  /// columns after the label, its first line beside it, the others under it.
  public func render(_ markdown: String, after label: StyledText) -> StyledText {
    let labelWidth = label.displayWidth
    let hanging = StyledText(String(repeating: " ", count: labelWidth))
    var inner = self
    inner.width = max(Self.minimumWidth, width - labelWidth)
    let lines = inner.render(markdown).lines.enumerated().map { row, line in
      row == 0 ? (label + line).trimmingTrailingSpaces() : line.isEmpty ? line : hanging + line
    }
    return StyledText(lines: lines).coalesced()
  }
}
