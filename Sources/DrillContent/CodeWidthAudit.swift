import DrillSupport

/// `check --code-width`: code lines too wide for a 60-column terminal. Code is shown two
/// columns in, and a line that does not fit is broken at a token boundary behind a `↩` mark,
/// readable but harder to trace than code that fits, so authors are told where it happens.
/// Opt-in until the bundled content fits (a warning on every wide line would fail the bank's
/// "no warnings" check).
public enum CodeWidthAudit {
  /// The widest terminal to fit, and the columns code may use in it (after its two-column indent).
  public static let screen = 60
  public static let limit = screen - 2

  /// A warning for each line of a fenced code block in a Markdown file wider than `limit`
  /// columns (tabs as four spaces); compiler-message blocks wrap as prose and are left out.
  public static func problems(inMarkdown text: String, path: String) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    var fence: (marker: Character, length: Int, checked: Bool)?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        let run = trimmed.prefix { $0 == open.marker }.count
        if run >= open.length, trimmed.dropFirst(run).allSatisfy({ $0 == " " }) {
          fence = nil
        } else if open.checked {
          let width = line.replacingOccurrences(of: "\t", with: "    ").count
          if width > limit {
            problems.append(
              .warning(
                "code line is \(width) columns wide: on a \(screen)-column screen it is shown broken "
                  + "with ↩; keep code within \(limit) columns",
                at: ContentLocation(path: path, line: index + 1, column: limit + 1)))
          }
        }
        continue
      }
      guard let marker = trimmed.first, marker == "`" || marker == "~" else { continue }
      let run = trimmed.prefix { $0 == marker }.count
      guard run >= 3 else { continue }
      let language = trimmed.dropFirst(run).prefix { !$0.isWhitespace && $0 != "{" }
      fence = (marker, run, !["error", "warning"].contains(String(language)))
    }
    return problems
  }
}
