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
  public func render() -> StyledText {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var text = StyledText()
    for diagnostic in ContentLoader.sorted(diagnostics) {
      var location = diagnostic.location
      if location.path.hasPrefix(prefix) { location.path = String(location.path.dropFirst(prefix.count)) }
      text.append(TerminalSanitizer.strip("\(location): "), style: .bold)
      text.append(
        "\(diagnostic.severity.rawValue): ", style: diagnostic.severity == .error ? .failure : .warning)
      text.append(TerminalSanitizer.strip(diagnostic.message.replacingOccurrences(of: prefix, with: "")))
      text.append("\n")
    }
    return text
  }
}
