import Testing

/// `#expect(first == second)` as a plain generic function; a failure records both values.
///
/// Each `#expect` is a macro: the compiler expands it and type-checks the expansion (a call
/// with closures over an overloaded operator) at every use. Over the 2,000 comparisons of
/// the tests that was about a third of the tests' build CPU (docs/performance.md, `make
/// test`). The other conditions went the same way later (`expectTrue`, `expectContains`).
public func expectEqual<Value: Equatable>(
  _ first: Value, _ second: Value, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  expectEqual(
    first, second, comment,
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same, recorded at `sourceLocation` (for helpers that pass their caller's on).
public func expectEqual<Value: Equatable>(
  _ first: Value, _ second: Value, _ comment: Comment? = nil, sourceLocation: SourceLocation
) {
  guard first != second else { return }
  var message =
    "Expectation failed: the values differ\n  \(String(reflecting: first))\n  \(String(reflecting: second))"
  if let comment { message += "\n" + comment.rawValue }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
