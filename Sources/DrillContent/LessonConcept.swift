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
  /// Text every match of `pattern` holds at least one of: a block of code with none of them
  /// is not searched (the expression costs far more than a plain scan; `LessonOrderCheckTests`
  /// checks the promise on every match in the bundled content).
  public var literals: [String]

  public init(_ name: String, _ syntax: String, _ pattern: String, literals: [String]) {
    self.name = name
    self.syntax = syntax
    self.pattern = pattern
    self.literals = literals
  }

  /// Every concept a lesson may name in `teaches`.
  public static let table: [LessonConcept] = [
    LessonConcept("if-else", "if … else", #"\belse\s*(\{|if\b)"#, literals: ["else"]),
    LessonConcept("ternary", "condition ? a : b", #"\s\?\s[^\n]*\s:\s"#, literals: ["?"]),
    LessonConcept("logical-operators", "&&, ||", #"&&|\|\|"#, literals: ["&&", "||"]),
    LessonConcept("ranges", "a...b, a..<b", #"\.\.\.|\.\.<"#, literals: [".."]),
    LessonConcept(
      "for-in", "for … in", #"\bfor\s+(?!case\b|await\b|try\b)[^\n{]*?\bin\b"#, literals: ["for"]),
    LessonConcept("while", "while", #"\bwhile\b"#, literals: ["while"]),
    LessonConcept("string-interpolation", #"\(…)"#, #"\\\("#, literals: ["\\("]),
    LessonConcept("read-line", "readLine()", #"\breadLine\s*\("#, literals: ["readLine"]),
    LessonConcept(
      "command-line-arguments", "CommandLine.arguments", #"\bCommandLine\.arguments\b"#,
      literals: ["CommandLine"]),
    LessonConcept(
      "optional-binding", "if let, guard let", #"\b(if|guard|while)\s+(let|var)\b"#, literals: ["let", "var"]),
    LessonConcept("guard", "guard", #"\bguard\b"#, literals: ["guard"]),
    LessonConcept("nil-coalescing", "??", #"\?\?"#, literals: ["??"]),
    LessonConcept("switch", "switch", #"\bswitch\b"#, literals: ["switch"]),
    LessonConcept("enum", "enum", #"\benum\s+[A-Za-z_]"#, literals: ["enum"]),
    LessonConcept(
      "closures", "{ … in }, $0", #"\$0\b|\{\s*(\(?[A-Za-z_][A-Za-z0-9_, ]*\)?|_)\s+in\b"#,
      literals: ["$0", "in"]),
    LessonConcept("struct", "struct", #"\bstruct\s+[A-Za-z_]"#, literals: ["struct"]),
    LessonConcept("mutating", "mutating", #"\bmutating\b"#, literals: ["mutating"]),
    LessonConcept(
      "class", "class", #"\bclass\s+(?!func\b|var\b|let\b|subscript\b)[A-Za-z_]"#, literals: ["class"]),
    LessonConcept(
      "inheritance", "class … :", #"\bclass\s+[A-Za-z_][A-Za-z0-9_]*\s*(<[^>]*>)?\s*:"#, literals: ["class"]),
    LessonConcept(
      "override", "override, super", #"\boverride\b|\bsuper\."#, literals: ["override", "super."]),
    LessonConcept("type-casting", "as?, as!, is", #"\bas[?!]|\bis\s+[A-Z]"#, literals: ["as", "is"]),
    LessonConcept(
      "property-observers", "willSet, didSet", #"\b(willSet|didSet)\b"#, literals: ["willSet", "didSet"]),
    LessonConcept("extension", "extension", #"\bextension\s+[A-Za-z_]"#, literals: ["extension"]),
    LessonConcept("protocol", "protocol", #"\bprotocol\s+[A-Za-z_]"#, literals: ["protocol"]),
    LessonConcept(
      "error-handling", "throws, try, catch", #"\bthrows\b|\btry\b|\bcatch\b"#,
      literals: ["throws", "try", "catch"]),
    LessonConcept(
      "codable", "Codable, JSONDecoder", #"\b(Codable|Encodable|Decodable|JSONEncoder|JSONDecoder)\b"#,
      literals: ["Codable", "codable", "JSON"]),
    LessonConcept(
      "swift-testing", "import Testing, @Test, #expect", #"\bimport\s+Testing\b|@Test\b|#expect\b"#,
      literals: ["Test", "#expect"]),
    LessonConcept("if-case", "if case, guard case", #"\b(if|guard)\s+case\b"#, literals: ["case"]),
    LessonConcept("for-case", "for case", #"\bfor\s+case\b"#, literals: ["case"]),
    LessonConcept(
      "generics", "func f<T>, struct S<T>", #"\b(func|struct|class|enum|actor)\s+[A-Za-z_][A-Za-z0-9_]*\s*<"#,
      literals: ["<"]),
    LessonConcept("inout", "inout, &", #"\binout\b"#, literals: ["inout"]),
    LessonConcept("associatedtype", "associatedtype", #"\bassociatedtype\b"#, literals: ["associatedtype"]),
    LessonConcept("async-await", "async, await", #"\basync\b|\bawait\b"#, literals: ["async", "await"]),
    LessonConcept("async-let", "async let", #"\basync\s+let\b"#, literals: ["async"]),
    LessonConcept(
      "task-group", "withTaskGroup", #"\bwith(Throwing)?(Discarding)?TaskGroup\b"#, literals: ["TaskGroup"]),
    LessonConcept("async-stream", "AsyncStream", #"\bAsync(Throwing)?Stream\b"#, literals: ["Stream"]),
    LessonConcept("for-await", "for await", #"\bfor\s+(try\s+)?await\b"#, literals: ["await"]),
    LessonConcept("actor", "actor", #"\bactor\s+[A-Za-z_]"#, literals: ["actor"]),
    LessonConcept("main-actor", "@MainActor", #"@MainActor\b"#, literals: ["@MainActor"]),
    LessonConcept("sendable", "Sendable", #"\bSendable\b"#, literals: ["Sendable"]),
  ]

  /// The concept named `name`, if the table has one.
  public static func named(_ name: String) -> LessonConcept? {
    table.first { $0.name == name }
  }
}
