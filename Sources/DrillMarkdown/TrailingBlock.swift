import DrillSupport
import Foundation

/// A block written right after a ```swift block and where it is: its
/// ```output, or its ```error or ```warning, each of whose non-blank lines
/// must occur in one of the compiler's messages of that kind.
package struct TrailingBlock: Sendable, Hashable {
  var text: String
  package var line: Int
  package var column: Int

  mutating func move(to location: ContentLocation) {
    (line, column) = (location.line, location.column)
  }

  /// The lines to look for: trimmed, blank ones left out.
  package var expectedLines: [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  package init(text: String, line: Int, column: Int) {
    self.text = text
    self.line = line
    self.column = column
  }
}
