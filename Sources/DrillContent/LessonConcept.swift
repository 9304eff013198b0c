import Foundation

/// A piece of Swift a lesson can teach, and the syntax that shows it in code.
///
/// A lesson names what it teaches (`teaches: [for-in, guard]`); `LessonOrderCheck`
/// then reports a snippet of an earlier lesson that already uses it. The table
/// is small on purpose: each entry is syntax a reader cannot follow without
/// the lesson, and that a pattern finds without false alarms in comments or
/// string literals (they are blanked before matching).
public struct LessonConcept: Sendable, Hashable {
  /// The name a lesson's `teaches` uses.
  public var name: String
  /// How a message shows the syntax (`for … in`).
  public var syntax: String
  /// A regular expression over one line of code, comments and string text blanked.
  public var pattern: String

  public init(_ name: String, _ syntax: String, _ pattern: String) {
    self.name = name
    self.syntax = syntax
    self.pattern = pattern
  }

  /// Every concept a lesson may name in `teaches`.
  public static let table: [LessonConcept] = [
    LessonConcept("if-else", "if … else", #"\belse\s*(\{|if\b)"#),
    LessonConcept("ternary", "condition ? a : b", #"\s\?\s[^\n]*\s:\s"#),
    LessonConcept("logical-operators", "&&, ||", #"&&|\|\|"#),
    LessonConcept("ranges", "a...b, a..<b", #"\.\.\.|\.\.<"#),
    LessonConcept("for-in", "for … in", #"\bfor\s+(?!case\b|await\b|try\b)[^\n{]*?\bin\b"#),
    LessonConcept("while", "while", #"\bwhile\b"#),
    LessonConcept("string-interpolation", #"\(…)"#, #"\\\("#),
    LessonConcept("read-line", "readLine()", #"\breadLine\s*\("#),
    LessonConcept("command-line-arguments", "CommandLine.arguments", #"\bCommandLine\.arguments\b"#),
    LessonConcept("optional-binding", "if let, guard let", #"\b(if|guard|while)\s+(let|var)\b"#),
    LessonConcept("guard", "guard", #"\bguard\b"#),
    LessonConcept("nil-coalescing", "??", #"\?\?"#),
    LessonConcept("switch", "switch", #"\bswitch\b"#),
    LessonConcept("enum", "enum", #"\benum\s+[A-Za-z_]"#),
    LessonConcept("closures", "{ … in }, $0", #"\$0\b|\{\s*(\(?[A-Za-z_][A-Za-z0-9_, ]*\)?|_)\s+in\b"#),
    LessonConcept("struct", "struct", #"\bstruct\s+[A-Za-z_]"#),
    LessonConcept("mutating", "mutating", #"\bmutating\b"#),
    LessonConcept("class", "class", #"\bclass\s+(?!func\b|var\b|let\b|subscript\b)[A-Za-z_]"#),
    LessonConcept("inheritance", "class … :", #"\bclass\s+[A-Za-z_][A-Za-z0-9_]*\s*(<[^>]*>)?\s*:"#),
    LessonConcept("override", "override, super", #"\boverride\b|\bsuper\."#),
    LessonConcept("type-casting", "as?, as!, is", #"\bas[?!]|\bis\s+[A-Z]"#),
    LessonConcept("property-observers", "willSet, didSet", #"\b(willSet|didSet)\b"#),
    LessonConcept("extension", "extension", #"\bextension\s+[A-Za-z_]"#),
    LessonConcept("protocol", "protocol", #"\bprotocol\s+[A-Za-z_]"#),
    LessonConcept("error-handling", "throws, try, catch", #"\bthrows\b|\btry\b|\bcatch\b"#),
    LessonConcept(
      "codable", "Codable, JSONDecoder", #"\b(Codable|Encodable|Decodable|JSONEncoder|JSONDecoder)\b"#),
    LessonConcept(
      "swift-testing", "import Testing, @Test, #expect", #"\bimport\s+Testing\b|@Test\b|#expect\b"#),
    LessonConcept("if-case", "if case, guard case", #"\b(if|guard)\s+case\b"#),
    LessonConcept("for-case", "for case", #"\bfor\s+case\b"#),
    LessonConcept(
      "generics", "func f<T>, struct S<T>", #"\b(func|struct|class|enum|actor)\s+[A-Za-z_][A-Za-z0-9_]*\s*<"#),
    LessonConcept("inout", "inout, &", #"\binout\b"#),
    LessonConcept("associatedtype", "associatedtype", #"\bassociatedtype\b"#),
    LessonConcept("async-await", "async, await", #"\basync\b|\bawait\b"#),
    LessonConcept("async-let", "async let", #"\basync\s+let\b"#),
    LessonConcept("task-group", "withTaskGroup", #"\bwith(Throwing)?(Discarding)?TaskGroup\b"#),
    LessonConcept("async-stream", "AsyncStream", #"\bAsync(Throwing)?Stream\b"#),
    LessonConcept("for-await", "for await", #"\bfor\s+(try\s+)?await\b"#),
    LessonConcept("actor", "actor", #"\bactor\s+[A-Za-z_]"#),
    LessonConcept("main-actor", "@MainActor", #"@MainActor\b"#),
    LessonConcept("sendable", "Sendable", #"\bSendable\b"#),
  ]

  /// The concept named `name`, if the table has one.
  public static func named(_ name: String) -> LessonConcept? {
    table.first { $0.name == name }
  }
}
