/// Writes a pack as Markdown in the authoring format (front matter, one `##`
/// per question, attribute lines only where they differ from the defaults).
public enum MarkdownPackWriter {
  public static func write(_ pack: Pack) -> String {
    var out = YAMLText.frontMatter(
      [
        "id": pack.id, "title": YAMLText.scalar(pack.title), "level": pack.level.rawValue,
        "kind": pack.kind.rawValue, "tags": YAMLText.flowList(pack.tags),
        "swift": pack.swift.map(YAMLText.quoted),
      ], intro: pack.intro)
    for question in pack.questions {
      out += "\n" + write(question, in: pack)
    }
    return out
  }

  /// One question: heading (its title after `titlePrefix`, `Check: ` in a
  /// lesson), attributes, prompt and sections.
  static func write(_ question: Question, in pack: Pack, titlePrefix: String = "") -> String {
    var out = "## \(titlePrefix)\(question.title)\n"
    out += "id: \(question.localID)\n"
    if question.level != pack.level { out += "level: \(question.level.rawValue)\n" }
    if question.kind != pack.kind { out += "kind: \(question.kind.rawValue)\n" }
    if !question.tags.isEmpty { out += "tags: \(question.tags.joined(separator: ", "))\n" }
    if question.points != question.level.defaultPoints { out += "points: \(question.points)\n" }
    if let time = question.time { out += "time: \(time)\n" }
    if !question.shuffle { out += "shuffle: false\n" }
    if question.compare != .lines { out += "compare: \(question.compare.rawValue)\n" }
    out += "\n\(question.prompt)\n"
    func section(_ name: QuestionSection, _ body: String) {
      out += "\n### \(name.rawValue)\n\(body)\n"
    }
    if !question.choices.isEmpty {
      section(
        .choices,
        question.choices.map { item("- [\($0.correct ? "x" : " ")] ", $0.text) }.joined(separator: "\n"))
    }
    if let tests = question.tests { section(.tests, fenced(tests, info: "swift")) }
    if let starter = question.starter { section(.starter, fenced(starter, info: "swift")) }
    if let output = question.output { section(.output, fenced(output, info: "output")) }
    if !question.accept.isEmpty { section(.accept, list(question.accept)) }
    if let answer = question.answer { section(.answer, answer) }
    if !question.keyPoints.isEmpty { section(.keyPoints, keyPointList(question)) }
    if !question.hints.isEmpty { section(.hints, list(question.hints)) }
    if let explanation = question.explanation { section(.explanation, explanation) }
    return out
  }

  /// Key points, each with its `also:` and `wrong:` lines as nested items.
  static func keyPointList(_ question: Question) -> String {
    question.keyPoints.enumerated().map { index, point in
      var lines = [item("- ", point)]
      if index < question.keyPointNotes.count {
        let note = question.keyPointNotes[index]
        lines +=
          note.also.map { "  " + item("- ", "also: " + $0) }
          + note.wrong.map { "  " + item("- ", "wrong: " + $0) }
      }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  static func list(_ items: [String]) -> String {
    items.map { item("- ", $0) }.joined(separator: "\n")
  }

  /// A list item whose continuation lines are indented under its text.
  static func item(_ marker: String, _ text: String) -> String {
    let indent = String(repeating: " ", count: marker.count)
    return marker
      + text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : indent + $0.element }
      .joined(separator: "\n")
  }

  /// A fenced block whose fence is longer than any backtick fence inside the code.
  package static func fenced(_ code: String, info: String) -> String {
    var longest = 0
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      let run = line.drop { $0 == " " }.prefix { $0 == "`" }.count
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return "\(fence)\(info)\n\(code)\n\(fence)"
  }
}
