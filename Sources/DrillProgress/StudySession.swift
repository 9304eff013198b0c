import Foundation

/// One study session as stored: its mode, when it ran, and its options.
public struct StudySession: Sendable, Equatable, Codable {
  public var id: Int64
  /// "quiz", "drill", "interview", "placement", "lesson", "game"…
  public var mode: String
  public var startedAt: Date
  /// Nil while running, or when the process ended without closing it.
  public var endedAt: Date?
  /// The session's options as JSON text, kept as given.
  public var options: String

  public init(id: Int64, mode: String, startedAt: Date, endedAt: Date?, options: String) {
    self.id = id
    self.mode = mode
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.options = options
  }
}
