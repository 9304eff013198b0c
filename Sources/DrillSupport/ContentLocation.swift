/// A place in a content file; lines and columns count from 1.
public struct ContentLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int

  public init(path: String, line: Int, column: Int = 1) {
    self.path = path
    self.line = line
    self.column = column
  }

  public var description: String { "\(path):\(line):\(column)" }
}
