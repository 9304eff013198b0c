import Foundation

/// A block written right after a ```swift block and where it is: its
/// ```output, or its ```error or ```warning, each of whose non-blank lines
/// must occur in one of the compiler's messages of that kind.
struct TrailingBlock: Sendable, Hashable {
  var text: String
  var line: Int
  var column: Int

  mutating func move(to location: SourceLocation) {
    (line, column) = (location.line, location.column)
  }

  /// The lines to look for: trimmed, blank ones left out.
  var expectedLines: [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
