import CYAML

/// Reads front matter with libyaml's event API into `YAMLNode`s.
/// The C parser lives only inside `parse`.
enum YAMLParser {
  /// A syntax error, positioned in the parsed text (lines and columns from 1).
  struct Failure: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
  }

  /// Parses one YAML document; an empty document gives nil.
  static func parse(_ text: String, lineOffset: Int = 0) -> Result<YAMLNode?, Failure> {
    if let deep = tooDeep(text) {
      return .failure(
        Failure(
          message: "front matter nests `[` or `{` more than \(maximumFlowDepth) deep",
          line: deep.line + lineOffset, column: deep.column))
    }
    var text = text
    let parsed: Result<YAMLNode?, Failure> = text.withUTF8 { buffer in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) != 0 else {
        return .failure(Failure(message: "cannot start the YAML parser", line: 1 + lineOffset, column: 1))
      }
      defer { yaml_parser_delete(&parser) }
      if let base = buffer.baseAddress {
        yaml_parser_set_input_string(&parser, base, buffer.count)
      } else {
        return .success(nil)
      }
      var reader = EventReader(lineOffset: lineOffset)
      return reader.document(&parser)
    }
    // libyaml's words do not say the character it cannot read is an invisible tab (session 52).
    guard case .failure(var failure) = parsed,
      isTab(in: text, line: failure.line - lineOffset, column: failure.column)
    else { return parsed }
    failure.message += " (a tab: YAML indents with spaces, never tabs)"
    return .failure(failure)
  }

  /// Whether the character at `line`:`column` (from 1) of `text` is a tab.
  static func isTab(in text: String, line: Int, column: Int) -> Bool {
    guard line >= 1, column >= 1 else { return false }
    // libyaml counts a column in code points.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    guard line <= lines.count else { return false }
    return lines[line - 1].dropFirst(column - 1).first == "\t"
  }

  /// libyaml's scanner is quadratic in the nesting of flow collections (20,000
  /// `[` take 1.6 s, 200,000 over a minute): deeper front matter is refused first.
  static let maximumFlowDepth = 64

  /// Where flow nesting first passes `maximumFlowDepth` (quoted text and comments skipped), or nil.
  static func tooDeep(_ text: String) -> (line: Int, column: Int)? {
    var depth = 0
    var line = 1
    var column = 0
    var quote: UInt8?
    var comment = false
    for byte in text.utf8 {
      column += 1
      switch byte {
      case 0x0A:
        line += 1
        column = 0
        comment = false
        // Quotes are only tracked within a line, so an apostrophe cannot hide what follows.
        quote = nil
      case _ where comment: continue
      case _ where quote != nil: if byte == quote { quote = nil }
      case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
      case UInt8(ascii: "#"): comment = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > maximumFlowDepth { return (line, column) }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      default: break
      }
    }
    return nil
  }

  private struct EventReader {
    let lineOffset: Int

    mutating func document(_ parser: inout yaml_parser_t) -> Result<YAMLNode?, Failure> {
      var root: YAMLNode?
      var stack: [Frame] = []
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) != 0 else { return .failure(failure(parser)) }
        defer { yaml_event_delete(&event) }
        let line = Int(event.start_mark.line) + 1 + lineOffset
        let column = Int(event.start_mark.column) + 1
        var finished: YAMLNode?
        switch event.type {
        case YAML_STREAM_END_EVENT:
          return .success(root)
        case YAML_SCALAR_EVENT:
          let scalar = event.data.scalar
          let text =
            scalar.value.map {
              String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
            } ?? ""
          finished = YAMLNode(
            value: .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE), line: line, column: column)
        case YAML_SEQUENCE_START_EVENT:
          stack.append(Frame(node: YAMLNode(value: .sequence([]), line: line, column: column)))
        case YAML_MAPPING_START_EVENT:
          stack.append(Frame(node: YAMLNode(value: .mapping([]), line: line, column: column)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          finished = stack.popLast()?.node
        case YAML_ALIAS_EVENT:
          return .failure(Failure(message: "YAML aliases are not supported here", line: line, column: column))
        default:
          break
        }
        guard let node = finished else { continue }
        if stack.isEmpty {
          if root == nil { root = node }
        } else {
          stack[stack.count - 1].add(node)
        }
      }
    }

    private func failure(_ parser: yaml_parser_t) -> Failure {
      let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
      let context = parser.context.map { String(cString: $0) }
      let mark = parser.problem_mark
      return Failure(
        message: "invalid YAML: " + (context.map { "\($0), " } ?? "") + problem,
        line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
    }
  }

  /// A collection being filled; a mapping keeps a pending key until its value arrives.
  private struct Frame {
    var node: YAMLNode
    var pendingKey: YAMLNode?

    mutating func add(_ child: YAMLNode) {
      switch node.value {
      case .sequence(var items):
        items.append(child)
        node.value = .sequence(items)
      case .mapping(var entries):
        if let key = pendingKey {
          entries.append(YAMLEntry(key: key, value: child))
          node.value = .mapping(entries)
          pendingKey = nil
        } else {
          pendingKey = child
        }
      case .scalar:
        break
      }
    }
  }
}
