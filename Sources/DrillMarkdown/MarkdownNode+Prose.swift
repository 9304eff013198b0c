import CMarkGFM
import DrillSupport
import Foundation

extension MarkdownNode {
  /// `markdown` as it is said, in one text: its `proseLines` joined by line breaks. How a model
  /// Answer is read by the key-point audit, by the grading of a learner's answer (its sentences
  /// as alternatives) and by the grading tool.
  package static func spokenText(of markdown: String) -> String {
    let room = markdown.utf8.count
    return parse(markdown) { document -> String in
      var text: [UInt8] = []
      text.reserveCapacity(room)
      walkProse(from: document.pointer, upTo: nil, room: room) { line in
        if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
        text.append(contentsOf: line)
      }
      return String(decoding: text, as: UTF8.self)
    } ?? ""
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
      walkProse(from: document.pointer, upTo: nil, room: markdown.utf8.count) {
        lines.append(String(decoding: $0, as: UTF8.self))
      }
      return lines
    } ?? []
  }

  /// `spokenText` of the nodes from `first` up to `end` (not included; nil: to the last),
  /// siblings in a tree parsed already: a section's blocks read in the tree of the whole file
  /// (`MarkdownParser.parse(_:from:spokenAfter:)`), with no second parse of their text.
  /// `room`: the section's length in bytes.
  static func spokenText(from first: OpaquePointer, upTo end: OpaquePointer?, room: Int) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(room)
    walkProse(from: first, upTo: end, room: room) { line in
      if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
      text.append(contentsOf: line)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The lines of `proseLines`, each given to `line` as its bytes, trimmed and not empty: one
  /// walk on bytes (issue 29 (a), session 34) of the node `first` and its next siblings up to
  /// `end` (not included; nil: to the last), each literal's bytes appended where they lie, a
  /// line trimmed on its bytes. A document is walked from its root with `end` nil (a root has
  /// no sibling). A literal that is not well-formed UTF-8 is repaired on its own, as
  /// `String(cString:)` repairs it (cmark's are well-formed). `room`: the Markdown's length,
  /// which a line almost never outgrows.
  private static func walkProse(
    from first: OpaquePointer, upTo end: OpaquePointer?, room: Int,
    line emit: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var line: [UInt8] = []
    line.reserveCapacity(room)
    func endLine() {
      line.withUnsafeBufferPointer { bytes in
        let kept = spokenTrimmed(bytes)
        if !kept.isEmpty { emit(UnsafeBufferPointer(rebasing: bytes[kept])) }
      }
      line.removeAll(keepingCapacity: true)
    }
    func appendLiteral(of node: OpaquePointer) {
      guard let literal = cmark_node_get_literal(node) else { return }
      // As `UInt8`s (`CChar`'s unsigned twin, which may alias it): an array appends a typed
      // buffer with one copy, and a raw one a byte at a time.
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
      if UTF8Validation.isValid(UnsafeRawBufferPointer(bytes)) {
        line.append(contentsOf: bytes)
      } else {
        line.append(contentsOf: String(decoding: bytes, as: UTF8.self).utf8)
      }
    }
    func walk(_ iterator: OpaquePointer) {
      while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
        guard let current = cmark_iter_get_node(iterator) else { continue }
        switch (event, cmark_node_get_type(current)) {
        case (CMARK_EVENT_ENTER, CMARK_NODE_TEXT), (CMARK_EVENT_ENTER, CMARK_NODE_HTML_INLINE):
          appendLiteral(of: current)
        case (CMARK_EVENT_ENTER, CMARK_NODE_CODE):
          line.append(UInt8(ascii: "`"))
          appendLiteral(of: current)
          line.append(UInt8(ascii: "`"))
        case (CMARK_EVENT_ENTER, CMARK_NODE_SOFTBREAK), (CMARK_EVENT_ENTER, CMARK_NODE_LINEBREAK):
          line.append(UInt8(ascii: " "))
        case (CMARK_EVENT_EXIT, CMARK_NODE_PARAGRAPH), (CMARK_EVENT_EXIT, CMARK_NODE_HEADING):
          endLine()
        case (CMARK_EVENT_ENTER, CMARK_NODE_CODE_BLOCK), (CMARK_EVENT_ENTER, CMARK_NODE_HTML_BLOCK):
          endLine()
        default:
          // A table cell ends with a separator, and the last cell of a row ends the line (its
          // type's name compared as C text: `typeName` made a `String` of every exit's).
          if event == CMARK_EVENT_EXIT, let name = cmark_node_get_type_string(current),
            strcmp(name, "table_cell") == 0
          {
            line.append(UInt8(ascii: ";"))
            if cmark_node_next(current) == nil { endLine() } else { line.append(UInt8(ascii: " ")) }
          }
        }
      }
    }
    // Each node's subtree in turn, the line kept from one to the next: the events are the
    // document's but for its own enter and exit, which add nothing.
    var node: OpaquePointer? = first
    while let top = node, top != end, let iterator = cmark_iter_new(top) {
      walk(iterator)
      cmark_iter_free(iterator)
      node = cmark_node_next(top)
    }
    endLine()
  }

  /// The range of well-formed UTF-8 `bytes` kept of a line: without the tabs, `Zs` separators
  /// and zero-width spaces at its ends (empty when all are), as Foundation's
  /// `trimmingCharacters(in: .whitespaces)` trims (`CharacterSet.whitespaces` is Unicode's `Zs`,
  /// the tab and the zero-width space), on bytes: on Linux that call goes through `NSString`, and
  /// was a tenth of `check`'s instructions on a prose bank.
  static func spokenTrimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    func isSpace(at index: Int, length: Int) -> Bool {
      var value = UInt32(bytes[index]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      guard let scalar = Unicode.Scalar(value) else { return false }
      return scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{200B}"
    }
    func length(of lead: UInt8) -> Int { lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4 }
    var start = 0
    var end = bytes.count
    while start < end {
      let byte = bytes[start]
      if byte < 0x80 {
        guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
        start += 1
      } else {
        let count = length(of: byte)
        guard isSpace(at: start, length: count) else { break }
        start += count
      }
    }
    while start < end {
      let byte = bytes[end - 1]
      if byte < 0x80 {
        guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
        end -= 1
      } else {
        var lead = end - 1
        while bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard isSpace(at: lead, length: end - lead) else { break }
        end = lead
      }
    }
    return start..<end
  }
}
