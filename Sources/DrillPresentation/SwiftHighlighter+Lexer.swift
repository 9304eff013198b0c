extension SwiftHighlighter {
  /// A forgiving Swift tokenizer for highlighting: it never fails, and the
  /// concatenated token texts always equal the input.
  struct Lexer {
    static let keywords: Set<String> = [
      "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
      "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
      "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
      "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
      "return", "throw", "switch", "where", "while", "as", "Any", "false", "is", "nil", "self", "Self",
      "super", "throws", "true", "try", "await", "async", "actor", "some", "any", "consuming",
      "borrowing", "sending", "nonisolated", "isolated", "mutating", "nonmutating", "override", "final",
      "lazy", "weak", "unowned", "required", "convenience", "dynamic", "indirect", "optional", "package",
      "macro", "each", "consume", "copy", "discard", "willSet", "didSet", "then",
    ]

    /// Words still keywords right after a `.` (`x.self`, `.init(…)`).
    static let memberKeywords: Set<String> = ["self", "init", "Type"]

    let characters: [Character]
    var position = 0
    var tokens: [Token] = []

    init(_ source: String) {
      characters = Array(source)
    }

    static func tokenize(_ source: String) -> [Token] {
      var lexer = Lexer(source)
      lexer.lexCode(untilParenDepthZero: false)
      return lexer.tokens
    }

    func peek(_ offset: Int = 0) -> Character? {
      let index = position + offset
      return index < characters.count ? characters[index] : nil
    }

    mutating func emit(_ kind: Token.Kind, from start: Int) {
      guard position > start else { return }
      let text = String(characters[start..<position])
      if let last = tokens.last, last.kind == kind, kind == .string || kind == .whitespace {
        tokens[tokens.count - 1].text += text
      } else {
        tokens.append(Token(kind, text))
      }
    }

    /// Lexes code; inside an interpolation, stops before the `)` that closes it.
    mutating func lexCode(untilParenDepthZero: Bool) {
      var depth = 0
      while let character = peek() {
        if character == "(" {
          depth += 1
        } else if character == ")" {
          if untilParenDepthZero && depth == 0 { return }
          depth -= 1
        }
        lexToken(character)
      }
    }

    private mutating func lexToken(_ character: Character) {
      let start = position
      switch character {
      case " ", "\t", "\n", "\r\n", "\r":
        while let next = peek(), next.isWhitespace { position += 1 }
        emit(.whitespace, from: start)
      case "/" where peek(1) == "/":
        while let next = peek(), !next.isNewline { position += 1 }
        emit(.comment, from: start)
      case "/" where peek(1) == "*":
        lexBlockComment()
      case "\"":
        lexString(hashes: 0)
      case "#":
        lexHash()
      case "@":
        position += 1
        lexIdentifierBody()
        emit(position - start > 1 ? .attribute : .operator, from: start)
      case "`":
        position += 1
        while let next = peek(), next != "`", !next.isNewline { position += 1 }
        if peek() == "`" { position += 1 }
        emit(.identifier, from: start)
      case "(", ")", "[", "]", "{", "}", ",", ";", ":":
        position += 1
        emit(.punctuation, from: start)
      default:
        if character.isNumber && character.isASCII {
          lexNumber()
        } else if Self.isIdentifierStart(character) {
          lexWord()
        } else if Self.isOperatorCharacter(character) {
          lexOperator()
        } else {
          position += 1
          emit(.punctuation, from: start)
        }
      }
    }

    private mutating func lexBlockComment() {
      let start = position
      position += 2
      var depth = 1
      while depth > 0, let next = peek() {
        if next == "/" && peek(1) == "*" {
          depth += 1
          position += 2
        } else if next == "*" && peek(1) == "/" {
          depth -= 1
          position += 2
        } else {
          position += 1
        }
      }
      emit(.comment, from: start)
    }

    /// `#if`/`#available`/macros, or the `#` delimiters of a raw string.
    private mutating func lexHash() {
      let start = position
      var hashes = 0
      while peek(hashes) == "#" { hashes += 1 }
      if peek(hashes) == "\"" {
        lexString(hashes: hashes)
        return
      }
      position += 1
      lexIdentifierBody()
      emit(position - start > 1 ? .directive : .punctuation, from: start)
    }

    private mutating func lexWord() {
      let start = position
      lexIdentifierBody()
      let word = String(characters[start..<position])
      let afterDot = start > 0 && characters[start - 1] == "." && (start < 2 || characters[start - 2] != ".")
      if Self.keywords.contains(word) && (!afterDot || Self.memberKeywords.contains(word)) {
        emit(.keyword, from: start)
      } else if let first = word.first, first.isUppercase {
        emit(.type, from: start)
      } else {
        emit(.identifier, from: start)
      }
    }

    mutating func lexIdentifierBody() {
      while let next = peek(), Self.isIdentifierStart(next) || next.isNumber { position += 1 }
    }

    private mutating func lexOperator() {
      let start = position
      while let next = peek(), Self.isOperatorCharacter(next) {
        if next == "/" && (peek(1) == "/" || peek(1) == "*") && position > start { break }
        position += 1
      }
      emit(.operator, from: start)
    }

    static func isIdentifierStart(_ character: Character) -> Bool {
      character == "_" || character == "$" || character.isLetter
        || (!character.isASCII && !character.isWhitespace && !character.isPunctuation
          && !character.isSymbol)
    }

    static func isOperatorCharacter(_ character: Character) -> Bool {
      "/=-+!*%<>&|^~?.".contains(character)
    }
  }
}
