import CMarkGFM
import DrillMarkdown

extension MarkdownRenderer {
  /// Inline nodes as runs for the wrapper; `style` is what the enclosing
  /// emphasis, link or heading asks for.
  func inlineRuns(_ nodes: [MarkdownNode], style: TextStyle) -> [TextWrapper.Run] {
    nodes.flatMap { inlineRuns($0, style: style) }
  }

  private func inlineRuns(_ node: MarkdownNode, style: TextStyle) -> [TextWrapper.Run] {
    func run(_ text: String, _ style: TextStyle, together: Bool = false) -> [TextWrapper.Run] {
      [TextWrapper.Run(text: text, style: style, keepsTogether: together)]
    }
    var inner = style
    switch node.type {
    case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE:
      return run(node.printableLiteral, style)
    case CMARK_NODE_SOFTBREAK:
      return run(" ", style)
    case CMARK_NODE_LINEBREAK:
      return run("\n", style)
    case CMARK_NODE_CODE:
      inner.color = TextStyle.code.color
      return run(
        marksCodeSpans ? Self.backticked(node.printableLiteral) : node.printableLiteral, inner, together: true
      )
    case CMARK_NODE_EMPH:
      inner.italic = true
    case CMARK_NODE_STRONG:
      inner.bold = true
    case CMARK_NODE_LINK:
      return link(node, style: style)
    case CMARK_NODE_IMAGE:
      let alt = plainText(node.children)
      var runs = run("[image: \(alt)]", TextStyle(color: style.color, italic: true))
      if !node.printableURL.isEmpty { runs += run(" ", style) + run("(\(node.printableURL))", .dim) }
      return runs
    default:
      if node.typeName == "strikethrough" { inner.strikethrough = true }
    }
    return inlineRuns(node.children, style: inner)
  }

  /// `code` between backticks as Markdown writes it: more of them than any run inside, and a
  /// space between when it starts or ends with one.
  static func backticked(_ code: String) -> String {
    var longest = 0
    var current = 0
    for character in code {
      current = character == "`" ? current + 1 : 0
      longest = max(longest, current)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = code.hasPrefix("`") || code.hasSuffix("`") ? " " : ""
    return fence + pad + code + pad + fence
  }

  /// Link text underlined, then the URL dim in parentheses unless the text already shows it.
  private func link(_ node: MarkdownNode, style: TextStyle) -> [TextWrapper.Run] {
    var inner = style
    inner.underline = true
    if inner.color == nil { inner.color = .blue }
    var runs = inlineRuns(node.children, style: inner)
    let url = node.printableURL
    let text = plainText(node.children)
    if !url.isEmpty && url != text && url != "mailto:" + text && url != "http://" + text {
      runs.append(TextWrapper.Run(text: " ", style: style, keepsTogether: false))
      runs.append(TextWrapper.Run(text: "(\(url))", style: .dim, keepsTogether: false))
    }
    return runs
  }

  /// The text of inline nodes with all formatting dropped (alt text, link comparison).
  func plainText(_ nodes: [MarkdownNode]) -> String {
    nodes.map { node in
      switch node.type {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE: node.printableLiteral
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: " "
      default: plainText(node.children)
      }
    }.joined()
  }
}
