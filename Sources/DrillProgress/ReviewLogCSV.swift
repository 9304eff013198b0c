import DrillScheduling
import DrillSupport
import Foundation

/// The review log in fsrs-optimizer's CSV columns, as `export --reviews-csv` writes it:
/// `card_id,review_time,review_rating,review_state,review_duration`. `review_time` is Unix
/// milliseconds, `review_rating` 1–4, `review_state` 0–3 and `review_duration`
/// milliseconds; the last two may be empty. The header is required; columns may come in
/// any order and extra columns are ignored. Fields are read as RFC 4180 writes them: a
/// quoted field may hold commas, doubled quotes and line breaks, and `"1"` is `1`.
public enum ReviewLogCSV {
  /// One row.
  public struct Row: Sendable, Equatable {
    public var line: Int
    public var cardID: String
    public var reviewedAt: Date
    public var rating: Rating
    public var state: Int?
    public var durationMilliseconds: Int?
    /// `review_time` as written (`reviewedAt` is a `Date`, whose seconds lose a millisecond near
    /// the year 287168).
    public var milliseconds: Int64 = 0
  }

  static let requiredColumns = ["card_id", "review_time", "review_rating"]

  /// How far past now a review may be dated and still come in: one hour, for a clock that runs a
  /// little ahead on the machine that recorded it.
  public static let futureSlackMilliseconds: Int64 = 3_600_000

  /// The latest review time (Unix milliseconds) an import takes at `now`: a review dated later
  /// never happened, and it would bury its question (session 53's tryout, finding 3: one dated in
  /// the year 287168 took a question out of the rotation for 104 million days).
  public static func latestTime(_ now: Date) -> Int64 {
    now.unixMilliseconds + futureSlackMilliseconds
  }

  /// The rows of `rows` whose card is a question (`isQuestion`) dated later than
  /// `latestTime(now)`, as bad rows: a foreign card is never asked (a simulated log may run on for
  /// decades), a question would be buried.
  public static func laterThan(_ now: Date, _ rows: [Row], isQuestion: (String) -> Bool)
    -> [ReviewImportError.Problem]
  {
    let latest = latestTime(now)
    return rows.filter { $0.milliseconds > latest && isQuestion($0.cardID) }.map { row in
      let time = row.milliseconds
      return .init(
        line: row.line,
        message:
          "review_time \(time) is later than now (\(ISO8601.format(Date(timeIntervalSince1970: Double(time / 1_000)))))"
      )
    }
  }

  /// Parses `text`; any bad row makes the whole file fail, every bad line listed. Durations are
  /// clamped (`ReviewDuration`).
  public static func parse(_ text: String) throws(ReviewImportError) -> [Row] {
    var records = try records(text)
    while let last = records.last, last.fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty })
    { records.removeLast() }
    guard let header = records.first else { throw .empty }
    let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    let missing = requiredColumns.filter { !names.contains($0) }
    guard missing.isEmpty else { throw .missingColumns(missing) }
    func column(_ name: String) -> Int? { names.firstIndex(of: name) }
    let card = column("card_id") ?? 0
    let time = column("review_time") ?? 1
    let rating = column("review_rating") ?? 2
    let state = column("review_state")
    let duration = column("review_duration")

    var rows: [Row] = []
    var problems: [ReviewImportError.Problem] = []
    for record in records.dropFirst()
    where !record.fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
      let number = record.line
      let fields = record.fields.map { $0.trimmingCharacters(in: .whitespaces) }
      func field(_ column: Int?) -> String? {
        guard let column, column < fields.count else { return nil }
        return fields[column]
      }
      func fail(_ message: String) { problems.append(.init(line: number, message: message)) }
      guard fields.count >= names.count else {
        fail("\(fields.count) fields, the header has \(names.count)")
        continue
      }
      let cardID = field(card) ?? ""
      guard !cardID.isEmpty else {
        fail("card_id is empty")
        continue
      }
      guard let milliseconds = field(time).flatMap({ Int64($0) }), milliseconds >= 0 else {
        fail("review_time \"\(field(time) ?? "")\" is not a number of milliseconds")
        continue
      }
      guard let value = field(rating).flatMap({ Int($0) }), let grade = Rating(rawValue: value) else {
        fail("review_rating \"\(field(rating) ?? "")\" is not 1, 2, 3 or 4")
        continue
      }
      var parsedState: Int?
      if let text = field(state), !text.isEmpty {
        guard let value = Int(text), (0...3).contains(value) else {
          fail("review_state \"\(text)\" is not 0, 1, 2 or 3")
          continue
        }
        parsedState = value
      }
      var parsedDuration: Int?
      if let text = field(duration), !text.isEmpty {
        guard let value = Int(text), value >= 0 else {
          fail("review_duration \"\(text)\" is not a number of milliseconds")
          continue
        }
        parsedDuration = ReviewDuration.clamped(value)
      }
      rows.append(
        Row(
          line: number, cardID: cardID, reviewedAt: Date(unixMilliseconds: milliseconds), rating: grade,
          state: parsedState, durationMilliseconds: parsedDuration, milliseconds: milliseconds))
    }
    guard problems.isEmpty else { throw .badRows(problems) }
    return rows
  }

  /// One record of the file: its fields and the line it starts on.
  struct Record {
    var line: Int
    var fields: [String]
  }

  /// The records of `text` as RFC 4180 reads them: fields split at commas outside quotes,
  /// `""` inside a quoted field is one quote, line breaks (LF or CRLF) end a record unless
  /// quoted. A quote left open is an error at the line it opened on.
  static func records(_ text: String) throws(ReviewImportError) -> [Record] {
    var records: [Record] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var line = 1
    var recordLine = 1
    var quoteLine = 1
    var characters = text.makeIterator()
    var pending: Character?
    func next() -> Character? {
      if let character = pending {
        pending = nil
        return character
      }
      return characters.next()
    }
    while let character = next() {
      if quoted {
        if character == "\"" {
          if let following = next() {
            if following == "\"" {
              field.append("\"")
            } else {
              quoted = false
              pending = following
            }
          } else {
            quoted = false
          }
        } else {
          if character.isNewline { line += 1 }
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"" where field.trimmingCharacters(in: .whitespaces).isEmpty:
        field = ""
        quoted = true
        quoteLine = line
      case ",":
        fields.append(field)
        field = ""
      case _ where character.isNewline:
        fields.append(field)
        records.append(Record(line: recordLine, fields: fields))
        fields = []
        field = ""
        line += 1
        recordLine = line
      default:
        field.append(character)
      }
    }
    guard !quoted else {
      throw .badRows([.init(line: quoteLine, message: "a quoted field is never closed")])
    }
    if !field.isEmpty || !fields.isEmpty {
      fields.append(field)
      records.append(Record(line: recordLine, fields: fields))
    }
    return records
  }

  /// `value` as a CSV field: quoted (quotes doubled) when it holds a comma, a quote or a line break.
  public static func field(_ value: String) -> String {
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return value }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
