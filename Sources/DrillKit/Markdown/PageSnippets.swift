/// The ```swift blocks of a lesson page, in order, for `run N`.
public enum PageSnippets {
  public struct Snippet: Sendable, Equatable {
    public var code: String
    /// `fails`, `traps` or `norun`, when the fence says so.
    public var flag: String?
  }

  public static func swiftBlocks(in markdown: String) -> [Snippet] {
    var snippets: [Snippet] = []
    var fence: (marker: Character, length: Int, isSwift: Bool, flag: String?)?
    var lines: [Substring] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop(while: { $0 == " " })
      if let open = fence {
        let run = trimmed.prefix(while: { $0 == open.marker })
        if run.count >= open.length, trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace) {
          if open.isSwift { snippets.append(Snippet(code: lines.joined(separator: "\n"), flag: open.flag)) }
          fence = nil
          lines = []
        } else {
          lines.append(line)
        }
        continue
      }
      guard let marker = trimmed.first, marker == "`" || marker == "~" else { continue }
      let run = trimmed.prefix(while: { $0 == marker })
      guard run.count >= 3 else { continue }
      let info = trimmed.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
      let words = info.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "}" })
      let isSwift = words.first == "swift"
      let flag = words.dropFirst().first.map(String.init)
      fence = (marker, run.count, isSwift, flag)
    }
    return snippets
  }
}
