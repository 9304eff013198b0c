import DrillSupport

/// A problem found in content, printed as `path:line:col: error: message`.
/// Problems are collected, never thrown, so one bad file never hides another.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable, Codable {
    case error, warning
  }

  public var location: ContentLocation
  public var severity: Severity
  public var message: String

  public init(_ severity: Severity, _ message: String, at location: ContentLocation) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public static func error(_ message: String, at location: ContentLocation) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  public static func warning(_ message: String, at location: ContentLocation) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  public var description: String {
    "\(location): \(severity.rawValue): \(message)"
  }
}
