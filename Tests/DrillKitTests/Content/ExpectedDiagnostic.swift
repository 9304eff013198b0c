import Foundation

@testable import DrillContent

/// A diagnostic a fixture announces in a line `expect: LINE:COL severity: message start`
/// (a YAML or HTML comment in Markdown, a `.expect` file beside JSON).
struct ExpectedDiagnostic: Hashable, CustomStringConvertible {
  var line: Int
  var column: Int
  var severity: Diagnostic.Severity
  var message: String

  var description: String { "\(line):\(column): \(severity.rawValue): \(message)…" }

  static func parse(_ text: String) -> [ExpectedDiagnostic] {
    text.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "expect: ") else { return nil }
      var rest = line[range.upperBound...]
      if rest.hasSuffix(" -->") { rest = rest.dropLast(4) }
      let parts = rest.split(separator: " ", maxSplits: 2)
      guard parts.count == 3 else { return nil }
      let position = parts[0].split(separator: ":")
      guard position.count == 2, let line = Int(position[0]), let column = Int(position[1]),
        let severity = Diagnostic.Severity(rawValue: String(parts[1].dropLast()))
      else { return nil }
      return ExpectedDiagnostic(line: line, column: column, severity: severity, message: String(parts[2]))
    }
  }

  func matches(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.location.line == line && diagnostic.location.column == column
      && diagnostic.severity == severity && diagnostic.message.hasPrefix(message)
  }
}
