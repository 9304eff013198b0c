/// Anki's card templates (a Mustache dialect): `{{Field}}`, `{{filter:Field}}`,
/// `{{#Field}}…{{/Field}}` (shown when the field is not empty), `{{^Field}}…{{/Field}}`
/// (when it is) and `{{FrontSide}}`. Rendering one side gives the HTML a card shows,
/// without the media and scripts (the HTML converter drops those).
struct AnkiTemplate {
  indirect enum Part: Equatable {
    case text(String)
    case field(name: String, filters: [String])
    case section(name: String, inverted: Bool, parts: [Part])
  }

  let parts: [Part]

  init(_ source: String) {
    var index = source.startIndex
    parts = Self.parse(source, &index, closing: nil)
  }

  private static func parse(_ source: String, _ index: inout String.Index, closing: String?) -> [Part] {
    var parts: [Part] = []
    var text = ""
    while index < source.endIndex {
      guard source[index...].hasPrefix("{{"),
        let end = source[index...].range(of: "}}")
      else {
        text.append(source[index])
        index = source.index(after: index)
        continue
      }
      let tag = source[source.index(index, offsetBy: 2)..<end.lowerBound].trimmingCharacters(in: .whitespaces)
      index = end.upperBound
      if !text.isEmpty {
        parts.append(.text(text))
        text = ""
      }
      if tag.hasPrefix("#") || tag.hasPrefix("^") {
        let name = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)
        parts.append(
          .section(name: name, inverted: tag.hasPrefix("^"), parts: parse(source, &index, closing: name)))
      } else if tag.hasPrefix("/") {
        if closing != nil { return parts }
      } else if !tag.isEmpty {
        let pieces = tag.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        parts.append(.field(name: pieces.last ?? "", filters: pieces.dropLast().map { $0.lowercased() }))
      }
    }
    if !text.isEmpty { parts.append(.text(text)) }
    return parts
  }

  /// The fields the template shows (filters such as `type:` and `cloze:` included).
  var fieldNames: Set<String> {
    func names(_ parts: [Part]) -> Set<String> {
      parts.reduce(into: Set<String>()) { result, part in
        switch part {
        case .field(let name, _): result.insert(name)
        case .section(_, _, let inner): result.formUnion(names(inner))
        case .text: break
        }
      }
    }
    return names(parts)
  }

  /// The field a `{{cloze:…}}` tag shows, if any.
  var clozeField: String? {
    func find(_ parts: [Part]) -> String? {
      for part in parts {
        switch part {
        case .field(let name, let filters) where filters.contains("cloze"): return name
        case .section(_, _, let inner): if let found = find(inner) { return found }
        default: break
        }
      }
      return nil
    }
    return find(parts)
  }

  /// The side's HTML. `frontSide` fills `{{FrontSide}}`; a `{{type:…}}` box is left out on
  /// the front and shows the field on the back; `special` fills Tags, Deck and the like.
  func render(
    fields: [String: String], frontSide: String = "", isBack: Bool, special: [String: String] = [:]
  ) -> String {
    func render(_ parts: [Part]) -> String {
      parts.map { part in
        switch part {
        case .text(let text):
          return text
        case .field(let name, let filters):
          if name == "FrontSide" { return frontSide }
          if filters.contains("type") { return isBack ? fields[name] ?? "" : "" }
          return fields[name] ?? special[name] ?? ""
        case .section(let name, let inverted, let inner):
          let value = fields[name] ?? special[name] ?? ""
          let empty =
            AnkiText.trimmed(HTMLToMarkdown.plainText(value)).isEmpty
            && !value.contains("<img")
          return empty == inverted ? render(inner) : ""
        }
      }.joined()
    }
    return render(parts)
  }
}

/// A cloze field parsed into text and deletions, nested ones included
/// (`{{c1::outer {{c2::inner}} text::hint}}`).
enum AnkiCloze {
  indirect enum Piece: Equatable {
    case text(String)
    case deletion(number: Int, pieces: [Piece], hint: String?)
  }

  static func parse(_ text: String) -> [Piece] {
    var index = text.startIndex
    return parse(text, &index, inside: false).pieces
  }

  private static func opening(_ text: String, at index: String.Index) -> (number: Int, end: String.Index)? {
    let rest = text[index...]
    guard rest.hasPrefix("{{c") else { return nil }
    let digits = rest.dropFirst(3).prefix { $0.isASCII && $0.isNumber }
    // Anki numbers its clozes from 1: `{{c0::…}}` is text, as in Anki.
    guard !digits.isEmpty, let number = Int(digits), number >= 1, rest[digits.endIndex...].hasPrefix("::")
    else {
      return nil
    }
    return (number, text.index(digits.endIndex, offsetBy: 2))
  }

  private static func parse(
    _ text: String, _ index: inout String.Index, inside: Bool
  ) -> (pieces: [Piece], hint: String?, closed: Bool) {
    var pieces: [Piece] = []
    var buffer = ""
    var hint: String?
    func flush() {
      if !buffer.isEmpty { pieces.append(.text(buffer)) }
      buffer = ""
    }
    while index < text.endIndex {
      if let open = opening(text, at: index) {
        if hint != nil {  // a deletion inside a hint is part of the hint's text
          hint? += "{{"
          index = text.index(index, offsetBy: 2)
          continue
        }
        flush()
        let start = index
        index = open.end
        let inner = parse(text, &index, inside: true)
        if inner.closed {
          pieces.append(.deletion(number: open.number, pieces: inner.pieces, hint: inner.hint))
        } else {
          index = text.index(start, offsetBy: 2)
          buffer += "{{"
        }
        continue
      }
      if inside, text[index...].hasPrefix("}}") {
        index = text.index(index, offsetBy: 2)
        flush()
        return (pieces, hint, true)
      }
      if inside, hint == nil, text[index...].hasPrefix("::") {
        index = text.index(index, offsetBy: 2)
        hint = ""
        continue
      }
      if hint != nil {
        hint?.append(text[index])
      } else {
        buffer.append(text[index])
      }
      index = text.index(after: index)
    }
    flush()
    return (pieces, hint, false)
  }

  /// The deletion numbers, in order.
  static func numbers(_ pieces: [Piece]) -> [Int] {
    var found = Set<Int>()
    func walk(_ pieces: [Piece]) {
      for piece in pieces {
        if case .deletion(let number, let inner, _) = piece {
          found.insert(number)
          walk(inner)
        }
      }
    }
    walk(pieces)
    return found.sorted()
  }

  /// The field's HTML for card `number`: its deletions replaced by `marker(index, hint)`,
  /// every other deletion shown; and the HTML of each deletion hidden.
  static func render(
    _ pieces: [Piece], number: Int, marker: (Int, String?) -> String
  ) -> (html: String, answers: [String]) {
    var answers: [String] = []
    func shown(_ pieces: [Piece]) -> String {
      pieces.map { piece in
        switch piece {
        case .text(let text): return text
        case .deletion(let current, let inner, let hint):
          if current == number {
            answers.append(revealed(inner))
            return marker(answers.count - 1, hint)
          }
          return shown(inner)
        }
      }.joined()
    }
    func revealed(_ pieces: [Piece]) -> String {
      pieces.map { piece in
        switch piece {
        case .text(let text): text
        case .deletion(_, let inner, _): revealed(inner)
        }
      }.joined()
    }
    let html = shown(pieces)
    return (html, answers)
  }
}
