import Foundation

/// A code answer's compile errors in the learner's terms (session 51's tryout, finding 3): the
/// Tests file is hidden, so its "cannot find 'NewTodo' in scope" becomes which declarations the
/// tests need, as the starter spells them; the Tests' errors are left out when the learner's own
/// code already fails (they follow from it); and the compiler's "please submit a bug report" is
/// said plainly, never as the learner's fault.
extension Evaluator {
  /// The compiler's note when it gave up on explaining an expression: its own gap, not the
  /// learner's (nor SwiftDrill's).
  static let compilerGaveUp = "failed to produce diagnostic for expression"

  /// The errors to show for `failure`: errors first, each as `your code:3:5: error: message`;
  /// raw output when nothing was located.
  static func lines(of failure: CompileFailure, starter: String?) -> [String] {
    let errors = failure.messages.filter { $0.severity == .error }
    guard !errors.isEmpty else {
      return Array(failure.output.split(separator: "\n").prefix(10).map(String.init))
    }
    let mine = errors.filter { $0.file != "Tests" }
    let tests = errors.filter { $0.file == "Tests" }
    var missing: [String] = []
    for error in tests {
      guard let name = missingName(error.message), !missing.contains(name) else { continue }
      missing.append(name)
    }
    var lines = mine.map(\.description)
    if !missing.isEmpty {
      let names = missing.map { declaredName($0, in: starter ?? "") }
      lines.append(
        "Your code must declare \(listed(names))\(starter == nil ? "" : " (see the starter")): "
          + "the tests use \(missing.count == 1 ? "it" : "them").")
    }
    // The Tests' own errors follow from the learner's code when that fails or lacks a name.
    guard mine.isEmpty, missing.isEmpty else { return lines }
    for error in tests {
      if error.message.hasPrefix(compilerGaveUp) {
        lines.append(
          "Tests:\(error.line): the compiler could not explain an error in this line of the tests "
            + "(a gap in the Swift compiler, not in your code): check your code's names and types "
            + "against the starter.")
      } else {
        lines.append(error.description)
      }
    }
    return lines
  }

  /// `cannot find 'NewTodo' in scope` (or `cannot find type 'NewTodo' in scope`) → `NewTodo`.
  static func missingName(_ message: String) -> String? {
    guard message.hasPrefix("cannot find "), message.hasSuffix(" in scope"),
      let open = message.firstIndex(of: "'"),
      let close = message[message.index(after: open)...].firstIndex(of: "'")
    else { return nil }
    let name = message[message.index(after: open)..<close]
    return name.isEmpty ? nil : String(name)
  }

  /// `name` as the starter declares it: a function with its argument labels
  /// (`makeCreateRequest(for:base:)`), anything else as it is.
  static func declaredName(_ name: String, in starter: String) -> String {
    guard let start = starter.range(of: "func \(name)(") else { return name }
    var depth = 1
    var parameters = ""
    for character in starter[start.upperBound...] {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 { break }
      parameters.append(depth == 1 ? character : " ")
    }
    let labels = parameters.split(separator: ",").compactMap { parameter -> String? in
      let words = parameter.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ":" })
      return words.first.map { "\($0):" }
    }
    return "\(name)(\(labels.joined()))"
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func listed(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }
}
