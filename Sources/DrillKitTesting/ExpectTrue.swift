import DrillSupport
import Foundation
import Testing

/// `#expect(condition)` as a plain function; a failure shows the call as written.
///
/// Like `expectEqual`: each `#expect` is a macro whose expansion the compiler type-checks
/// at every use; the tests' other 1,634 conditions as plain calls made the tests' build
/// 14–18 % cheaper (docs/performance.md, `make test`, session 16). What the macro showed,
/// the expression, comes back from the source file when an expectation fails; its
/// sub-values do not (say them in the comment, or use `expectEqual`/`expectContains`, which
/// print their values). `#expect` stays where a call passes `sourceLocation:` or `await`s.
public func expectTrue(
  _ condition: Bool, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard !condition else { return }
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  recordFailure(SourceCall.text(at: location) ?? "expectTrue(…)", comment, at: location)
}

/// `#expect(text.contains(part))`: a failure shows both.
public func expectContains(
  _ text: String, _ part: String, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  expectContainment(
    text.contains(part), expected: true, text, part, comment,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `#expect(!text.contains(part))`: a failure shows both.
public func expectNotContains(
  _ text: String, _ part: String, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  expectContainment(
    text.contains(part), expected: false, text, part, comment,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `#expect(items.contains(item))` for any sequence: a failure shows both.
public func expectContains<Items: Sequence>(
  _ items: Items, _ item: Items.Element, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Items.Element: Equatable {
  expectContainment(
    items.contains(item), expected: true, Array(items), item, comment,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `#expect(!items.contains(item))` for any sequence: a failure shows both.
public func expectNotContains<Items: Sequence>(
  _ items: Items, _ item: Items.Element, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Items.Element: Equatable {
  expectContainment(
    items.contains(item), expected: false, Array(items), item, comment,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records a failure when `contains` is not `expected`, with both values.
private func expectContainment(
  _ contains: Bool, expected: Bool, _ whole: Any, _ part: Any, _ comment: Comment?,
  at location: SourceLocation
) {
  guard contains != expected else { return }
  recordFailure(
    "\(String(reflecting: whole))\n  \(contains ? "contains" : "does not contain") \(String(reflecting: part))",
    comment, at: location)
}

private func recordFailure(_ what: String, _ comment: Comment?, at location: SourceLocation) {
  var message = "Expectation failed: " + what
  if let comment { message += "\n" + comment.rawValue }
  Issue.record(Comment(rawValue: message), sourceLocation: location)
}

/// The text of the call at a source location, read back from its file: from the function's
/// name to the bracket that closes the call, found in the code `SwiftLineMask` leaves
/// (strings and comments blanked), at most 20 lines. Nil when the file cannot be read (a
/// moved checkout).
enum SourceCall {
  static func text(at location: SourceLocation) -> String? {
    guard let data = FileManager.default.contents(atPath: location.filePath) else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard location.line >= 1, location.line <= lines.count else { return nil }
    return call(in: lines.dropFirst(location.line - 1).prefix(20), column: location.column)
  }

  /// The call that starts at `column` (1-based) of the first of `lines`: to its closing
  /// bracket, or all of `lines` when it does not close there.
  static func call(in lines: some Sequence<Substring>, column: Int) -> String {
    var mask = SwiftLineMask()
    var depth = 0
    var taken: [String] = []
    for (number, line) in lines.enumerated() {
      let characters = Array(line)
      let code = mask.mask(line)
      var start = 0
      if number == 0 {
        // `#column` of a default argument is the call's opening parenthesis: back up over its name.
        start = min(max(0, column - 1), characters.count)
        while start > 0,
          characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_"
        {
          start -= 1
        }
      }
      for index in start..<code.count {
        switch code[index] {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
          depth -= 1
          if depth == 0 { return (taken + [String(characters[start...index])]).joined(separator: "\n") }
        default: break
        }
      }
      taken.append(String(characters[start...]))
    }
    return taken.joined(separator: "\n")
  }
}
