import DrillContent
import DrillSupport

/// Rebuilds the cloze note that several questions came from (`import --anki` makes one
/// question per deletion of a Cloze note, all tagged with the note's GUID), so that
/// `export --anki` gives Anki back one note with a card per question instead of a note per
/// question. The note's text is the questions' common text with each question's hidden part
/// marked `{{cN::…}}` (nested or repeated deletions too), found by aligning every prompt's
/// text around its `[…]` against the whole text. The result is checked by asking each card
/// as the importer would: it must give back each question's prompt and answer, or there is
/// no rebuilt note (a question edited after the import, say).
enum AnkiClozeRebuild {
  struct Note: Equatable {
    /// The Text field: HTML with `{{c1::…}}`, `{{c2::…::hint}}`…; card N asks question N.
    var text: String
    /// The Back Extra field: the first question's explanation.
    var backExtra: String
  }

  /// A prompt cut at its `[…]` placeholders: the Markdown around them, and each one's hint.
  struct Split {
    var segments: [[UInt8]]
    var hints: [String?]
  }

  struct Region {
    var range: Range<Int>
    var number: Int
    var hint: String?
  }

  static func note(for questions: [Question]) -> Note? {
    guard questions.count >= 2 else { return nil }
    var splits: [Split] = []
    for question in questions {
      guard question.type == .short, question.accept.count == 1, let split = split(question.prompt),
        !split.hints.isEmpty
      else { return nil }
      splits.append(split)
    }
    guard let base = splits.firstIndex(where: { $0.hints.count == 1 }) else { return nil }
    let whole =
      splits[base].segments[0] + Array(HTMLToMarkdown.escape(questions[base].accept[0]).utf8)
      + splits[base].segments[1]
    var regions: [Region] = []
    for (index, split) in splits.enumerated() {
      guard let ranges = ranges(of: split.segments, in: whole) else { return nil }
      for (range, hint) in zip(ranges, split.hints) {
        regions.append(Region(range: range, number: index + 1, hint: hint))
      }
    }
    guard isNested(regions), let text = marked(whole, regions) else { return nil }
    let pieces = AnkiCloze.parse(text)
    guard AnkiCloze.numbers(pieces) == Array(1...questions.count) else { return nil }
    for (index, question) in questions.enumerated() {
      var html = HTMLToMarkdown()
      let card = AnkiCloze.card(pieces, number: index + 1, html: &html) { $0 }
      guard card.markdown == question.prompt, card.answer == question.accept[0] else { return nil }
    }
    return Note(text: text, backExtra: questions[0].explanation.map(AnkiHTML.render) ?? "")
  }

  /// The prompt's Markdown cut at each `[…]` or `[hint]` the importer wrote (text brackets
  /// are escaped, so an unescaped one outside code is a placeholder).
  static func split(_ markdown: String) -> Split? {
    let bytes = Array(markdown.utf8)
    let backslash = UInt8(ascii: "\\")
    let backtick = UInt8(ascii: "`")
    var result = Split(segments: [], hints: [])
    var current: [UInt8] = []
    var index = 0
    func run(at start: Int) -> Int {
      var end = start
      while end < bytes.count, bytes[end] == backtick { end += 1 }
      return end - start
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == backslash, index + 1 < bytes.count {
        current += bytes[index...index + 1]
        index += 2
      } else if byte == backtick {
        // A code span or fence: copied whole, up to a run of as many backticks.
        let length = run(at: index)
        var end = index + length
        var search = end
        while search < bytes.count {
          let found = run(at: search)
          if found == length {
            end = search + found
            break
          }
          search += max(found, 1)
        }
        current += bytes[index..<end]
        index = end
      } else if byte == UInt8(ascii: "[") {
        var inner: [UInt8] = []
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "]") {
          if bytes[end] == backslash, end + 1 < bytes.count {
            inner.append(bytes[end + 1])
            end += 2
          } else {
            inner.append(bytes[end])
            end += 1
          }
        }
        guard end < bytes.count else { return nil }
        result.segments.append(current)
        current = []
        let hint = String(decoding: inner, as: UTF8.self)
        result.hints.append(hint == "…" ? nil : hint)
        index = end + 1
      } else {
        current.append(byte)
        index += 1
      }
    }
    result.segments.append(current)
    return result
  }

  /// Where each placeholder's hidden text lies in `whole`: the segments must appear in
  /// order, the first at the start and the last at the end, with something between each two.
  static func ranges(of segments: [[UInt8]], in whole: [UInt8]) -> [Range<Int>]? {
    guard segments.count >= 2, whole.starts(with: segments[0]) else { return nil }
    var position = segments[0].count
    var ranges: [Range<Int>] = []
    for index in 1..<segments.count {
      let segment = segments[index]
      let start: Int
      if index == segments.count - 1 {
        start = whole.count - segment.count
        guard start > position, whole[start...].elementsEqual(segment) else { return nil }
      } else {
        guard let found = ByteSearch.firstIndex(of: segment, in: whole, from: position + 1) else {
          return nil
        }
        start = found
      }
      ranges.append(position..<start)
      position = start + segment.count
    }
    return ranges
  }

  /// Every two regions are apart or one holds the other (as deletions nest).
  static func isNested(_ regions: [Region]) -> Bool {
    for (index, first) in regions.enumerated() {
      for second in regions[(index + 1)...] where first.range.overlaps(second.range) {
        let (one, two) = (first.range, second.range)
        let inside =
          (one.lowerBound <= two.lowerBound && two.upperBound <= one.upperBound)
          || (two.lowerBound <= one.lowerBound && one.upperBound <= two.upperBound)
        if !inside || first.range == second.range { return false }
      }
    }
    return true
  }

  /// The whole text with each region marked, as HTML: markers go in around the Markdown,
  /// which is rendered, and become `{{cN::` and `}}` (or `::hint}}`) after.
  static func marked(_ whole: [UInt8], _ regions: [Region]) -> String? {
    var opens: [Int: [Int]] = [:]
    var closes: [Int: [Int]] = [:]
    for (index, region) in regions.enumerated() {
      opens[region.range.lowerBound, default: []].append(index)
      closes[region.range.upperBound, default: []].append(index)
    }
    var markdown: [UInt8] = []
    for position in 0...whole.count {
      // Inner regions close first and outer ones open first.
      let closing = (closes[position] ?? []).sorted {
        regions[$0].range.lowerBound > regions[$1].range.lowerBound
      }
      for index in closing {
        markdown += Array("\u{E002}\(index)\u{E003}".utf8)
      }
      let opening = (opens[position] ?? []).sorted {
        regions[$0].range.upperBound > regions[$1].range.upperBound
      }
      for index in opening {
        markdown += Array("\u{E000}\(regions[index].number)\u{E001}".utf8)
      }
      if position < whole.count { markdown.append(whole[position]) }
    }
    var html = AnkiHTML.render(String(decoding: markdown, as: UTF8.self))
    if html.hasPrefix("<p>"), html.hasSuffix("</p>\n") || html.hasSuffix("</p>"),
      html.components(separatedBy: "<p>").count == 2
    {
      html = String(html.dropFirst(3))
      html = String(html[..<(html.range(of: "</p>", options: .backwards)?.lowerBound ?? html.endIndex)])
    }
    for (index, region) in regions.enumerated() {
      html = html.replacingOccurrences(of: "\u{E000}\(region.number)\u{E001}", with: "{{c\(region.number)::")
      let close = region.hint.map { "::" + AnkiHTML.escape($0) + "}}" } ?? "}}"
      html = html.replacingOccurrences(of: "\u{E002}\(index)\u{E003}", with: close)
    }
    guard !html.contains("\u{E000}"), !html.contains("\u{E002}") else { return nil }
    return html
  }
}
