import DrillMarkdown
import DrillSupport

/// The attribute lines right after a question's heading (`id: struct-copy`).
struct QuestionAttributes: Sendable {
  static let keys = ["id", "level", "kind", "tags", "points", "type", "time", "shuffle", "compare"]

  var id: String?
  /// Whether an `id:` line was written with an id that is not valid (`id` is then nil).
  var idRefused = false
  var level: Level?
  var kind: QuestionKind?
  var tags: [String]?
  var points: Int?
  var type: QuestionType?
  /// Where `type:` is written, to point at it when the sections disagree.
  var typeLocation: ContentLocation?
  var time: Int?
  var shuffle: Bool?
  var compare: OutputCompare?

  /// Whether a paragraph is an attribute paragraph: its first line is `key: value` with a known key.
  static func starts(_ line: Substring) -> Bool {
    guard let (key, _, _) = split(line) else { return false }
    return keys.contains(key)
  }

  /// Whether every line of `lines` is a list item holding an attribute line (`- kind: verbal`):
  /// attribute lines written as a list, which Markdown makes the prompt's first paragraph.
  static func listed(_ source: SourceText, lines: ClosedRange<Int>) -> Bool {
    lines.allSatisfy { number in
      let line = source.line(number).trimmingBlanks()
      guard let marker = line.first, marker == "-" || marker == "*" || marker == "+" else { return false }
      return starts(line.dropFirst().trimmingBlanks())
    }
  }

  /// Whether line `number` of `source` starts an attribute paragraph.
  ///
  /// An ASCII line is read on its bytes, its key compared with each known key where it lies:
  /// `split` made a `String` of the key and of the value (a `tags:` line's whole list) only to
  /// look the key up, and `read` splits the line again (issue 29 (a), session 34).
  static func starts(_ source: SourceText, line number: Int) -> Bool {
    guard source.isASCII(number) else { return starts(source.line(number)) }
    let line = source.lineRange(number)
    let bytes = source.bytes
    guard let colon = bytes[line].firstIndex(of: UInt8(ascii: ":")) else { return false }
    let key = source.trimmedBlanks(line.lowerBound..<colon)
    guard !key.isEmpty, bytes[key].allSatisfy(isKeyByte) else { return false }
    return keys.contains { $0.utf8.elementsEqual(bytes[key]) }
  }

  /// `split` of line `number` of `source`, on its bytes when it is ASCII.
  static func split(_ source: SourceText, line number: Int) -> (key: String, value: String, valueColumn: Int)?
  {
    source.isASCII(number) ? split(source, asciiLine: number) : split(source.line(number))
  }

  /// `split` of an ASCII line, where every character is one byte.
  private static func split(_ source: SourceText, asciiLine number: Int) -> (
    key: String, value: String, valueColumn: Int
  )? {
    let line = source.lineRange(number)
    let bytes = source.bytes
    guard let colon = bytes[line].firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let key = source.trimmedBlanks(line.lowerBound..<colon)
    guard !key.isEmpty, bytes[key].allSatisfy(isKeyByte) else { return nil }
    var value = source.trimmedBlanks((colon + 1)..<line.upperBound)
    // An empty value sits at the end of the line, as `trimmingBlanks` puts it.
    if value.isEmpty { value = line.upperBound..<line.upperBound }
    return (source.string(key), source.string(value), value.lowerBound - line.lowerBound + 1)
  }

  /// An ASCII letter, `-` or `_`: what `split` accepts in a key on an ASCII line.
  private static func isKeyByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_")
  }

  /// `  key: value` → key, value and the value's column; nil when the line has no such shape.
  static func split(_ line: Substring) -> (key: String, value: String, valueColumn: Int)? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let key = line[..<colon].trimmingBlanks()
    guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else { return nil }
    let rest = line[line.index(after: colon)...]
    let value = rest.trimmingBlanks()
    let valueColumn = line.utf8.distance(from: line.startIndex, to: value.startIndex) + 1
    return (String(key), String(value), valueColumn)
  }

  /// Reads the lines `first...last` of `source`, reporting every bad line.
  /// A line that is not `key: value` ends the attributes (it is reported, and
  /// `textLine` says where the prompt starts instead).
  static func read(
    _ source: SourceText, lines: ClosedRange<Int>, diagnostics: inout [Diagnostic]
  ) -> (attributes: QuestionAttributes, textLine: Int?) {
    var attributes = QuestionAttributes()
    // The line each key was first given on (0: not yet), in a vector of 16 (`keys` holds 9):
    // no array allocated per question.
    var seen = SIMD16<Int>()
    for number in lines {
      let keyColumn: Int
      if source.isASCII(number) {
        keyColumn = source.bytes[source.lineRange(number)].prefix { $0 == UInt8(ascii: " ") }.count + 1
      } else {
        keyColumn = source.line(number).prefix { $0 == " " }.count + 1
      }
      guard let (key, value, valueColumn) = split(source, line: number) else {
        diagnostics.append(
          .error(
            "expected an attribute line `key: value`; leave a blank line between the attributes and the prompt",
            at: source.location(number, keyColumn)))
        return (attributes, number)
      }
      let at = source.location(number, valueColumn)
      func bad(_ message: String) { diagnostics.append(.error(message, at: at)) }
      guard let keyIndex = keys.firstIndex(of: key) else {
        let known = keys.map { "`\($0)`" }.joined(separator: ", ")
        diagnostics.append(
          .error("unknown attribute `\(key)` (known: \(known))", at: source.location(number, keyColumn)))
        continue
      }
      let first = seen[keyIndex]
      if first != 0 {
        diagnostics.append(
          .error(
            "attribute `\(key)` is given twice (first on line \(first))",
            at: source.location(number, keyColumn)))
        continue
      }
      seen[keyIndex] = number
      switch key {
      case "id":
        if ContentID.isValid(value) {
          attributes.id = value
        } else if let kind = value.first.flatMap({ ["[": "a list", "{": "a mapping"][$0] }) {
          // YAML's flow list or mapping, as the front matter names one.
          attributes.idRefused = true
          bad("`id` must be a single value, not \(kind)")
        } else {
          attributes.idRefused = true
          bad(
            "`\(value)` is not a valid id: use lowercase letters, digits and `-`, starting with a letter or digit"
          )
        }
      case "level":
        attributes.level = Level(rawValue: value)
        if attributes.level == nil {
          let hint = Suggestion.nearest(to: value, in: Level.allCases.map(\.rawValue)).map {
            "; did you mean `\($0)`?"
          }
          bad("level must be beginner, intermediate or advanced, not `\(value)`\(hint ?? "")")
        }
      case "kind":
        attributes.kind = QuestionKind(rawValue: value)
        if attributes.kind == nil {
          let hint = AttributeHint.after(
            key: key, value: value, allowed: QuestionKind.allCases.map(\.rawValue))
          bad("kind must be written or verbal, not `\(value)`\(hint)")
        }
      case "tags":
        attributes.tags = CommaList.split(value)
      case "points":
        attributes.points = positive(value, atMost: Question.maximumPoints)
        if attributes.points == nil {
          bad("points must be a whole number from 1 to \(Question.maximumPoints), not `\(value)`")
        }
      case "time":
        attributes.time = positive(value, atMost: Question.maximumTime)
        if attributes.time == nil {
          bad("time must be a whole number of seconds from 1 to \(Question.maximumTime), not `\(value)`")
        }
      case "type":
        attributes.type = QuestionType(rawValue: value)
        attributes.typeLocation = at
        if attributes.type == nil {
          let allowed = QuestionType.allCases.map(\.rawValue).joined(separator: ", ")
          let hint = AttributeHint.after(
            key: key, value: value, allowed: QuestionType.allCases.map(\.rawValue))
          bad("type must be one of \(allowed), not `\(value)`\(hint)")
        }
      case "compare":
        attributes.compare = OutputCompare(rawValue: value)
        if attributes.compare == nil { bad("compare must be lines or loose, not `\(value)`") }
      default:  // shuffle
        switch value {
        case "true": attributes.shuffle = true
        case "false": attributes.shuffle = false
        default: bad("shuffle must be true or false, not `\(value)`")
        }
      }
    }
    return (attributes, nil)
  }

  private static func positive(_ text: String, atMost maximum: Int) -> Int? {
    guard let value = Int(text), (1...maximum).contains(value) else { return nil }
    return value
  }
}
