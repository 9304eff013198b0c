import DrillContent
import Foundation

/// Anki field HTML to Markdown: paragraphs, line breaks, bold, italics, inline code,
/// preformatted blocks and lists are kept; images and sounds are dropped (and counted);
/// every other tag is removed, keeping its text; entities are decoded. Text that Markdown
/// would read as structure (a `#` heading, which would start a new question) is escaped.
struct HTMLToMarkdown {
  /// Media references dropped (`<img>`, `[sound:…]`, `<audio>`, `<video>`).
  private(set) var droppedMedia: [String] = []

  mutating func convert(_ html: String) -> String {
    var dropped: [String] = []
    defer { droppedMedia += dropped }
    var text = html
    text = Self.replace(#"\[sound:([^\]]*)\]"#, in: text) { match in
      dropped.append(match[1])
      return ""
    }
    text = Self.replace(#"(?is)<(img|audio|video|source)\b[^>]*>"#, in: text) { match in
      var source = match[1]
      _ = Self.replace(#"(?is)\bsrc\s*=\s*["']?([^"'\s>]*)"#, in: match[0]) { found in
        source = found[1]
        return ""
      }
      dropped.append(source)
      return ""
    }
    // Code keeps its entities until the end, so a decoded `<` is never taken for a tag.
    text = Self.replace(#"(?is)<pre\b[^>]*>(.*?)</pre>"#, in: text) { match in
      let code = Self.stripTags(match[1].replacingOccurrences(of: "<br>", with: "\n"))
      let fenced = MarkdownPackWriter.fenced(Self.decode(code).trimmingCharacters(in: .newlines), info: "")
      return "\n\n" + Self.encode(fenced) + "\n\n"
    }
    text = Self.replace(#"(?is)<code\b[^>]*>(.*?)</code>"#, in: text) { match in
      let code = Self.stripTags(match[1]).replacingOccurrences(of: "\n", with: " ")
      return code.contains("`") ? "`` \(code) ``" : "`\(code)`"
    }
    text = Self.replace(#"(?i)<br\s*/?>"#, in: text) { _ in "\n" }
    text = Self.replace(#"(?i)</?(div|p|h[1-6]|blockquote|tr|table)\b[^>]*>"#, in: text) { _ in "\n\n" }
    text = Self.replace(#"(?i)<li\b[^>]*>"#, in: text) { _ in "\n- " }
    text = Self.replace(#"(?i)</?(ul|ol)\b[^>]*>"#, in: text) { _ in "\n\n" }
    text = Self.replace(#"(?i)</?(b|strong)\b[^>]*>"#, in: text) { _ in "**" }
    text = Self.replace(#"(?i)</?(i|em)\b[^>]*>"#, in: text) { _ in "*" }
    text = Self.decode(Self.stripTags(text))
    return Self.tidy(text)
  }

  /// Lines trimmed at the end, runs of blank lines folded into one, headings escaped.
  static func tidy(_ text: String) -> String {
    var lines: [String] = []
    var inFence = false
    for raw in text.replacingOccurrences(of: "\u{A0}", with: " ").split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      var line = String(raw)
      while line.last?.isWhitespace == true { line.removeLast() }
      if line.hasPrefix("```") { inFence.toggle() }
      if !inFence, line.drop(while: { $0 == " " }).hasPrefix("#") {
        line = line.replacingOccurrences(of: "#", with: "\\#", options: [], range: line.range(of: "#"))
      }
      if line.isEmpty && (lines.last?.isEmpty ?? true) { continue }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The few entities `decode` turns back, for text that must survive `stripTags`.
  static func encode(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  static func stripTags(_ text: String) -> String {
    text.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
  }

  static func decode(_ text: String) -> String {
    guard text.contains("&") else { return text }
    let named = ["&nbsp;": " ", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&apos;": "'"]
    var result = text
    for (entity, value) in named { result = result.replacingOccurrences(of: entity, with: value) }
    result = replace(#"&#(x?)([0-9a-fA-F]+);"#, in: result) { match in
      let value = UInt32(match[2], radix: match[1].isEmpty ? 10 : 16)
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? ""
    }
    return result.replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Replaces every match of `pattern`; `transform` gets the whole match and its groups ("" when unmatched).
  static func replace(_ pattern: String, in text: String, _ transform: ([String]) -> String) -> String {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    let source = text as NSString
    var result = ""
    var last = 0
    for match in expression.matches(in: text, range: NSRange(location: 0, length: source.length)) {
      result += source.substring(with: NSRange(location: last, length: match.range.location - last))
      let groups = (0..<match.numberOfRanges).map { index -> String in
        let range = match.range(at: index)
        return range.location == NSNotFound ? "" : source.substring(with: range)
      }
      result += transform(groups)
      last = match.range.location + match.range.length
    }
    result += source.substring(from: last)
    return result
  }
}
