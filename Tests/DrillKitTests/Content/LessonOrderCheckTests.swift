import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillSupport

@Suite struct LessonOrderCheckTests {
  static func lesson(id: String, order: Int?, teaches: String = "", code: String = "print(1)") -> String {
    """
    ---
    id: \(id)
    title: \(id)
    level: beginner
    \(order.map { "order: \($0)" } ?? "")
    \(teaches.isEmpty ? "" : "teaches: [\(teaches)]")
    ---

    ## Page

    Some text.

    ```swift
    \(code)
    ```
    """
  }

  let loader = ContentLoader()

  func load(_ lessons: [(String, String)]) -> ContentLibrary {
    loader.load(documents: lessons.map { ContentDocument(text: $1, path: $0, role: .lesson) })
  }

  func orderErrors(_ library: ContentLibrary) -> [Diagnostic] {
    library.diagnostics.filter { $0.message.contains("teaches it") }
  }

  @Test func aConceptUsedBeforeItsLessonIsAnErrorAtTheUse() throws {
    let early = Self.lesson(
      id: "early", order: 1,
      code: "let n = 3\n// guard in a comment is no use\nvar i = 0\nwhile i < n { i += 1 }")
    let late = Self.lesson(id: "late", order: 2, teaches: "while")
    let errors = orderErrors(load([("/c/lessons/early.md", early), ("/c/lessons/late.md", late)]))
    let error = try #require(errors.first)
    expectEqual(errors.count, 1)
    expectEqual(error.severity, .error)
    // The fence opens on line 13; the loop is the code's fourth line, at column 1.
    expectEqual(error.location, ContentLocation(path: "/c/lessons/early.md", line: 17, column: 1))
    expectContains(error.message, "`early` (order 1) uses `while`")
    expectContains(error.message, "lesson `late` (order 2)")
  }

  @Test func theColumnIsWhereTheSyntaxStarts() throws {
    let early = Self.lesson(id: "early", order: 1, code: "let x = [1, 2].map { $0 * 2 }")
    let late = Self.lesson(id: "late", order: 2, teaches: "closures")
    let error = try #require(orderErrors(load([("/l/early.md", early), ("/l/late.md", late)])).first)
    expectEqual(error.location.column, 22)
  }

  @Test func usingAConceptInOrAfterItsLessonIsFine() {
    let teacher = Self.lesson(
      id: "teacher", order: 2, teaches: "guard", code: "guard true else { fatalError() }")
    let later = Self.lesson(id: "later", order: 3, code: "guard true else { fatalError() }")
    let unordered = Self.lesson(id: "aside", order: nil, code: "guard true else { fatalError() }")
    let library = load([("/l/teacher.md", teacher), ("/l/later.md", later), ("/l/aside.md", unordered)])
    expectTrue(orderErrors(library).isEmpty)
  }

  @Test func stringsAndCommentsDoNotCount() {
    let early = Self.lesson(
      id: "early", order: 1,
      code: #"print("keep going while you can") // while"# + "\n/* while */ print(\"\\(1) while\")")
    let late = Self.lesson(id: "late", order: 2, teaches: "while")
    expectTrue(orderErrors(load([("/l/early.md", early), ("/l/late.md", late)])).isEmpty)
  }

  @Test func interpolationsAreCode() {
    let early = Self.lesson(id: "early", order: 1, code: #"print("\([1].map { $0 })")"#)
    let late = Self.lesson(id: "late", order: 2, teaches: "closures")
    expectEqual(orderErrors(load([("/l/early.md", early), ("/l/late.md", late)])).count, 1)
  }

  @Test func theEarliestTeacherCounts() {
    let user = Self.lesson(id: "user", order: 3, code: "for i in 0..<2 { print(i) }")
    let first = Self.lesson(id: "first", order: 2, teaches: "for-in")
    let again = Self.lesson(id: "again", order: 5, teaches: "for-in")
    expectTrue(
      orderErrors(load([("/l/user.md", user), ("/l/first.md", first), ("/l/again.md", again)])).isEmpty)
  }

  @Test func anUnknownConceptIsAnErrorAtTeaches() throws {
    let lesson = Self.lesson(id: "odd", order: 1, teaches: "while, loops")
    let library = load([("/l/odd.md", lesson)])
    let error = try #require(library.diagnostics.first { $0.message.contains("unknown concept") })
    expectTrue(error.message.hasPrefix("`teaches` names an unknown concept `loops`"))
    expectEqual(error.location.line, 6)
  }

  @Test func checkingOneFileUsesTheTeachersOfTheLoadedCourse() {
    let context = load([("/bundled/lessons/late.md", Self.lesson(id: "late", order: 4, teaches: "async-let"))]
    )
    let draft = Self.lesson(
      id: "draft", order: 2,
      code: "func f() async -> Int { 1 }\nfunc g() async { async let x = f(); _ = await x }")
    let checked = load([("/drafts/draft.md", draft)])
    expectTrue(orderErrors(checked).isEmpty)
    let crossed = ContentCrossCheck(context: context).apply(to: checked)
    expectEqual(orderErrors(crossed).map(\.location.line), [15])
  }

  @Test func everyConceptPatternCompilesAndFindsItsSyntax() throws {
    let samples: [String: String] = [
      "if-else": "if a { } else { }", "ternary": "let x = a ? 1 : 2", "logical-operators": "a && b",
      "ranges": "0..<3", "for-in": "for i in xs {", "while": "while true {",
      "string-interpolation": #"print("\(x)")"#, "read-line": "readLine()",
      "command-line-arguments": "CommandLine.arguments", "optional-binding": "if let x {",
      "guard": "guard x else", "nil-coalescing": "a ?? b", "switch": "switch x {", "enum": "enum E {",
      "closures": "xs.map { x in x }", "struct": "struct S {", "mutating": "mutating func f()",
      "class": "final class C {", "inheritance": "class Dog: Animal {", "override": "override func f()",
      "type-casting": "x as? Int", "property-observers": "didSet {", "extension": "extension Int {",
      "protocol": "protocol P {", "error-handling": "try f()", "codable": "struct S: Codable {",
      "swift-testing": "@Test func t()", "if-case": "if case .a = x {", "for-case": "for case let x? in xs {",
      "generics": "func f<T>(_ x: T)", "inout": "func f(_ x: inout Int)",
      "associatedtype": "associatedtype Item", "async-await": "await f()", "async-let": "async let x = f()",
      "task-group": "await withTaskGroup(of: Int.self) {", "async-stream": "AsyncStream<Int> {",
      "for-await": "for await x in s {", "actor": "actor A {", "main-actor": "@MainActor func f()",
      "sendable": "struct S: Sendable {",
    ]
    expectEqual(Set(samples.keys), Set(LessonConcept.table.map(\.name)))
    for concept in LessonConcept.table {
      let regex = try NSRegularExpression(pattern: concept.pattern)
      let sample = try #require(samples[concept.name])
      expectTrue(LessonOrderCheck.firstUse(of: regex, in: sample) != nil, "\(concept.name) in \(sample)")
      expectTrue(LessonOrderCheck.firstUse(of: regex, in: "let plain = 1") == nil, "\(concept.name)")
    }
  }

  /// Each concept's `literals` keep their promise (every match holds one of them, so skipping
  /// lines without any changes nothing), checked on every match in the bundled content's
  /// Markdown, lessons and questions, read as code (comments and strings blanked).
  @Test func everyMatchHoldsOneOfItsConceptsLiterals() throws {
    let root = BundledLessons.repository
    var lines: [String] = []
    for folder in ["lessons", "questions"] {
      let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let relative = walker?.nextObject() as? String {
        guard relative.hasSuffix(".md") else { continue }
        let file = root.appendingPathComponent(folder).appendingPathComponent(relative)
        lines += CodeBlanker.blank(try String(contentsOf: file, encoding: .utf8))
      }
    }
    let text = lines.joined(separator: "\n") as NSString
    expectTrue(text.length > 500_000)
    var matched = 0
    for concept in LessonConcept.table {
      expectTrue(!concept.literals.isEmpty, "\(concept.name)")
      let regex = try NSRegularExpression(pattern: concept.pattern)
      for match in regex.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
        matched += 1
        let found = text.substring(with: match.range)
        expectTrue(concept.literals.contains { found.contains($0) }, "\(concept.name): \(found)")
      }
    }
    expectTrue(matched > 1_000)
  }

  @Test func protocolConformanceOfAStructIsNotInheritance() throws {
    let inheritance = try #require(LessonConcept.named("inheritance"))
    let regex = try NSRegularExpression(pattern: inheritance.pattern)
    expectTrue(LessonOrderCheck.firstUse(of: regex, in: "struct S: Equatable {}") == nil)
    expectTrue(LessonOrderCheck.firstUse(of: regex, in: "class func make() {}") == nil)
  }

  @Test func theBundledCoursePassesTheOrderCheck() throws {
    let folder = BundledLessons.repository.appendingPathComponent("lessons")
    let documents = try BundledLessons.names().map { name in
      ContentDocument(
        text: try BundledLessons.text(name), path: folder.appendingPathComponent(name).path, role: .lesson)
    }
    let library = loader.load(documents: documents)
    expectEqual(orderErrors(library).map(\.description), [])
    expectTrue(library.lessons.contains { !$0.teaches.isEmpty })
  }
}
