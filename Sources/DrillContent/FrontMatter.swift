import DrillMarkdown
import Foundation

/// The YAML block between the first line `---` and the next `---` line.
struct FrontMatter: Sendable {
  /// The YAML mapping's entries, in written order.
  var entries: [YAMLEntry]
  /// The line after the closing `---`: where the Markdown body starts.
  var bodyLine: Int

  /// What splitting off and reading front matter can go wrong with.
  enum Problem: Error, Sendable, Equatable {
    case missing
    case unclosed
    case invalidYAML(String, line: Int, column: Int)
    case notAMapping(found: String, line: Int, column: Int)
  }

  /// Reads the front matter of `source`; the Markdown body starts at `bodyLine`.
  static func read(_ source: SourceText) -> Result<FrontMatter, Problem> {
    guard source.lineCount > 0, isFence(1, in: source) else { return .failure(.missing) }
    // `close` counts from 0, as an index of the lines: the fence is line `close + 1`.
    guard let close = (1..<source.lineCount).first(where: { isFence($0 + 1, in: source) }) else {
      return .failure(.unclosed)
    }
    let yaml = source.joined(2, close)
    switch YAMLParser.parse(yaml, lineOffset: 1) {
    case .failure(let failure):
      return .failure(.invalidYAML(failure.message, line: failure.line, column: failure.column))
    case .success(nil):
      return .success(FrontMatter(entries: [], bodyLine: close + 2))
    case .success(let node?):
      guard case .mapping(let entries) = node.value else {
        if node.isNull { return .success(FrontMatter(entries: [], bodyLine: close + 2)) }
        return .failure(.notAMapping(found: node.kindName, line: node.line, column: node.column))
      }
      return .success(FrontMatter(entries: entries, bodyLine: close + 2))
    }
  }

  private static func isFence(_ number: Int, in source: SourceText) -> Bool {
    guard source.isASCII(number) else { return isFence(source.line(number)) }
    let line = source.bytes[source.lineRange(number)]
    return line.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "-")])
      && line.dropFirst(3).allSatisfy(SourceText.isBlank)
  }

  private static func isFence(_ line: Substring) -> Bool {
    line.hasPrefix("---") && line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// The problem as a diagnostic for a `what` file (`pack`, `lesson`).
  static func diagnostic(_ problem: Problem, in source: SourceText, what: String) -> Diagnostic {
    switch problem {
    case .missing:
      .error(
        "a \(what) starts with front matter: a first line `---`, YAML, and a closing `---`",
        at: source.location(1))
    case .unclosed:
      .error("front matter is not closed: add a line `---` after it", at: source.location(1))
    case .invalidYAML(let message, let line, let column):
      .error(message + quotingHint(message, line: source.line(line)), at: source.location(line, column))
    case .notAMapping(let found, let line, let column):
      .error(
        "front matter must be a mapping of `key: value` lines, found \(found)",
        at: source.location(line, column))
    }
  }

  /// libyaml's "mapping values are not allowed" mostly means an unquoted `: ` inside
  /// a value (`title: Optionals: the basics`): say how to quote it.
  static func quotingHint(_ message: String, line: Substring) -> String {
    guard message.contains("mapping values are not allowed") else { return "" }
    guard let colon = line.firstIndex(of: ":") else { return "; quote a value that holds `: `" }
    let key = line[..<colon].trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard !key.isEmpty, !value.isEmpty, !value.hasPrefix("\""), !value.hasPrefix("'") else {
      return "; quote a value that holds `: `"
    }
    let quoted = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    return "; a value that holds `: ` must be quoted: `\(key): \"\(quoted)\"`"
  }
}
