// The few DrillKit types the key-point matcher's files use, so `grading.sh` can
// build the matcher alone with `swiftc -O` (DrillKit whole takes minutes to build).
// Keep them in step with Sources/Drill* (ContentLocation, Diagnostic,
// ContentDiscovery.bundledRoot, KeyPointNotes, KeyPointCheck).
import Foundation

public struct ContentLocation: Sendable, Hashable {
  public var path: String
  public var line: Int
  public var column: Int = 1
  public init(path: String, line: Int, column: Int = 1) {
    self.path = path
    self.line = line
    self.column = column
  }
}

public struct Diagnostic: Sendable, Hashable {
  var message: String
  var location: ContentLocation
  static func error(_ message: String, at location: ContentLocation) -> Diagnostic {
    Diagnostic(message: message, location: location)
  }
}

enum ContentDiscovery {
  static func bundledRoot(executable: URL) -> URL? { nil }
}

public struct KeyPointNotes: Sendable, Hashable {
  public var also: [String] = []
  public var wrong: [String] = []
  public var location: ContentLocation?
}

public struct KeyPointCheck: Sendable, Hashable {
  public var point: String
  public var touched: Bool
  public var evidence: String?
  public var contradiction: String?
  public init(point: String, touched: Bool, evidence: String? = nil, contradiction: String? = nil) {
    self.point = point
    self.touched = touched
    self.evidence = evidence
    self.contradiction = contradiction
  }
  public var credited: Bool { touched && contradiction == nil }
  public var contradicted: Bool { contradiction != nil }
}
