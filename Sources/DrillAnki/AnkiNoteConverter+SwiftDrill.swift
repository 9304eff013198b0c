import DrillContent
import DrillGrading
import Foundation

extension AnkiNoteConverter {
  /// A note SwiftDrill exported: its id, title, level, kind, prompt, choices, accepted
  /// answers, output, model answer, key points and explanation come back. The type is the
  /// note's `type::…` tag (a code question's tests are not in the package: it comes back as
  /// `explain`, and the report says so).
  mutating func swiftDrill(_ note: AnkiCollectionReader.Note, _ html: inout HTMLToMarkdown)
    -> [Question]
  {
    let field = fieldValues(note)
    let fullID = HTMLToMarkdown.plainText(field["ID"] ?? "")
    let title = HTMLToMarkdown.plainText(field["Title"] ?? "")
    let prompt = html.convert(field["Prompt"] ?? "")
    guard !prompt.isEmpty else {
      report.skipped.append(.init(note: label(note), message: "the prompt is empty"))
      return []
    }
    let level = Level(rawValue: HTMLToMarkdown.plainText(field["Level"] ?? "")) ?? .beginner
    let kind = QuestionKind(rawValue: HTMLToMarkdown.plainText(field["Kind"] ?? "")) ?? .written
    let type = note.tags.first { $0.hasPrefix("type::") }.map { String($0.dropFirst(6)) }
    var answerNodes = HTMLNode.parse(field["Answer"] ?? "")
    var choices: [Choice] = []
    var accept: [String] = []
    var output: String?
    // The Answer field starts with what its type shows (AnkiNoteFields.answer).
    let choiceNodes = HTMLNode.parse(field["Choices"] ?? "").flatMap { $0.name == "ol" ? $0.children : [] }
      .filter { $0.name == "li" }
    if !choiceNodes.isEmpty, let first = answerNodes.first, first.name == "ul" {
      let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
      let right = Set(
        first.children.compactMap { item -> Int? in
          guard let letter = item.textContent.first, item.textContent.dropFirst().hasPrefix(". ") else {
            return nil
          }
          return letters.firstIndex(of: letter)
        })
      choices = choiceNodes.enumerated().map { index, item in
        Choice(text: html.convert(item.children), correct: right.contains(index))
      }
      answerNodes.removeFirst()
    } else if answerNodes.count >= 2, answerNodes[0].name == "p", answerNodes[0].textContent == "Accepted:",
      answerNodes[1].name == "ul"
    {
      accept = answerNodes[1].children.filter { $0.name == "li" }.map(\.textContent)
      answerNodes.removeFirst(2)
    } else if type == "output", let first = answerNodes.first, first.name == "pre" {
      output = first.textContent
      answerNodes.removeFirst()
    } else if type == "code" {
      report.warnings.append(
        .init(
          note: label(note), message: "a code question's tests are not in the package: imported as explain",
          question: fullID))
      if answerNodes.first?.name == "p", answerNodes.first?.textContent == "Tests the answer must pass:" {
        answerNodes.removeFirst()
      }
    }
    var keyPoints: [String] = []
    var keyPointNotes: [KeyPointNotes] = []
    if let index = answerNodes.lastIndex(where: { $0.name == "p" && $0.textContent == "Key points:" }),
      index + 1 < answerNodes.count, answerNodes[index + 1].name == "ul"
    {
      for item in answerNodes[index + 1].children where item.name == "li" {
        let (point, notes) = Self.keyPoint(item, &html)
        keyPoints.append(point)
        keyPointNotes.append(notes)
      }
      answerNodes.removeSubrange(index...(index + 1))
    }
    let answer = html.convert(answerNodes)
    let explanation = html.convert(field["Explanation"] ?? "")
    var made = question(
      note, title: title.isEmpty ? HTMLToMarkdown.plainText(field["Prompt"] ?? "") : title, prompt: prompt,
      accept: accept, answer: answer.isEmpty ? nil : answer, fullID: fullID, tags: Self.ownTags(note.tags))
    made.level = level
    made.points = level.defaultPoints
    made.kind = kind
    made.choices = choices
    made.output = output
    made.keyPoints = keyPoints
    if keyPointNotes.contains(where: { !$0.isEmpty }) { made.keyPointNotes = keyPointNotes }
    made.explanation = explanation.isEmpty ? nil : explanation
    if made.type == .explain, made.answer == nil, keyPoints.isEmpty {
      report.skipped.append(.init(note: label(note), message: "the answer is empty"))
      return []
    }
    cardQuestions["\(note.id):0"] = made.id
    return [made]
  }

  /// A key point's item: its text, and the `also: …`/`wrong: …` items of a list under it
  /// (AnkiNoteFields writes them so); any other nested item stays part of the point's text.
  static func keyPoint(_ item: HTMLNode, _ html: inout HTMLToMarkdown) -> (String, KeyPointNotes) {
    var notes = KeyPointNotes()
    var rest: [HTMLNode] = []
    for child in item.children {
      guard child.name == "ul" else {
        rest.append(child)
        continue
      }
      var others: [HTMLNode] = []
      for sub in child.children where sub.name == "li" {
        let text = html.convert(sub.children)
        if text.hasPrefix("also: "), text.count > 6 {
          notes.also.append(String(text.dropFirst(6)))
        } else if text.hasPrefix("wrong: "), text.count > 7 {
          notes.wrong.append(String(text.dropFirst(7)))
        } else {
          others.append(sub)
        }
      }
      if case .element(let name, let attributes, _) = child, !others.isEmpty {
        rest.append(.element(name: name, attributes: attributes, children: others))
      }
    }
    return (html.convert(rest), notes)
  }
}
