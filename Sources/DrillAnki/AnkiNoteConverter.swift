import DrillContent
import Foundation

/// Turns Anki notes into questions: Basic-like notes (Front/Back, reversed or not) become
/// `short` questions when the back is a short line, `explain` questions otherwise; each
/// cloze number of a Cloze note becomes a `short` question whose answer is the deletion.
struct AnkiNoteConverter {
  let packID: String
  private(set) var report = AnkiImportReport()
  private var usedIDs = Set<String>()

  init(packID: String) {
    self.packID = packID
  }

  mutating func convert(_ notes: [AnkiCollectionReader.Note]) -> [Question] {
    var questions: [Question] = []
    for note in notes {
      report.notes += 1
      var html = HTMLToMarkdown()
      let made = note.isCloze ? cloze(note, &html) : basic(note, &html)
      if !html.droppedMedia.isEmpty {
        report.warnings.append(
          .init(note: label(note), message: "media dropped: \(html.droppedMedia.joined(separator: ", "))"))
      }
      questions += made
    }
    report.questions = questions.count
    return questions
  }

  private mutating func basic(_ note: AnkiCollectionReader.Note, _ html: inout HTMLToMarkdown) -> [Question] {
    // Basic note types name them Front and Back; SwiftDrill's own, Prompt and Answer.
    let frontIndex = note.fieldNames.firstIndex(of: "Front") ?? note.fieldNames.firstIndex(of: "Prompt") ?? 0
    let backIndex = note.fieldNames.firstIndex(of: "Back") ?? note.fieldNames.firstIndex(of: "Answer") ?? 1
    guard note.fields.count > max(frontIndex, backIndex) else {
      report.skipped.append(
        .init(note: label(note), message: "a \(note.typeName) note with fewer than two fields"))
      return []
    }
    let front = html.convert(note.fields[frontIndex])
    let back = html.convert(note.fields[backIndex])
    guard !front.isEmpty else {
      report.skipped.append(.init(note: label(note), message: "the front is empty (or held only media)"))
      return []
    }
    guard !back.isEmpty else {
      report.skipped.append(.init(note: label(note), message: "the back is empty (or held only media)"))
      return []
    }
    var prompt = front
    if let index = note.fieldNames.firstIndex(of: "Choices"), index < note.fields.count {
      let choices = html.convert(note.fields[index])
      if !choices.isEmpty { prompt += "\n\n" + choices }
    }
    prompt += mediaNote(html)
    if Self.isShortAnswer(back) {
      return [question(note, title: front, prompt: prompt, accept: [back])]
    }
    return [question(note, title: front, prompt: prompt, answer: back)]
  }

  private mutating func cloze(_ note: AnkiCollectionReader.Note, _ html: inout HTMLToMarkdown) -> [Question] {
    let textIndex = note.fieldNames.firstIndex(of: "Text") ?? 0
    guard note.fields.count > textIndex else { return [] }
    let text = note.fields[textIndex]
    let extraIndex = note.fieldNames.firstIndex(of: "Back Extra") ?? (textIndex + 1)
    let extra = note.fields.count > extraIndex ? html.convert(note.fields[extraIndex]) : ""
    let pattern = #"\{\{c(\d+)::(.*?)(?:::(.*?))?\}\}"#
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    else {
      return []
    }
    let source = text as NSString
    let matches = expression.matches(in: text, range: NSRange(location: 0, length: source.length))
    let numbers = Array(Set(matches.map { source.substring(with: $0.range(at: 1)) })).sorted {
      (Int($0) ?? 0) < (Int($1) ?? 0)
    }
    guard !numbers.isEmpty else {
      report.skipped.append(.init(note: label(note), message: "a Cloze note without {{c1::…}} deletions"))
      return []
    }
    var questions: [Question] = []
    for number in numbers {
      var answers: [String] = []
      let prompt = HTMLToMarkdown.replace(pattern, in: text) { groups in
        guard groups[1] == number else { return groups[2] }
        answers.append(groups[2])
        return groups[3].isEmpty ? "[…]" : "[\(groups[3])]"
      }
      var plain = HTMLToMarkdown()
      let answer = answers.map { plain.convert($0) }.joined(separator: ", ")
      let markdown = html.convert(prompt)
      guard Self.isShortAnswer(answer), !markdown.isEmpty else {
        report.skipped.append(
          .init(note: label(note), message: "cloze c\(number)'s deletion is not a short one-line answer"))
        continue
      }
      var made = question(
        note, title: markdown, prompt: markdown + mediaNote(html), accept: [answer], suffix: "c\(number)")
      if !extra.isEmpty { made.explanation = extra }
      questions.append(made)
    }
    return questions
  }

  private mutating func question(
    _ note: AnkiCollectionReader.Note, title: String, prompt: String, accept: [String] = [],
    answer: String? = nil, suffix: String = ""
  ) -> Question {
    let title = Self.title(from: title)
    var id = ContentID.slug(suffix.isEmpty ? title : "\(title) \(suffix)")
    if id.isEmpty || !ContentID.isValid(id) { id = "note-\(note.id)\(suffix.isEmpty ? "" : "-\(suffix)")" }
    if id.count > 60 { id = String(id.prefix(60)).trimmingCharacters(in: CharacterSet(charactersIn: "-")) }
    var unique = id
    var counter = 2
    while usedIDs.contains(unique) {
      unique = "\(id)-\(counter)"
      counter += 1
    }
    usedIDs.insert(unique)
    let tags = note.tags.map { ContentID.slug($0.replacingOccurrences(of: "::", with: "-")) }.filter {
      !$0.isEmpty
    }
    return Question(
      localID: unique, packID: packID, title: title, tags: Array(Set(tags)).sorted(), prompt: prompt,
      accept: accept, answer: answer)
  }

  /// A heading from the first line of the prompt: Markdown marks and code fences left out, at most 70 characters.
  static func title(from markdown: String) -> String {
    let lines = markdown.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let first =
      lines.first { !$0.isEmpty && !$0.hasPrefix("```") && !$0.hasPrefix("- ") } ?? lines.first ?? ""
    var title = first.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "\\#", with: "#")
    title = title.trimmingCharacters(in: CharacterSet(charactersIn: "#* ").union(.whitespaces))
    if title.count > 70 { title = String(title.prefix(69)).trimmingCharacters(in: .whitespaces) + "…" }
    return title.isEmpty ? "Anki note" : title
  }

  /// One line, not too long, not written like a regular expression (`/…/` in Accept is one).
  static func isShortAnswer(_ text: String) -> Bool {
    !text.isEmpty && !text.contains("\n") && text.count <= 80 && !(text.hasPrefix("/") && text.hasSuffix("/"))
      && !text.hasPrefix("- ")
  }

  private func mediaNote(_ html: HTMLToMarkdown) -> String {
    html.droppedMedia.isEmpty ? "" : "\n\n*(The Anki note had an image or sound here; it was not imported.)*"
  }

  private func label(_ note: AnkiCollectionReader.Note) -> String {
    let first = HTMLToMarkdown.decode(HTMLToMarkdown.stripTags(note.fields.first ?? ""))
    let line = first.split(separator: "\n").first.map(String.init) ?? ""
    return line.count > 50 ? String(line.prefix(49)) + "…" : line.isEmpty ? "note \(note.id)" : line
  }
}
