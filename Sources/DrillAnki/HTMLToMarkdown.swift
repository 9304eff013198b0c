import DrillContent
import Foundation

/// Anki field HTML to Markdown (or to plain text). The HTML is parsed by libxml2's HTML
/// parser (`HTMLNode`) as a browser would: a stray `<` that starts no tag stays text,
/// every named entity is decoded, `<script>` and `<style>` never reach the text.
/// Paragraphs, line breaks, bold, italics, inline code, `<pre>` blocks, nested lists,
/// tables and `<sup>`/`<sub>` are kept; images and sounds are dropped (and named in
/// `droppedMedia`). Text is escaped so Markdown reads it back as the same text.
struct HTMLToMarkdown {
  /// Media references dropped (`<img>`, `[sound:…]`, `<audio>`, `<video>`).
  private(set) var droppedMedia: [String] = []

  /// The field as Markdown.
  mutating func convert(_ html: String) -> String {
    convert(HTMLNode.parse(html))
  }

  mutating func convert(_ nodes: [HTMLNode]) -> String {
    var renderer = Renderer(plain: false)
    renderer.render(nodes)
    droppedMedia += renderer.media
    return Self.tidy(renderer.out)
  }

  /// The field as plain text: what a browser shows, no Markdown marks.
  mutating func plain(_ html: String) -> String {
    plain(HTMLNode.parse(html))
  }

  mutating func plain(_ nodes: [HTMLNode]) -> String {
    var renderer = Renderer(plain: true)
    renderer.render(nodes)
    droppedMedia += renderer.media
    return Self.tidy(renderer.out)
  }

  /// Plain text of a field, with no record of media (for labels in the report).
  static func plainText(_ html: String) -> String {
    var converter = HTMLToMarkdown()
    return converter.plain(html)
  }

  struct Renderer {
    let plain: Bool
    var out = ""
    var media: [String] = []
    /// The open lists: ordered or not, and the next number.
    var lists: [(ordered: Bool, next: Int)] = []

    init(plain: Bool) { self.plain = plain }

    mutating func render(_ nodes: [HTMLNode]) {
      for node in nodes { visit(node) }
    }

    /// The children rendered on their own (same mode and list depth).
    mutating func inner(_ nodes: [HTMLNode], plain: Bool? = nil) -> String {
      var renderer = Renderer(plain: plain ?? self.plain)
      renderer.lists = lists
      renderer.render(nodes)
      media += renderer.media
      return renderer.out
    }

    mutating func wrap(_ mark: String, _ children: [HTMLNode]) {
      guard !plain else { return render(children) }
      let body = inner(children)
      let core = AnkiText.trimmed(body)
      guard !core.isEmpty, !core.contains("\n") else {
        out += body
        return
      }
      let leading = body.prefix { $0 == " " }
      let trailing = String(body.reversed().prefix { $0 == " " })
      out += leading + mark + core + mark + trailing
    }

    mutating func visit(_ node: HTMLNode) {
      guard case .element(let name, _, let children) = node else {
        if case .text(let text) = node { self.text(text) }
        return
      }
      switch name {
      case "script", "style", "head", "title", "noscript", "template", "object", "embed", "iframe":
        return
      case "img", "audio", "video", "source", "track":
        if let source = node.attribute("src") { media.append(source) }
        for source in node.descendants(named: "source") {
          if let path = source.attribute("src") { media.append(path) }
        }
      case "br":
        out += "\n"
      case "b", "strong":
        wrap("**", children)
      case "i", "em":
        wrap("*", children)
      case "code", "kbd", "samp", "tt":
        let code = AnkiText.replacing("\n", with: " ", in: node.textContent)
        if plain {
          out += code
        } else if !code.isEmpty {
          let longest = code.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
          let ticks = String(repeating: "`", count: longest + 1)
          let pad = longest > 0 || code.hasPrefix(" ") ? " " : ""
          out += ticks + pad + code + pad + ticks
        }
      case "pre":
        let code = Self.preText(children).trimmingCharacters(in: .newlines)
        let classes = (node.attribute("class") ?? "").split(separator: " ")
        let info = AnkiHTML.fenceInfo(classes: classes, flags: node.attribute("data-sd-flags"))
        out += plain ? "\n" + code + "\n" : "\n\n" + MarkdownPackWriter.fenced(code, info: info) + "\n\n"
      case "ul", "ol":
        // A list number has at most nine digits, as in CommonMark (counting on from a larger
        // `start` would overflow).
        let start = min(max(Int(node.attribute("start") ?? "") ?? 1, 0), 999_999_999)
        lists.append((name == "ol", start))
        out += lists.count == 1 ? "\n\n" : "\n"
        render(children)
        lists.removeLast()
        out += lists.isEmpty ? "\n\n" : "\n"
      case "li":
        item(children)
      case "table":
        table(node)
      case "sup", "sub":
        let text = inner(children, plain: true).trimmingCharacters(in: .whitespacesAndNewlines)
        out += Self.script(text, superscript: name == "sup", plain: plain)
      case "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "section", "article", "header",
        "footer", "figure", "figcaption", "dl", "dt", "dd", "hr", "address", "details", "summary", "center",
        "tr":
        out += lists.isEmpty ? "\n\n" : "\n"
        render(children)
        out += lists.isEmpty ? "\n\n" : "\n"
      default:
        render(children)
      }
    }

    /// A list item: its marker indented by depth; its own lines (and nested lists) below it.
    mutating func item(_ children: [HTMLNode]) {
      let depth = max(lists.count - 1, 0)
      let indent = String(repeating: "    ", count: depth)
      var marker = plain ? "• " : "- "
      if var list = lists.last, list.ordered {
        marker = "\(list.next). "
        list.next += 1
        lists[lists.count - 1] = list
      }
      if !out.isEmpty, !out.hasSuffix("\n") { out += "\n" }
      let body = AnkiText.trimmed(inner(children))
      let lines = body.split(separator: "\n", omittingEmptySubsequences: true)
      out += indent + marker
      out += lines.enumerated().map { index, line in
        index == 0 || line.hasPrefix(indent + "    ") ? String(line) : indent + "    " + line
      }.joined(separator: "\n")
      out += "\n"
    }

    /// A `<pre>`'s text with `<br>` as line breaks.
    static func preText(_ nodes: [HTMLNode]) -> String {
      nodes.map { node in
        switch node {
        case .text(let text): return text
        case .element(let name, _, let children):
          if name == "br" { return "\n" }
          if name == "script" || name == "style" { return "" }
          return preText(children) + (name == "div" || name == "p" ? "\n" : "")
        }
      }.joined()
    }

    /// Text as a browser shows it: runs of white space are one space; `[sound:…]` dropped.
    mutating func text(_ raw: String) {
      var remaining = Substring(raw)
      var visible = ""
      while remaining.utf8.contains(UInt8(ascii: "[")), let start = remaining.range(of: "[sound:") {
        visible += remaining[..<start.lowerBound]
        let after = remaining[start.upperBound...]
        guard let end = after.firstIndex(of: "]") else { break }
        media.append(String(after[..<end]))
        remaining = after[after.index(after: end)...]
      }
      visible += remaining
      var collapsed = ""
      var lastWasSpace = out.last.map { $0 == " " || $0 == "\n" } ?? true
      for character in visible {
        if character == " " || character == "\t" || character == "\n" || character == "\r" {
          if !lastWasSpace { collapsed.append(" ") }
          lastWasSpace = true
        } else {
          collapsed.append(character)
          lastWasSpace = false
        }
      }
      out += plain ? collapsed : Self.escapeLine(collapsed, atLineStart: out.isEmpty || out.hasSuffix("\n"))
    }

    /// Escapes text; at the start of a line also what would start a list item.
    static func escapeLine(_ text: String, atLineStart: Bool) -> String {
      var escaped = escape(text)
      guard atLineStart, let first = escaped.first else { return escaped }
      if first == "-" || first == "+" || first == "=" {
        escaped.insert("\\", at: escaped.startIndex)
      } else if first.isNumber, let end = escaped.firstIndex(where: { !$0.isNumber }),
        escaped[end] == "." || escaped[end] == ")"
      {
        escaped.insert("\\", at: end)
      }
      return escaped
    }
  }
}
