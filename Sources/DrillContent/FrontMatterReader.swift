import DrillMarkdown
import DrillSupport

/// Reads typed fields out of front matter, collecting a diagnostic for every
/// unknown, repeated, missing or ill-typed key.
struct FrontMatterReader {
  let source: SourceText
  private var fields: [String: YAMLNode] = [:]
  private(set) var diagnostics: [Diagnostic] = []

  init(_ frontMatter: FrontMatter, allowed: [String], source: SourceText, what: String) {
    self.source = source
    for entry in frontMatter.entries {
      let location = source.location(entry.key.line, entry.key.column)
      guard let key = entry.key.scalar else {
        diagnostics.append(.error("front matter keys must be plain words", at: location))
        continue
      }
      if !allowed.contains(key) {
        let known = allowed.map { "`\($0)`" }.joined(separator: ", ")
        let hint = Suggestion.nearest(to: key, in: allowed).map { "did you mean `\($0)`? " } ?? ""
        diagnostics.append(.error("unknown \(what) key `\(key)` (\(hint)known keys: \(known))", at: location))
      } else if let first = fields[key] {
        diagnostics.append(.error("key `\(key)` is given twice (first on line \(first.line))", at: location))
      } else {
        fields[key] = entry.value
      }
    }
  }

  private mutating func error(_ message: String, _ node: YAMLNode) {
    diagnostics.append(.error(message, at: source.location(node.line, node.column)))
  }

  /// A scalar field; a required field that is missing is reported at line 1.
  mutating func string(_ key: String, required: Bool = false) -> String? {
    guard let node = fields[key], !node.isNull else {
      if required {
        diagnostics.append(.error("front matter needs `\(key)`", at: source.location(1)))
      }
      return nil
    }
    guard let text = node.scalar else {
      error("`\(key)` must be a single value, not \(node.kindName)", node)
      return nil
    }
    if required, text.trimmingBlanks().isEmpty {
      error("`\(key)` must not be empty", node)
      return nil
    }
    return text
  }

  /// A Swift version field such as `"6.2"` (`swift:`); anything else is an error.
  mutating func swiftVersion(_ key: String) -> String? {
    guard let text = string(key) else { return nil }
    let version = String(text.trimmingBlanks())
    guard SwiftVersion(version) != nil else {
      if let node = fields[key] { error("`\(key)` `\(text)` is not a Swift version such as \"6.2\"", node) }
      return nil
    }
    return version
  }

  /// An id field (`[a-z0-9][a-z0-9-]*`).
  mutating func id(_ key: String) -> String? {
    guard let text = string(key, required: true) else { return nil }
    guard ContentID.isValid(text) else {
      if let node = fields[key] {
        error("`\(key)` `\(text)` is not a valid id: use lowercase letters, digits and `-`", node)
      }
      return nil
    }
    return text
  }

  /// A field holding one of an enumeration's raw values.
  mutating func value<T: RawRepresentable & CaseIterable>(_ key: String, required: Bool = false) -> T?
  where T.RawValue == String {
    guard let text = string(key, required: required) else { return nil }
    if let value = T(rawValue: text) { return value }
    let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
    let hint = AttributeHint.after(key: key, value: text, allowed: T.allCases.map(\.rawValue))
    if let node = fields[key] { error("`\(key)` must be one of \(allowed), not `\(text)`\(hint)", node) }
    return nil
  }

  /// An integer field.
  mutating func integer(_ key: String) -> Int? {
    guard let text = string(key) else { return nil }
    if let value = Int(text) { return value }
    if let node = fields[key] {
      let message =
        switch Int(clampingDecimal: text) {
        case nil: "`\(key)` must be a whole number, not `\(text)`"
        case Int.min?: "`\(key)` is too small for a whole number (the smallest is \(Int.min))"
        default: "`\(key)` is too large for a whole number (the largest is \(Int.max))"
        }
      error(message, node)
    }
    return nil
  }

  /// A list of words: a YAML list, or one scalar read as a comma list.
  mutating func list(_ key: String) -> [String] {
    guard let node = fields[key], !node.isNull else { return [] }
    switch node.value {
    case .scalar(let text, _):
      return CommaList.split(text)
    case .sequence(let items):
      var result: [String] = []
      for item in items {
        if let text = item.scalar {
          result.append(text)
        } else {
          error("`\(key)` must be a list of single values", item)
        }
      }
      return result
    case .mapping:
      error("`\(key)` must be a list, not a mapping", node)
      return []
    }
  }
}

/// `a, b, c` → `["a", "b", "c"]`, dropping empty items.
enum CommaList {
  static func split(_ text: String) -> [String] {
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      guard SourceText.isASCII(UnsafeRawBufferPointer(bytes)) else {
        return text.split(separator: ",").map { String($0.trimmingBlanks()) }.filter { !$0.isEmpty }
      }
      // ASCII: every character is one byte. The items counted first: one allocation.
      var items: [String] = []
      items.reserveCapacity(bytes.reduce(1) { $1 == UInt8(ascii: ",") ? $0 + 1 : $0 })
      var start = 0
      while start <= bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
        var low = start
        var high = end
        while low < high, SourceText.isBlank(bytes[low]) { low += 1 }
        while high > low, SourceText.isBlank(bytes[high - 1]) { high -= 1 }
        if low < high {
          items.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self))
        }
        start = end + 1
      }
      return items
    }
  }
}

extension FrontMatterReader {
  /// The prologue of every Markdown file with front matter (packs, lessons):
  /// reads it and makes a reader over it allowing `allowed`; nil, with the
  /// diagnostic added to `result`, when there is none or it is not a mapping.
  static func open(
    _ source: SourceText, allowed: [String], what: String, into result: inout ParsedFile
  ) -> (FrontMatter, FrontMatterReader)? {
    switch FrontMatter.read(source) {
    case .failure(let problem):
      result.diagnostics.append(FrontMatter.diagnostic(problem, in: source, what: what))
      return nil
    case .success(let frontMatter):
      return (frontMatter, FrontMatterReader(frontMatter, allowed: allowed, source: source, what: what))
    }
  }
}
