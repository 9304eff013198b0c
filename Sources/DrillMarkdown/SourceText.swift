import DrillSupport
import Foundation

/// A content file's text split into lines once, for slicing Markdown source
/// faithfully (sections are kept as written, never re-rendered).
///
/// Lines are kept as byte ranges into one copy of the UTF-8 bytes, not as
/// `Substring`s: slicing a `String` at byte offsets rounds every bound to a
/// `Character`, which made splitting and slicing the top cost of `check`.
package struct SourceText: Sendable {
  package let path: String
  /// The whole text, made from `bytes` on each use (the loader reads a file's bytes and
  /// never makes the file one `String`).
  package var text: String { String(decoding: bytes, as: UTF8.self) }
  /// The UTF-8 bytes of the text.
  package let bytes: [UInt8]
  /// Where line `n` starts and ends (without its line break) in `bytes`, at `n - 1`.
  private let starts: [Int]
  private let ends: [Int]
  /// Whether every line break is a lone `\n`, so that consecutive lines joined
  /// with `\n` are exactly the bytes they span.
  let breaksAreNewlines: Bool

  package init(_ text: String, path: String) {
    // A byte-order mark some editors write is not part of the first line.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    self.init(validUTF8: Array(text.utf8), path: path)
  }

  /// The text of a file's bytes; nil when they are not UTF-8 (`String(validating:)`'s
  /// test, made without the `String`). A leading byte-order mark is dropped as by `init(_:path:)`.
  package init?(utf8 bytes: [UInt8], path: String) {
    guard bytes.withUnsafeBytes(UTF8Validation.isValid) else { return nil }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      self.init(String(decoding: bytes, as: UTF8.self), path: path)
    } else {
      self.init(validUTF8: bytes, path: path)
    }
  }

  /// The text of `bytes`, which must be valid UTF-8 and not start with a byte-order mark.
  private init(validUTF8 bytes: [UInt8], path: String) {
    self.path = path
    self.bytes = bytes
    // Split on bytes: `\n`, `\r\n` and a lone `\r` end a line, as in CommonMark.
    (starts, ends, breaksAreNewlines) = bytes.withUnsafeBufferPointer(Self.lines)
  }

  /// Where each line of `buffer` starts and ends, and whether every line break is a lone `\n`.
  /// Whether a line is ASCII is not kept: `isASCII(_:)` reads the few lines asked (headings,
  /// attribute lines, list items), and testing every line was a third of the table's cost.
  private static func lines(
    _ buffer: UnsafeBufferPointer<UInt8>
  ) -> (starts: [Int], ends: [Int], breaksAreNewlines: Bool) {
    guard let base = buffer.baseAddress else { return ([], [], true) }
    let count = buffer.count
    // Content lines average some 25 bytes; growing the tables a few times costs little.
    let estimate = count / 24 + 16
    var starts: [Int] = []
    var ends: [Int] = []
    starts.reserveCapacity(estimate)
    ends.reserveCapacity(estimate)
    var start = 0
    if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
      // Only `\n` breaks: let `memchr` find them.
      while start < count {
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
        let end = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? count
        starts.append(start)
        ends.append(end)
        start = end + 1
      }
      return (starts, ends, true)
    }
    var index = 0
    while index <= count {
      let byte = index < count ? buffer[index] : UInt8(ascii: "\n")
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        index += 1
        continue
      }
      // The end of the text ends a last line that has no line break.
      if index < count || start < count {
        starts.append(start)
        ends.append(index)
      }
      index += 1
      if byte == UInt8(ascii: "\r"), index < count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
      start = index
    }
    return (starts, ends, false)
  }

  /// How many lines the text has (a final line break does not start another).
  package var lineCount: Int { starts.count }

  /// The bytes of line `number`, without its line break; empty outside the text.
  package func lineRange(_ number: Int) -> Range<Int> {
    number >= 1 && number <= starts.count ? starts[number - 1]..<ends[number - 1] : 0..<0
  }

  /// Whether line `number` is pure ASCII (so each byte is one `Character`); true outside the text.
  package func isASCII(_ number: Int) -> Bool {
    bytes.withUnsafeBytes { Self.isASCII(UnsafeRawBufferPointer(rebasing: $0[lineRange(number)])) }
  }

  package func line(_ number: Int) -> Substring {
    guard number >= 1 && number <= starts.count else { return "" }
    return Substring(string(starts[number - 1]..<ends[number - 1]))
  }

  /// The text of `range` of `bytes` (which must fall on scalar boundaries).
  package func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Whether lines `first...last` hold only spaces and tabs: `slice(first, last)` is
  /// empty, found without making it.
  package func isBlank(lines first: Int, _ last: Int) -> Bool {
    var number = max(first, 1)
    let high = min(last, lineCount)
    while number <= high {
      if !isBlankLine(number) { return false }
      number += 1
    }
    return true
  }

  /// Lines `first...last` joined with `\n`, without blank lines at either end.
  package func slice(_ first: Int, _ last: Int) -> String {
    var low = max(first, 1)
    var high = min(last, lineCount)
    while low <= high, isBlankLine(low) { low += 1 }
    while high >= low, isBlankLine(high) { high -= 1 }
    return joined(low, high)
  }

  /// Lines `first...last` (which must be lines of the text) joined with `\n`;
  /// empty when `last < first`.
  package func joined(_ first: Int, _ last: Int) -> String {
    guard first <= last else { return "" }
    if breaksAreNewlines { return string(starts[first - 1]..<ends[last - 1]) }
    var joined: [UInt8] = []
    for number in first...last {
      if number > first { joined.append(UInt8(ascii: "\n")) }
      joined += bytes[lineRange(number)]
    }
    return String(decoding: joined, as: UTF8.self)
  }

  package func location(_ line: Int, _ column: Int = 1) -> ContentLocation {
    ContentLocation(path: path, line: line, column: column)
  }

  func isBlank(_ line: Substring) -> Bool {
    line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  /// Whether line `number` holds only spaces and tabs.
  func isBlankLine(_ number: Int) -> Bool {
    bytes[lineRange(number)].allSatisfy(Self.isBlank)
  }

  /// Whether every byte is below 0x80, eight at a time.
  package static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    var bits: UInt64 = 0
    while index + 8 <= bytes.count {
      bits |= bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      bits |= UInt64(bytes[index])
      index += 1
    }
    return bits & 0x8080_8080_8080_8080 == 0
  }

  package static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}

extension SourceText {
  /// The bytes from line `line` to the end, for the Markdown parser.
  func body(from line: Int) -> ArraySlice<UInt8> {
    guard line > 1 else { return bytes[...] }
    guard line <= lineCount else { return [] }
    return bytes[starts[line - 1]...]
  }
}
