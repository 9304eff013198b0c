import DrillContent
import Foundation

extension AnkiNoteConverter {
  mutating func question(
    _ note: AnkiCollectionReader.Note, title: String, prompt: String, accept: [String] = [],
    answer: String? = nil, suffix: String = "", fullID: String? = nil, tags: [String]? = nil
  ) -> Question {
    let title = Self.title(from: title)
    // SwiftDrill's own question (`pack/question`) keeps its pack and id.
    var pack = packID
    var id = ""
    let own = fullID.flatMap(Self.splitID)
    if let own {
      pack = own.pack
      id = own.question
      ownPackTitles[pack] = ownPackTitles[pack] ?? Self.packTitle(deck: note.deck)
    }
    if id.isEmpty || !ContentID.isValid(id) {
      id = ContentID.slug(suffix.isEmpty ? title : "\(title) \(suffix)")
      if id.isEmpty || !ContentID.isValid(id) { id = "note-\(note.id)\(suffix.isEmpty ? "" : "-\(suffix)")" }
      if id.count > 60 { id = String(id.prefix(60)).trimmingCharacters(in: CharacterSet(charactersIn: "-")) }
    }
    var unique = id
    var counter = 2
    while usedIDs.contains("\(pack)/\(unique)") {
      unique = "\(id)-\(counter)"
      counter += 1
    }
    usedIDs.insert("\(pack)/\(unique)")
    if own != nil { ownQuestions.insert("\(pack)/\(unique)") }
    var questionTags = (tags ?? note.tags).map(Self.tag).filter { !$0.isEmpty }
    if tagDecks, own == nil { questionTags.append(Self.deckTag(note.deck)) }
    // The note's GUID, unless it is the one SwiftDrill makes from the question's id (an Anki
    // note that went through SwiftDrill keeps Anki's GUID on every later round trip).
    if !note.guid.isEmpty, own == nil || note.guid != AnkiIDs.guid("\(pack)/\(unique)") {
      questionTags.append(AnkiIDs.guidTag(note.guid))
    }
    return Question(
      localID: unique, packID: pack, title: title, tags: Array(Set(questionTags)).sorted(), prompt: prompt,
      accept: accept, answer: answer)
  }

  /// What a back side shows after Anki's answer mark (`<hr id=answer>`): a back template
  /// that repeats the front's fields instead of `{{FrontSide}}` (Basic, type in the answer)
  /// adds only that part. The whole side when there is no mark.
  static func afterAnswerMark(_ html: String) -> String {
    for mark in ["<hr id=answer>", "<hr id=\"answer\">", "<hr id='answer'>"] {
      if let after = AnkiText.after(lastOf: mark, in: html) { return after }
    }
    return html
  }

  /// A question tag from an Anki tag: any script kept; `::` (Anki's levels) becomes `-`;
  /// commas and white space (which separate tags) become `_`.
  static func tag(_ anki: String) -> String {
    String(
      AnkiText.replacing("::", with: "-", in: anki).map { $0 == "," || $0.isWhitespace ? "_" : $0 }
    )
  }

  /// The tag naming a note's deck: `deck/` and the deck's levels joined by `/`.
  static func deckTag(_ deck: String) -> String {
    "deck/" + tag(deck.components(separatedBy: "::").joined(separator: "/"))
  }

  /// A heading from the first line of the prompt's text, at most 70 characters.
  static func title(from text: String) -> String {
    var title = ""
    var rest = Substring(text)
    while title.isEmpty, !rest.isEmpty {
      let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
      title = AnkiText.trimmed(rest[..<end], newlines: false)
      rest = end < rest.endIndex ? rest[rest.utf8.index(after: end)...] : ""
    }
    if title.count > 70 { title = AnkiText.trimmed(title.prefix(69), newlines: false) + "…" }
    return title.isEmpty ? "Anki note" : title
  }

  /// One line, not too long, not written like a regular expression (`/…/` in Accept is one).
  static func isShortAnswer(_ text: String) -> Bool {
    !text.isEmpty && !text.contains("\n") && text.count <= 80 && !(text.hasPrefix("/") && text.hasSuffix("/"))
      && !text.hasPrefix("- ")
  }

  /// `pack/question` of a SwiftDrill question id, when both parts are valid ids.
  static func splitID(_ fullID: String) -> (pack: String, question: String)? {
    let parts = fullID.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, ContentID.isValid(parts[0]), ContentID.isValid(parts[1]) else { return nil }
    return (parts[0], parts[1])
  }

  /// A pack's title from the deck SwiftDrill exported it to (`SwiftDrill::<title>`).
  static func packTitle(deck: String) -> String {
    deck.hasPrefix("SwiftDrill::") ? String(deck.dropFirst("SwiftDrill::".count)) : deck
  }

  /// A SwiftDrill note's own tags: without those the export adds (`swiftdrill`, its pack,
  /// level and type).
  static func ownTags(_ tags: [String]) -> [String] {
    tags.filter {
      $0 != "swiftdrill" && !$0.hasPrefix("swiftdrill::") && !$0.hasPrefix("level::")
        && !$0.hasPrefix("type::")
    }
  }
}
