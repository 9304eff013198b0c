import DrillMarkdown

extension MarkdownNode {
  /// `literal` stripped of control sequences, ready for the terminal.
  var printableLiteral: String { TerminalSanitizer.strip(literal) }

  /// `url` stripped of control sequences.
  var printableURL: String { TerminalSanitizer.strip(url) }

  /// `flattenedText` stripped of control sequences.
  var printableFlattenedText: String { TerminalSanitizer.strip(flattenedText) }

  /// Column alignments of a table node.
  var tableAlignments: [TextAlignment] {
    tableAlignmentLetters.map { letter in
      switch letter {
      case UInt8(ascii: "c"): .center
      case UInt8(ascii: "r"): .right
      default: .left
      }
    }
  }
}
