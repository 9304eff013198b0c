import DrillContent
import DrillProgress
import DrillSupport
import Foundation

/// Reads an Anki package (`.apkg`) into a Markdown pack. The zip is read through
/// `ZipReader`'s limits (no entry over 512 MB, none expanding more than 200 times, no
/// unsafe names), and so is a zstd-compressed collection; the collection must be an SQLite
/// Anki collection: `collection.anki21b` (Anki 2.1.50 and later, zstd, schema 18), else
/// `collection.anki21`, else `collection.anki2`. Media files are never extracted.
public enum AnkiPackageReader {
  /// `existing` is asked only when the package holds SwiftDrill's own notes.
  public static func read(
    path: String, packID: String?, limits: ZipReader.Limits = ZipReader.Limits(), now: Date? = nil,
    existing: () -> AnkiExistingContent = { AnkiExistingContent() }
  ) throws(AnkiPackageError) -> AnkiImport {
    let zip: ZipReader
    do {
      zip = try ZipReader(path: path, limits: limits)
    } catch {
      throw .archive(error)
    }
    guard
      let entry = ["collection.anki21b", "collection.anki21", "collection.anki2"].first(where: zip.contains)
    else {
      throw .noCollection(entries: zip.names)
    }
    var data: Data
    do {
      data = try zip.data(of: entry)
    } catch {
      throw .archive(error)
    }
    if entry == "collection.anki21b" || Zstd.isCompressed(data) {
      data = try decompress(data, entry: entry, limits: limits)
    }
    let media =
      zip.contains("media") ? (try? mediaNames(zip.data(of: "media"), limits: limits, in: zip)) ?? [] : []
    let scratch = try ScratchFolder.make()
    defer { scratch.remove() }
    let contents = try AnkiCollectionReader.read(data, scratch: scratch)
    let notes = contents.notes
    let deck = mostCommonDeck(notes)
    let id = packID ?? defaultPackID(deck)
    var converter = AnkiNoteConverter(packID: id, tagDecks: Set(notes.map(\.deck)).count > 1)
    let questions = converter.convert(notes)
    let title = deck.replacingOccurrences(of: "::", with: " › ")
    let pack = Pack(
      id: id, title: title.isEmpty ? "Imported from Anki" : title, tags: ["anki"],
      intro: "Imported from the Anki deck “\(title)”.", questions: [], path: "", format: .markdown)
    var placed = place(
      questions, in: pack, converter: converter,
      existing: converter.ownQuestions.isEmpty ? AnkiExistingContent() : existing())
    placed.report.mediaFiles = media.count
    for file in placed.files { try verify(file.markdown, pack: file.pack) }
    (placed.reviews, placed.report.reviewsLeftOut) = try reviewRows(
      contents.reviews, cardQuestions: placed.cardQuestions, latest: now.map(ReviewLogCSV.latestTime))
    placed.report.reviewsInPackage = placed.reviews.count
    for card in contents.memories {
      if let question = placed.cardQuestions["\(card.note):\(card.card)"] {
        placed.result.memories[question] = card.memory
      }
    }
    return placed.result
  }

  /// The pack as written must load with no diagnostics and give back the same questions;
  /// anything else is a bug in the conversion, reported instead of a pack that loses notes.
  static func verify(_ markdown: String, pack: Pack) throws(AnkiPackageError) {
    let library = ContentLoader().loadPack(text: markdown, path: "\(pack.id).md")
    var problems = library.diagnostics.map { "line \($0.location.line): \($0.message)" }
    if problems.isEmpty {
      let written = library.questions
      if written.count != pack.questions.count {
        problems.append("\(pack.questions.count) questions made, \(written.count) read back")
      } else {
        for (made, read) in zip(pack.questions, written) {
          let same =
            made.localID == read.localID && made.title == read.title && made.accept == read.accept
            && made.choices == read.choices && made.type == read.type && made.level == read.level
          if !same { problems.append("question \(made.localID) reads back differently") }
        }
      }
    }
    guard problems.isEmpty else { throw .packFailsCheck(problems) }
  }

  /// The review log as rows for `ProgressStore.importReviewLog` (through `ReviewLogCSV`, the
  /// same reader as `import --reviews-csv`, which clamps durations): answers of cards that
  /// became a question, dated no later than `latest` (milliseconds) when given; every other row
  /// counted by why it was left out.
  static func reviewRows(
    _ reviews: [AnkiCollectionReader.Review], cardQuestions: [String: String], latest: Int64? = nil
  ) throws(AnkiPackageError) -> ([ReviewLogCSV.Row], LeftOutReviews) {
    var csv = "card_id,review_time,review_rating,review_state,review_duration\n"
    var count = 0
    var leftOut = LeftOutReviews()
    for review in reviews {
      guard (0...4).contains(review.rating), (0...5).contains(review.state) else {
        leftOut.damaged += 1
        continue
      }
      guard review.rating > 0, review.state <= 3 else {
        leftOut.notAnswers += 1
        continue
      }
      guard let note = review.note, let question = cardQuestions["\(note):\(review.card)"] else {
        leftOut.otherCards += 1
        continue
      }
      // Before year 0 or past `latest`: a review that never happened buries its question.
      guard review.time >= 0, latest.map({ review.time <= $0 }) ?? true else {
        leftOut.afterNow += review.time >= 0 ? 1 : 0
        leftOut.damaged += review.time >= 0 ? 0 : 1
        continue
      }
      csv +=
        "\(question),\(review.time),\(review.rating),\(review.state),\(max(review.durationMilliseconds, 0))\n"
      count += 1
    }
    guard count > 0 else { return ([], leftOut) }
    do {
      return (try ReviewLogCSV.parse(csv), leftOut)
    } catch {
      throw .notACollection(detail: "its review log is not readable (\(error.localizedDescription))")
    }
  }

  static func decompress(_ data: Data, entry: String, limits: ZipReader.Limits) throws(AnkiPackageError)
    -> Data
  {
    do {
      return try Zstd.decompress(data, limits: limits)
    } catch {
      switch error {
      case .tooLarge(let limit): throw .archive(.tooLarge(entry: entry, limit: limit))
      case .suspiciousRatio(let ratio): throw .archive(.suspiciousRatio(entry: entry, ratio: ratio))
      case .corrupt(let detail): throw .notACollection(detail: "its zstd compression is damaged (\(detail))")
      }
    }
  }

  /// The media files the package holds: the legacy map is JSON (`{"0": "name.png"}`), the
  /// modern one zstd-compressed protobuf (`MediaEntries`: repeated `{1: name, 2: size, 3: sha1}`).
  /// Only those whose file is in `zip` (the legacy map's keys, the modern list's places: "0", "1",
  /// …) count: a map naming 4 files of which the zip holds 1 was "4 media files" (session 53's
  /// tryout, finding 4).
  static func mediaNames(_ data: Data, limits: ZipReader.Limits, in zip: ZipReader) throws(AnkiPackageError)
    -> [String]
  {
    if Zstd.isCompressed(data) {
      let plain = try decompress(data, entry: "media", limits: limits)
      return Protobuf(plain).messages(1).enumerated().compactMap { index, entry in
        zip.contains(String(index)) ? entry.string(1) : nil
      }
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
    return object.filter { zip.contains($0.key) }.values.compactMap { $0 as? String }.sorted()
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
