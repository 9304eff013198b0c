/// A Swift language or compiler version such as `6.2` or `6.3.1`, compared part by
/// part (missing parts count as 0, so `6.2` equals `6.2.0`).
public struct SwiftVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var parts: [Int]

  /// `"6.2"`, `"6"`, `"6.3.1"`; nil for anything else.
  public init?(_ text: String) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...4).contains(pieces.count) else { return nil }
    var parts: [Int] = []
    for piece in pieces {
      guard !piece.isEmpty, piece.count <= 6, piece.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(piece)
      else {
        return nil
      }
      parts.append(number)
    }
    self.parts = parts
  }

  /// The version in the first line of `swiftc --version`
  /// (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`, or Apple's `… Swift version 6.2 (…)`).
  public init?(compilerBanner banner: String) {
    let words = banner.split(whereSeparator: \.isWhitespace)
    guard let index = words.firstIndex(of: "version"), index + 1 < words.count else { return nil }
    self.init(String(words[index + 1]))
  }

  public var description: String { parts.map(String.init).joined(separator: ".") }

  public static func < (lhs: SwiftVersion, rhs: SwiftVersion) -> Bool {
    let count = max(lhs.parts.count, rhs.parts.count)
    let left = lhs.parts + Array(repeating: 0, count: count - lhs.parts.count)
    let right = rhs.parts + Array(repeating: 0, count: count - rhs.parts.count)
    return left.lexicographicallyPrecedes(right)
  }

  public static func == (lhs: SwiftVersion, rhs: SwiftVersion) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  public func hash(into hasher: inout Hasher) {
    var trimmed = parts
    while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }
}
