extension MarkdownRenderer {
  /// The info string of a fenced code block: `swift {fails}` is language
  /// `swift` with the flag `fails`.
  struct FenceInfo: Hashable {
    var language: String
    var flags: Set<String>

    init(_ info: String) {
      let trimmed = info.strippingEdges(of: " \t")
      let language = trimmed.prefix { !$0.isWhitespace && $0 != "{" }
      self.language = language.lowercased()
      var flags: Set<String> = []
      if let open = trimmed.firstIndex(of: "{") {
        let inside = trimmed[trimmed.index(after: open)...].prefix { $0 != "}" }
        for flag in inside.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
          flags.insert(flag.strippingEdges(of: ".").lowercased())
        }
      }
      self.flags = flags
    }

    var isSwift: Bool { language == "swift" }
    var isOutput: Bool { language == "output" }

    /// The small label shown above the block, if its claim is worth telling.
    var label: String? {
      if flags.contains("fails") { return "✗ does not compile" }
      if flags.contains("traps") { return "✗ traps at runtime" }
      return nil
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing characters from `set`.
  func strippingEdges(of set: String) -> String {
    let head = drop { set.contains($0) }
    return String(head.reversed().drop { set.contains($0) }.reversed())
  }
}
