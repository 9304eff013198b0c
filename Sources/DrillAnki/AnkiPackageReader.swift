import DrillContent
import DrillSupport
import Foundation

/// Reads an Anki package (`.apkg`) into a Markdown pack. The zip is read through
/// `ZipReader`'s limits (no entry over 512 MB, none expanding more than 200 times, no
/// unsafe names); the collection must be an SQLite Anki collection (`collection.anki21`,
/// else `collection.anki2`); media files are never extracted.
public enum AnkiPackageReader {
  public static func read(
    path: String, packID: String?, limits: ZipReader.Limits = ZipReader.Limits()
  ) throws(AnkiPackageError) -> AnkiImport {
    let zip: ZipReader
    do {
      zip = try ZipReader(path: path, limits: limits)
    } catch {
      throw .archive(error)
    }
    let entry: String
    if zip.contains("collection.anki21") {
      entry = "collection.anki21"
    } else if zip.contains("collection.anki21b") {
      throw .newerFormatOnly
    } else if zip.contains("collection.anki2") {
      entry = "collection.anki2"
    } else {
      throw .noCollection(entries: zip.names)
    }
    let data: Data
    do {
      data = try zip.data(of: entry)
    } catch {
      throw .archive(error)
    }
    let scratch = try ScratchFolder.make()
    defer { scratch.remove() }
    let notes = try AnkiCollectionReader.read(data, scratch: scratch)
    let deck = mostCommonDeck(notes)
    let id = packID ?? defaultPackID(deck)
    var converter = AnkiNoteConverter(packID: id)
    let questions = converter.convert(notes)
    let title = deck.replacingOccurrences(of: "::", with: " › ")
    let pack = Pack(
      id: id, title: title.isEmpty ? "Imported from Anki" : title, tags: ["anki"],
      intro: "Imported from the Anki deck “\(title)”.", questions: questions, path: "", format: .markdown)
    return AnkiImport(pack: pack, markdown: MarkdownPackWriter.write(pack), report: converter.report)
  }

  static func mostCommonDeck(_ notes: [AnkiCollectionReader.Note]) -> String {
    let counts = Dictionary(grouping: notes, by: \.deck).mapValues(\.count)
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? "Anki"
  }

  static func defaultPackID(_ deck: String) -> String {
    let last = deck.components(separatedBy: "::").last ?? deck
    let slug = ContentID.slug("anki \(last)")
    return ContentID.isValid(slug) ? slug : "anki-import"
  }
}
