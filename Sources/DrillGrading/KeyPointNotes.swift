import DrillSupport

/// What an author wrote under one key point: accepted alternatives (`- also: …`)
/// and known wrong claims (`- wrong: …`), and where the point is written.
public struct KeyPointNotes: Sendable, Hashable {
  public var also: [String]
  public var wrong: [String]
  public var location: ContentLocation?

  public init(also: [String] = [], wrong: [String] = [], location: ContentLocation? = nil) {
    self.also = also
    self.wrong = wrong
    self.location = location
  }

  /// No alternatives and no wrong claims.
  public var isEmpty: Bool { also.isEmpty && wrong.isEmpty }

  /// The label (`also:` or `wrong:`) a key point's text starts with: a note written where a point
  /// belongs, which would be graded as a point of its own (the Markdown and JSON readers refuse it).
  public static func noteLabel(startingPoint text: String) -> String? {
    // A text whose first byte is neither `a` nor `w` starts with neither label: its first
    // `Character` is not `a` or `w` (issue 29 (a), session 32: `hasPrefix` compared the
    // characters of both labels for every key point, 6 M of a `check`).
    guard let first = text.utf8.first, first == UInt8(ascii: "a") || first == UInt8(ascii: "w") else {
      return nil
    }
    return ["also:", "wrong:"].first { text.hasPrefix($0) }
  }
}
