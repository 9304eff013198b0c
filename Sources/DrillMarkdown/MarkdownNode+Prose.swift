import CMarkGFM
import Foundation

extension MarkdownNode {
  /// `markdown` as it is said, in one text: its `proseLines` joined by line breaks. How a model
  /// Answer is read by the key-point audit, by the grading of a learner's answer (its sentences
  /// as alternatives) and by the grading tool.
  package static func spokenText(of markdown: String) -> String {
    proseLines(of: markdown).joined(separator: "\n")
  }

  /// The prose of `markdown` as a reader says it: one line per paragraph, heading, list item
  /// or table row, a wrapped line's soft breaks read as spaces, emphasis markers gone, inline
  /// code kept in backticks, and code blocks and HTML blocks left out (they are not said).
  ///
  /// The key-point audit reads a model Answer through this: the Answer's Markdown is wrapped
  /// at about 78 columns, and read as typed, each line break would end a statement in the
  /// middle of a clause (and a sentence closed inside `**…**` would not end).
  package static func proseLines(of markdown: String) -> [String] {
    parse(markdown) { document -> [String] in
      var lines: [String] = []
      var line = ""
      func endLine() {
        let trimmed = trimmedSpaces(line)
        if !trimmed.isEmpty { lines.append(trimmed) }
        line = ""
      }
      guard let iterator = cmark_iter_new(document.pointer) else { return [] }
      defer { cmark_iter_free(iterator) }
      while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
        guard let current = cmark_iter_get_node(iterator) else { continue }
        let node = MarkdownNode(pointer: current)
        switch (event, node.type) {
        case (CMARK_EVENT_ENTER, CMARK_NODE_TEXT), (CMARK_EVENT_ENTER, CMARK_NODE_HTML_INLINE):
          line += node.literal
        case (CMARK_EVENT_ENTER, CMARK_NODE_CODE):
          line += "`" + node.literal + "`"
        case (CMARK_EVENT_ENTER, CMARK_NODE_SOFTBREAK), (CMARK_EVENT_ENTER, CMARK_NODE_LINEBREAK):
          line += " "
        case (CMARK_EVENT_EXIT, CMARK_NODE_PARAGRAPH), (CMARK_EVENT_EXIT, CMARK_NODE_HEADING):
          endLine()
        case (CMARK_EVENT_ENTER, CMARK_NODE_CODE_BLOCK), (CMARK_EVENT_ENTER, CMARK_NODE_HTML_BLOCK):
          endLine()
        default:
          // A table cell ends with a separator, and the last cell of a row ends the line.
          if event == CMARK_EVENT_EXIT, node.typeName == "table_cell" {
            line += ";"
            if cmark_node_next(current) == nil { endLine() } else { line += " " }
          }
        }
      }
      endLine()
      return lines
    } ?? []
  }

  /// `text` without the tabs and space separators at its ends, as Foundation's
  /// `trimmingCharacters(in: .whitespaces)` trims it (`CharacterSet.whitespaces` here: Unicode's
  /// `Zs`, the tab and the zero-width space), on its scalars: on Linux that call goes through
  /// `NSString`, and was a tenth of `check`'s instructions on a prose bank. `text` itself when
  /// nothing is trimmed.
  static func trimmedSpaces(_ text: String) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      guard scalar.isASCII else {
        return scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{200B}"
      }
      return scalar == " " || scalar == "\t"
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
