import DrillMarkdown
import DrillSupport

/// Where every value of a JSON document starts, by its path (`""` for the
/// root, `title`, `pages[2]`, `pages[2].check`, `pages[2].blocks[0]`), found
/// in one pass over the bytes so that diagnostics can point into the file.
/// Columns count bytes from 1, as cmark's do for Markdown.
struct JSONPositions: Sendable {
  struct Position: Sendable, Hashable {
    var line: Int
    var column: Int
  }

  /// A key written twice in one object: the path of the second value and the line of the first key.
  struct Duplicate: Sendable, Hashable {
    var path: String
    var key: String
    var firstLine: Int
  }

  private(set) var values: [String: Position] = [:]
  private(set) var duplicates: [Duplicate] = []

  init(_ text: String) {
    var scanner = JSONScanner()
    for byte in text.utf8 { scanner.consume(byte) }
    values = scanner.values
    duplicates = scanner.duplicates
  }

  /// Where the value at `path` starts, in `source`'s file.
  func location(_ path: String, in source: SourceText) -> ContentLocation? {
    values[path].map { source.location($0.line, $0.column) }
  }

  /// Where each of `keys` of the object at `path` has its value.
  func keyLocations(of path: String, keys: [String], in source: SourceText) -> [String: ContentLocation] {
    var found: [String: ContentLocation] = [:]
    for key in keys {
      if let location = location(Self.member(key, of: path), in: source) { found[key] = location }
    }
    return found
  }

  /// The path of element `index` of the array at `path`.
  static func element(_ index: Int, of path: String) -> String { "\(path)[\(index)]" }

  /// The path of `key` in the object at `path`.
  static func member(_ key: String, of path: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  private struct Frame {
    var path: String
    var isObject: Bool
    var key = ""
    /// The line of each key read so far (objects only).
    var keyLines: [String: Int] = [:]
    var index = 0
    /// An object waits for a key after `{` and `,`; an array for a value after `[` and `,`.
    var expectingKey = false
    var expectingValue = false
  }

  private struct JSONScanner {
    var values: [String: Position] = [:]
    var duplicates: [Duplicate] = []
    var keyLine = 0
    var frames: [Frame] = []
    var line = 1
    var column = 0
    var inString = false
    var inKey = false
    var escaped = false
    var keyBytes: [UInt8] = []
    var started = false

    mutating func consume(_ byte: UInt8) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
      } else {
        column += 1
      }
      if inString {
        readString(byte)
        return
      }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      {
        return
      }
      noteValueStart(byte)
      switch byte {
      case UInt8(ascii: "{"):
        frames.append(Frame(path: currentPath, isObject: true, expectingKey: true))
      case UInt8(ascii: "["):
        frames.append(Frame(path: currentPath, isObject: false, expectingValue: true))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !frames.isEmpty { frames.removeLast() }
      case UInt8(ascii: "\""):
        inString = true
        inKey = frames.last.map { $0.isObject && $0.expectingKey } ?? false
        if inKey {
          frames[frames.count - 1].expectingKey = false
          keyLine = line
        }
        keyBytes.removeAll(keepingCapacity: true)
      case UInt8(ascii: ":"):
        if let last = frames.indices.last, frames[last].isObject { frames[last].expectingValue = true }
      case UInt8(ascii: ","):
        if let last = frames.indices.last {
          if frames[last].isObject {
            frames[last].expectingKey = true
          } else {
            frames[last].index += 1
            frames[last].expectingValue = true
          }
        }
      default:
        break
      }
    }

    /// The path of the value being read at the innermost open container.
    var currentPath: String {
      guard let frame = frames.last else { return "" }
      return frame.isObject
        ? JSONPositions.member(frame.key, of: frame.path) : JSONPositions.element(frame.index, of: frame.path)
    }

    mutating func noteValueStart(_ byte: UInt8) {
      guard let last = frames.indices.last else {
        if !started { values[""] = Position(line: line, column: column) }
        started = true
        return
      }
      guard frames[last].expectingValue, byte != UInt8(ascii: "]"), byte != UInt8(ascii: "}") else { return }
      frames[last].expectingValue = false
      values[currentPath] = Position(line: line, column: column)
    }

    mutating func readString(_ byte: UInt8) {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
        if inKey, let last = frames.indices.last {
          let key = String(decoding: keyBytes, as: UTF8.self)
          frames[last].key = key
          if let first = frames[last].keyLines[key] {
            duplicates.append(
              Duplicate(path: JSONPositions.member(key, of: frames[last].path), key: key, firstLine: first))
          } else {
            frames[last].keyLines[key] = keyLine
          }
        }
        return
      }
      if inKey { keyBytes.append(byte) }
    }
  }
}
