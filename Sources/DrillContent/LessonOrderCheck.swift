import DrillSupport
import Foundation

/// Checks that a course teaches before it uses: a lesson names the concepts it
/// teaches (`teaches:`), and a snippet of a lesson earlier in the course
/// (a smaller `order`) that uses one of them is an error at the line and column
/// of the use. Lessons without `order` are not in the course and are not checked.
///
/// It is an error, not a warning, because the course is read in order by
/// someone who cannot yet tell a new keyword from a typo: code they were never
/// shown is a dead end, and the bundled course must keep passing `check`.
public enum LessonOrderCheck {
  /// The diagnostics for `lessons`, against the concepts `teachers` teach
  /// (usually the same lessons, or those plus the rest of the loaded content).
  public static func diagnostics(
    for lessons: [Lesson], snippets: [CodeSnippet], teachers: [Lesson]
  ) -> [Diagnostic] {
    let taught = firstTeachers(teachers)
    guard !taught.isEmpty else { return [] }
    let matchers: [(LessonConcept, NSRegularExpression, Lesson)] = LessonConcept.table.compactMap { concept in
      guard let teacher = taught[concept.name],
        let regex = try? NSRegularExpression(pattern: concept.pattern)
      else { return nil }
      return (concept, regex, teacher)
    }
    let byPath = Dictionary(grouping: snippets, by: \.location.path)
    var diagnostics: [Diagnostic] = []
    for lesson in lessons {
      guard let order = lesson.order else { continue }
      let later = matchers.filter { ($0.2.order ?? Int.min) > order }
      guard !later.isEmpty else { continue }
      var seen = Set<String>()
      for snippet in byPath[lesson.path] ?? [] {
        let blocks =
          snippet.companions.map { ($0.code, $0.location, $0.linesInFile) }
          + [(snippet.code, snippet.location, snippet.linesInFile)]
        for (code, location, linesInFile) in blocks {
          // Only the concepts whose literals the block holds (blanking only turns characters
          // into spaces, so a match in the blanked lines is in the code too): a plain scan,
          // where the expressions cost a fifth of a `check` that loads the bundled course.
          let present = later.filter { matcher in
            matcher.0.literals.contains { SnippetCollector.holds(code, $0) }
          }
          guard !present.isEmpty else { continue }
          let lines = CodeBlanker.blank(code)
          for (concept, regex, teacher) in present {
            guard let (line, column) = firstUse(of: regex, inBlanked: lines) else { continue }
            let at =
              linesInFile
              ? ContentLocation(
                path: location.path, line: location.line + line, column: location.column + column)
              : location
            let key = "\(concept.name)@\(at)"
            guard seen.insert(key).inserted else { continue }
            diagnostics.append(
              .error(
                "lesson `\(lesson.id)` (order \(order)) uses `\(concept.syntax)` (\(concept.name)) before "
                  + "lesson `\(teacher.id)` (order \(teacher.order ?? 0)) teaches it: show it after that "
                  + "lesson, or teach it earlier",
                at: at))
          }
        }
      }
    }
    return diagnostics
  }

  /// Diagnostics for `teaches` entries that name no concept of `LessonConcept.table`.
  static func unknownConcepts(in lesson: Lesson, at location: ContentLocation?) -> [Diagnostic] {
    lesson.teaches.filter { LessonConcept.named($0) == nil }.map { name in
      .error(
        "`teaches` names an unknown concept `\(name)`; the concepts are: "
          + LessonConcept.table.map(\.name).joined(separator: ", "),
        at: location ?? ContentLocation(path: lesson.path, line: 1))
    }
  }

  /// For each concept, the lesson earliest in the course that teaches it.
  static func firstTeachers(_ lessons: [Lesson]) -> [String: Lesson] {
    var taught: [String: Lesson] = [:]
    for lesson in lessons {
      guard let order = lesson.order else { continue }
      for name in lesson.teaches {
        if let current = taught[name], let first = current.order, first <= order { continue }
        taught[name] = lesson
      }
    }
    return taught
  }

  /// The first match of `regex` in `code` with comments and string text blanked:
  /// its line (1 = the code's first) and column offset (0 = the line's first character).
  static func firstUse(of regex: NSRegularExpression, in code: String) -> (Int, Int)? {
    firstUse(of: regex, inBlanked: CodeBlanker.blank(code))
  }

  /// `firstUse(of:in:)` on lines `CodeBlanker` already blanked, so each block is blanked once.
  static func firstUse(of regex: NSRegularExpression, inBlanked lines: [String]) -> (Int, Int)? {
    for (index, line) in lines.enumerated() {
      let range = NSRange(line.startIndex..., in: line)
      guard let match = regex.firstMatch(in: line, range: range),
        let found = Range(match.range, in: line)
      else { continue }
      return (index + 1, line.distance(from: line.startIndex, to: found.lowerBound))
    }
    return nil
  }
}

/// Swift code with comments and the text of string literals replaced by spaces,
/// line by line, so that columns stay where they were. Interpolations
/// (`\(…)`) stay: they are code.
enum CodeBlanker {
  static func blank(_ code: String) -> [String] {
    var state = State()
    return code.split(separator: "\n", omittingEmptySubsequences: false).map { state.blank(Array($0)) }
  }

  private struct State {
    /// Inside a `"""` literal across lines.
    var inMultiline = false
    /// Inside a `/* */` comment across lines.
    var inBlockComment = false

    mutating func blank(_ line: [Character]) -> String {
      var out: [Character] = []
      var index = 0
      var inString = false
      /// Parentheses open inside an interpolation of the current string.
      var interpolation = 0
      func at(_ offset: Int) -> Character? { index + offset < line.count ? line[index + offset] : nil }
      while index < line.count {
        let character = line[index]
        if inBlockComment {
          if character == "*", at(1) == "/" {
            inBlockComment = false
            out += "  "
            index += 2
          } else {
            out.append(" ")
            index += 1
          }
          continue
        }
        let inText = (inString || inMultiline) && interpolation == 0
        if inText {
          if character == "\\", at(1) == "(" {
            out += "\\("
            interpolation = 1
            index += 2
          } else if character == "\\" {
            out += "  "
            index += 2
          } else if inMultiline, character == "\"", at(1) == "\"", at(2) == "\"" {
            inMultiline = false
            out += "\"\"\""
            index += 3
          } else if !inMultiline, character == "\"" {
            inString = false
            out.append("\"")
            index += 1
          } else {
            out.append(" ")
            index += 1
          }
          continue
        }
        if character == "/", at(1) == "/" {
          out += Array(repeating: " ", count: line.count - index)
          break
        }
        if character == "/", at(1) == "*" {
          inBlockComment = true
          out += "  "
          index += 2
          continue
        }
        if interpolation > 0 {
          if character == "(" { interpolation += 1 }
          if character == ")" { interpolation -= 1 }
        }
        if character == "\"" {
          if at(1) == "\"", at(2) == "\"" {
            inMultiline = true
            out += "\"\"\""
            index += 3
            continue
          }
          inString = true
        }
        out.append(character)
        index += 1
      }
      return String(out.prefix(line.count))
    }
  }
}
