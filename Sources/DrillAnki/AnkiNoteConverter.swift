import DrillContent
import Foundation

/// Turns Anki notes into questions, reading each note through its card templates: the
/// prompt is what the first card's front shows, the answer what its back adds. An answer
/// that is one short line becomes a `short` question accepting its plain text, a longer one
/// an `explain` question. Each deletion number of a Cloze note (nested ones too) becomes a
/// `short` question. Fields the templates do not show go to the explanation. Notes of
/// SwiftDrill's own type come back as the questions they were exported from.
struct AnkiNoteConverter {
  let packID: String
  /// Adds a `deck/…` tag naming each note's deck (when the package holds several decks).
  var tagDecks = false
  /// What the conversion skipped and changed.
  var report = AnkiImportReport()
  /// Full ids given out so far (questions of SwiftDrill's own notes keep their pack).
  var usedIDs = Set<String>()
  /// SwiftDrill's own questions (full ids), which come back under their original ids, and
  /// the title of each of their packs (from the deck's name).
  var ownQuestions = Set<String>()
  var ownPackTitles: [String: String] = [:]
  /// The question each card became: `"<note id>:<card number>"` to the question id.
  var cardQuestions: [String: String] = [:]
  /// Templates parsed once per note type, not once per note.
  private var parsedTemplates: [String: AnkiTemplate] = [:]

  init(packID: String, tagDecks: Bool = false) {
    self.packID = packID
    self.tagDecks = tagDecks
  }

  mutating func convert(_ notes: [AnkiCollectionReader.Note]) -> [Question] {
    var questions: [Question] = []
    for note in notes {
      report.notes += 1
      var html = HTMLToMarkdown()
      let made: [Question]
      if note.fieldNames == AnkiNoteFields.names {
        made = swiftDrill(note, &html)
      } else if note.isCloze {
        made = cloze(note, &html)
      } else {
        made = standard(note, &html)
      }
      if !html.droppedMedia.isEmpty {
        report.warnings.append(
          .init(note: label(note), message: "media dropped: \(html.droppedMedia.joined(separator: ", "))"))
      }
      questions += made
    }
    report.questions = questions.count
    return questions
  }

  /// The fields by name, and the special fields templates may show.
  func fieldValues(_ note: AnkiCollectionReader.Note) -> [String: String] {
    var values: [String: String] = [:]
    for (index, name) in note.fieldNames.enumerated() where index < note.fields.count {
      values[name] = note.fields[index]
    }
    return values
  }

  private func special(_ note: AnkiCollectionReader.Note) -> [String: String] {
    [
      "Tags": note.tags.joined(separator: " "), "Deck": note.deck,
      "Subdeck": note.deck.components(separatedBy: "::").last ?? note.deck, "Type": note.typeName,
      "Card": "Card 1",
    ]
  }

  /// The first card's templates; for a type without any, the first field on the front and
  /// the second on the back.
  private mutating func templates(_ note: AnkiCollectionReader.Note) -> (
    front: AnkiTemplate, back: AnkiTemplate
  )? {
    if let first = note.templates.first {
      return (template(first.front), template(first.back))
    }
    guard note.fieldNames.count >= 2 else { return nil }
    return (
      template("{{\(note.fieldNames[0])}}"),
      template("{{FrontSide}}<hr id=answer>{{\(note.fieldNames[1])}}")
    )
  }

  private mutating func template(_ source: String) -> AnkiTemplate {
    if let parsed = parsedTemplates[source] { return parsed }
    let parsed = AnkiTemplate(source)
    parsedTemplates[source] = parsed
    return parsed
  }

  /// Fields no template shows, with something in them: into the explanation, and reported.
  private mutating func unshown(
    _ note: AnkiCollectionReader.Note, shown: Set<String>, _ html: inout HTMLToMarkdown
  ) -> String? {
    var parts: [String] = []
    var names: [String] = []
    for (index, name) in note.fieldNames.enumerated() where index < note.fields.count && !shown.contains(name)
    {
      let text = html.convert(note.fields[index])
      guard !text.isEmpty else { continue }
      parts.append("**\(HTMLToMarkdown.escape(name)):** " + text)
      names.append(name)
    }
    guard !names.isEmpty else { return nil }
    report.warnings.append(
      .init(
        note: label(note),
        message:
          "fields the card templates do not show went to the explanation: \(names.joined(separator: ", "))"))
    return parts.joined(separator: "\n\n")
  }

  private mutating func standard(_ note: AnkiCollectionReader.Note, _ html: inout HTMLToMarkdown)
    -> [Question]
  {
    guard let (front, back) = templates(note) else {
      report.skipped.append(
        .init(note: label(note), message: "a \(note.typeName) note with fewer than two fields"))
      return []
    }
    let fields = fieldValues(note)
    let special = special(note)
    let frontHTML = front.render(fields: fields, isBack: false, special: special)
    let backHTML = Self.afterAnswerMark(back.render(fields: fields, isBack: true, special: special))
    // Each side parsed once, read as Markdown and as plain text.
    let frontNodes = HTMLNode.parse(frontHTML)
    let backNodes = HTMLNode.parse(backHTML)
    let prompt = html.convert(frontNodes)
    let answer = html.convert(backNodes)
    var plain = HTMLToMarkdown()
    let answerText = plain.plain(backNodes)
    guard !prompt.isEmpty else {
      report.skipped.append(.init(note: label(note), message: "the front is empty (or held only media)"))
      return []
    }
    guard !answer.isEmpty else {
      report.skipped.append(.init(note: label(note), message: "the back is empty (or held only media)"))
      return []
    }
    let explanation = unshown(note, shown: front.fieldNames.union(back.fieldNames), &html)
    let title = plain.plain(frontNodes)
    var made: Question
    if Self.isShortAnswer(answerText) {
      made = question(note, title: title, prompt: prompt + mediaNote(html), accept: [answerText])
    } else {
      made = question(note, title: title, prompt: prompt + mediaNote(html), answer: answer)
    }
    made.explanation = explanation
    cardQuestions["\(note.id):0"] = made.id
    otherCards(note, fields: fields)
    return [made]
  }

  /// A note whose type makes more cards than the first ("Basic (and reversed card)"): one
  /// question is made, from the first card, and the others are named under "Converted with
  /// changes" (session 48's tryout: the reverse card was dropped without a word). A card whose
  /// front shows nothing is one Anki does not make either (an optional reverse left empty).
  private mutating func otherCards(_ note: AnkiCollectionReader.Note, fields: [String: String]) {
    var named: [String] = []
    for (index, card) in note.templates.enumerated().dropFirst() {
      var special = special(note)
      special["Card"] = "Card \(index + 1)"
      let front = HTMLToMarkdown.plainText(
        template(card.front).render(fields: fields, isBack: false, special: special)
      )
      .trimmingCharacters(in: .whitespacesAndNewlines)
      guard !front.isEmpty else { continue }
      let line = front.split(separator: "\n").first.map(String.init) ?? front
      named.append(
        "card \(index + 1) (“\(line.count > 40 ? String(line.prefix(39)) + "…" : line)” on its front)")
    }
    guard !named.isEmpty else { return }
    report.warnings.append(
      .init(
        note: label(note),
        message: "only its first card came in as a question; not imported: \(named.joined(separator: ", "))"))
  }

  private mutating func cloze(_ note: AnkiCollectionReader.Note, _ html: inout HTMLToMarkdown) -> [Question] {
    var pair: (AnkiTemplate, AnkiTemplate)?
    if let first = note.templates.first { pair = (template(first.front), template(first.back)) }
    let textName =
      pair?.0.clozeField ?? (note.fieldNames.contains("Text") ? "Text" : note.fieldNames.first ?? "")
    var fields = fieldValues(note)
    guard let text = fields[textName] else { return [] }
    let pieces = AnkiCloze.parse(text)
    let numbers = AnkiCloze.numbers(pieces)
    guard !numbers.isEmpty else {
      report.skipped.append(.init(note: label(note), message: "a Cloze note without {{c1::…}} deletions"))
      return []
    }
    // What the back adds besides the cloze field (Back Extra) is the explanation.
    fields[textName] = ""
    let special = special(note)
    let backTemplate = pair?.1 ?? AnkiTemplate("{{cloze:\(textName)}}<br>{{Back Extra}}")
    let frontTemplate = pair?.0 ?? AnkiTemplate("{{cloze:\(textName)}}")
    var extraHTML = backTemplate.render(fields: fields, isBack: true, special: special)
    if extraHTML.isEmpty { extraHTML = "" }
    var extra = html.convert(extraHTML)
    // A SwiftDrill Cloze note (questions of an Anki cloze note, exported) names its questions.
    let own = note.fieldNames == AnkiSchema.clozeFields
    let ownIDs =
      own ? HTMLToMarkdown.plainText(fields["IDs"] ?? "").split(whereSeparator: \.isWhitespace) : []
    if own { fields["IDs"] = "" }
    let shown = frontTemplate.fieldNames.union(backTemplate.fieldNames).union(own ? ["IDs"] : [])
    if let hidden = unshown(note, shown: shown, &html) {
      extra = extra.isEmpty ? hidden : extra + "\n\n" + hidden
    }
    var questions: [Question] = []
    for number in numbers {
      let card = AnkiCloze.card(pieces, number: number, html: &html) { rendered in
        var clozeFields = fields
        clozeFields[textName] = rendered
        return AnkiText.replacing(
          "{{cloze:\(textName)}}", with: rendered,
          in: frontTemplate.render(fields: clozeFields, isBack: false, special: special))
      }
      let (markdown, title, answer) = (card.markdown, card.title, card.answer)
      guard Self.isShortAnswer(answer), !markdown.isEmpty else {
        report.skipped.append(
          .init(note: label(note), message: "cloze c\(number)'s deletion is not a short one-line answer"))
        continue
      }
      let ownID = number - 1 < ownIDs.count ? String(ownIDs[number - 1]) : nil
      var made = question(
        note, title: title, prompt: markdown + mediaNote(html), accept: [answer], suffix: "c\(number)",
        fullID: ownID, tags: own ? Self.ownTags(note.tags) : nil)
      if !extra.isEmpty { made.explanation = extra }
      cardQuestions["\(note.id):\(number - 1)"] = made.id
      questions.append(made)
    }
    return questions
  }

  private func mediaNote(_ html: HTMLToMarkdown) -> String {
    html.droppedMedia.isEmpty ? "" : "\n\n*(The Anki note had an image or sound here; it was not imported.)*"
  }

  func label(_ note: AnkiCollectionReader.Note) -> String {
    let first = HTMLToMarkdown.plainText(note.fields.first ?? "")
    let line = first.split(separator: "\n").first.map(String.init) ?? ""
    return line.count > 50 ? String(line.prefix(49)) + "…" : line.isEmpty ? "note \(note.id)" : line
  }
}
