import DrillContent
import DrillMarkdown

extension Execution {
  /// The headline of the report a sanitizer printed, without addresses and ids:
  /// `ThreadSanitizer: data race`, `AddressSanitizer: heap-use-after-free`; nil when
  /// the program's standard error holds none (a `{sanitize=…}` run that stayed clean).
  public var sanitizerReport: String? {
    for line in stderr.split(separator: "\n") {
      guard let match = line.firstMatch(of: Self.reportLine) else { continue }
      let kind = match.output.kind.prefix { $0 != "(" }.split(separator: " on address").first ?? ""
      let what = kind.trimmingCharacters(in: .whitespaces)
      return String(match.output.tool) + (what.isEmpty ? "" : ": " + what)
    }
    return nil
  }

  /// `WARNING: ThreadSanitizer: data race (pid=2)`, `==7==ERROR: AddressSanitizer: heap-use-after-free on …`.
  nonisolated(unsafe) private static let reportLine =
    #/(?:WARNING|ERROR): (?<tool>ThreadSanitizer|AddressSanitizer): (?<kind>.*)/#

  /// The tool whose report a run built with `sanitizer` (`thread`, `address`) prints.
  static func sanitizerName(_ sanitizer: String) -> String {
    sanitizer == "address" ? "AddressSanitizer" : "ThreadSanitizer"
  }
}

extension CodeSnippet {
  /// The sanitizer the block asks for (`{sanitize=thread}`): `thread` or `address`.
  var sanitizer: String? { compilerSettings.first { $0.name == .sanitize }?.value }
}
