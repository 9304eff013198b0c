/// Writes the front matter of packs and lessons: the block, flow lists, and scalars plain
/// when that reads back as the same text, double-quoted otherwise.
enum YAMLText {
  /// A Markdown file's front matter: `---`, a `key: value` line per field that has a value,
  /// `---`, then the intro (when there is one) after a blank line.
  static func frontMatter(_ fields: KeyValuePairs<String, String?>, intro: String) -> String {
    var out = "---\n"
    for case (let key, let value?) in fields { out += "\(key): \(value)\n" }
    out += "---\n"
    if !intro.isEmpty { out += "\n\(intro)\n" }
    return out
  }

  /// A flow list, `[a, "b: c"]`, of scalars; nil when there are no items.
  static func flowList(_ items: [String]) -> String? {
    items.isEmpty ? nil : "[\(items.map(scalar).joined(separator: ", "))]"
  }

  static func scalar(_ text: String) -> String {
    needsQuotes(text) ? quoted(text) : text
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out +=
            "\\x" + String(repeating: "0", count: scalar.value < 0x10 ? 1 : 0)
            + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  private static let reserved: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "null", "~", "y", "n",
  ]

  static func needsQuotes(_ text: String) -> Bool {
    guard let first = text.first, let last = text.last else { return true }
    if first == " " || last == " " || last == ":" { return true }
    if "-?:,[]{}#&*!|>'\"%@`".contains(first) { return true }
    if text.contains(": ") || text.contains(" #") || text.contains(where: { $0.isNewline || $0 == "\t" }) {
      return true
    }
    if text.contains(where: { "[]{},".contains($0) }) { return true }
    return reserved.contains(text.lowercased()) || Double(text) != nil
      || text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }
}
