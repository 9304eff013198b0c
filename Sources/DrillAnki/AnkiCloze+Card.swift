extension AnkiCloze {
  /// One card of a cloze note as SwiftDrill asks it: the prompt in Markdown with the card's
  /// deletions shown as `[…]` (or `[hint]`) and the others filled in, a title from its plain
  /// text, and the answer (each deletion's plain text, joined by ", "). `front` turns the
  /// cloze field's HTML into the whole front side (the note's front template). The importer
  /// and `AnkiClozeRebuild` (which checks a rebuilt note against its questions) both use it.
  struct Card: Equatable {
    var markdown: String
    var title: String
    var answer: String
  }

  static func card(
    _ pieces: [Piece], number: Int, html: inout HTMLToMarkdown, front: (String) -> String
  ) -> Card {
    var hints: [String?] = []
    let rendered = render(pieces, number: number) { index, hint in
      hints.append(hint)
      return "\u{E000}\(index)\u{E001}"
    }
    let frontNodes = HTMLNode.parse(front(rendered.html))
    var markdown = html.convert(frontNodes)
    var plain = HTMLToMarkdown()
    var title = plain.plain(frontNodes)
    for (index, hint) in hints.enumerated() {
      let hintText = hint.map { HTMLToMarkdown.plainText($0) }.flatMap { $0.isEmpty ? nil : $0 }
      let marker = "\u{E000}\(index)\u{E001}"
      let shown = "[\(hintText.map(HTMLToMarkdown.escape) ?? "…")]"
      markdown = AnkiText.replacing(marker, with: shown, in: markdown)
      title = AnkiText.replacing(marker, with: "[\(hintText ?? "…")]", in: title)
    }
    let answer = rendered.answers.map { plain.plain($0) }.joined(separator: ", ")
    return Card(markdown: markdown, title: title, answer: answer)
  }
}
