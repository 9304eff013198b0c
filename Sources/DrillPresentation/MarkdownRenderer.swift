import CMarkGFM
import DrillMarkdown

/// Renders Markdown (CommonMark with GitHub tables, strikethrough, task lists
/// and autolinks) as styled terminal text wrapped to a width.
///
/// Every piece of text from the document is stripped of control sequences.
/// Code blocks are indented and never wrapped; tables are cut to fit.
public struct MarkdownRenderer: Sendable {
  /// Columns available; lines (other than code) never exceed it.
  public var width: Int
  /// Whether `{fails}` and `{traps}` blocks carry a label saying so. Off for
  /// question prompts, where the label would give the answer away; there a block
  /// is still labelled with how it is compiled (`module Legacy`, `compiled with
  /// swift-version=5`), which the question needs.
  public var labelsClaims = true
  /// Whether a code span keeps its backticks: where no colour sets it apart (`NO_COLOR`, a dumb
  /// or no terminal), "made `a` count" read "made a count" (session 50's tryout, finding 15).
  public var marksCodeSpans = false

  /// Narrower than this, even nested blocks are laid out at this width.
  static let minimumWidth = 8

  public init(width: Int, labelsClaims: Bool = true, marksCodeSpans: Bool = false) {
    self.width = max(Self.minimumWidth, width)
    self.labelsClaims = labelsClaims
    self.marksCodeSpans = marksCodeSpans
  }

  /// The rendered document: lines joined with newlines, no trailing newline.
  public func render(_ markdown: String) -> StyledText {
    // Stripped before parsing so a sequence cannot be split across nodes;
    // node texts are stripped again (entities such as `&#27;` decode late).
    let markdown = TerminalSanitizer.strip(markdown)
    let lines =
      MarkdownNode.parse(markdown) { document in
        blockSequence(document.children, width: width, context: Context(), tight: false)
      }
      ?? markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
        StyledText(TerminalSanitizer.strip(String($0)))
      }
    return StyledText(lines: lines).coalesced()
  }

  /// Where a block sits: list nesting decides the bullet; past
  /// `maximumNesting` containers, content is shown as plain wrapped text.
  struct Context {
    var listDepth = 0
    var nesting = 0
    static let maximumNesting = 12

    func nested(list: Bool) -> Context {
      Context(listDepth: listDepth + (list ? 1 : 0), nesting: nesting + 1)
    }
  }

  /// Blocks one after another, separated by a blank line unless `tight`
  /// (the paragraphs and sublists of a tight list item).
  func blockSequence(_ nodes: [MarkdownNode], width: Int, context: Context, tight: Bool) -> [StyledText] {
    var lines: [StyledText] = []
    // Whether a {file=…} or {module=…} block waits for the program it is compiled with: the next
    // ```swift block, which is then labelled `file main.swift` (`PageSnippets` pairs them alike).
    var companionWaiting = false
    for (index, node) in nodes.enumerated() {
      let rendered: [StyledText]
      if node.type == CMARK_NODE_CODE_BLOCK, context.nesting < Context.maximumNesting {
        let info = FenceInfo(node.fenceInfo)
        rendered = codeBlock(
          node, width: max(Self.minimumWidth, width), isProgram: companionWaiting && info.isSwift)
        if info.isSwift { companionWaiting = info.companionRole != nil }
      } else {
        rendered = block(node, width: width, context: context)
      }
      if rendered.isEmpty { continue }
      if index > 0 && !lines.isEmpty && !tight { lines.append(StyledText()) }
      lines.append(contentsOf: rendered)
    }
    return lines
  }

  func block(_ node: MarkdownNode, width: Int, context: Context) -> [StyledText] {
    let width = max(Self.minimumWidth, width)
    if context.nesting >= Context.maximumNesting {
      return TextWrapper(width: width).lines(StyledText(node.printableFlattenedText))
    }
    switch node.type {
    case CMARK_NODE_PARAGRAPH:
      return TextWrapper(width: width).lines(runs: inlineRuns(node.children, style: .plain))
    case CMARK_NODE_HEADING:
      return heading(node, width: width)
    case CMARK_NODE_THEMATIC_BREAK:
      return [StyledText(String(repeating: "─", count: width), style: .muted)]
    case CMARK_NODE_CODE_BLOCK:
      return codeBlock(node, width: width)
    case CMARK_NODE_HTML_BLOCK:
      let html = node.printableLiteral.strippingEdges(of: "\n")
      return TextWrapper(width: width).lines(StyledText(html, style: .muted))
    case CMARK_NODE_BLOCK_QUOTE:
      let bar = StyledText("│ ", style: .muted)
      let inner = blockSequence(
        node.children, width: width - 2, context: context.nested(list: false), tight: false)
      return inner.map { ($0.isEmpty ? StyledText("│", style: .muted) : bar + $0) }
    case CMARK_NODE_LIST:
      return list(node, width: width, context: context)
    default:
      if node.typeName == "table" { return table(node, width: width) }
      // Unknown blocks (footnotes, custom blocks): show their children.
      return blockSequence(node.children, width: width, context: context, tight: false)
    }
  }

  private func heading(_ node: MarkdownNode, width: Int) -> [StyledText] {
    let level = node.headingLevel
    let style: TextStyle =
      switch level {
      case 1, 2: .heading
      case 3: .bold
      default: TextStyle(bold: true, italic: true)
      }
    let lines = TextWrapper(width: width).lines(runs: inlineRuns(node.children, style: style))
    guard level <= 2 else { return lines }
    let ruleWidth = min(width, lines.map(\.displayWidth).max() ?? 0)
    let rule = String(repeating: level == 1 ? "═" : "─", count: ruleWidth)
    return lines + [StyledText(rule, style: level == 1 ? .heading : .muted)]
  }
}
