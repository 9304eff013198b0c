import DrillContent
import DrillPresentation

/// Diagnostics as `path:line:col: severity: message` lines, sorted, with paths
/// under `root` shown relative to it.
public struct DiagnosticList: Sendable {
  public let diagnostics: [Diagnostic]
  public let root: String

  public init(diagnostics: [Diagnostic], relativeTo root: String) {
    self.diagnostics = diagnostics
    self.root = root
  }

  /// One line per diagnostic, each ending in a line break; empty when there are none.
  /// With a `width` (a terminal's), a longer line wraps at spaces, never inside a word,
  /// its continuation indented two columns; without, each stays whole (for editors and grep).
  public func render(width: Int? = nil) -> StyledText {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var text = StyledText()
    for diagnostic in ContentLoader.sorted(diagnostics) {
      var location = diagnostic.location
      if location.path.hasPrefix(prefix) { location.path = String(location.path.dropFirst(prefix.count)) }
      var line = StyledText(TerminalSanitizer.strip("\(location): "), style: .bold)
      line.append(
        "\(diagnostic.severity.rawValue): ", style: diagnostic.severity == .error ? .failure : .warning)
      line.append(TerminalSanitizer.strip(diagnostic.message.replacingOccurrences(of: prefix, with: "")))
      if let width { line = StyledText(lines: line.fitted(toWidth: width, hangingIndent: 2)) }
      text.append(line)
      text.append("\n")
    }
    return text
  }
}
