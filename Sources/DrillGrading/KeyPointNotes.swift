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
}
