import DrillSupport
import DrillScheduling
import Foundation

/// The review log in fsrs-optimizer's CSV columns, as `export --reviews-csv` writes it:
/// `card_id,review_time,review_rating,review_state,review_duration`. `review_time` is Unix
/// milliseconds, `review_rating` 1–4, `review_state` 0–3 and `review_duration`
/// milliseconds; the last two may be empty. The header is required; columns may come in
/// any order and extra columns are ignored.
public enum ReviewLogCSV {
  /// One row.
  public struct Row: Sendable, Equatable {
    public var line: Int
    public var cardID: String
    public var reviewedAt: Date
    public var rating: Rating
    public var state: Int?
    public var durationMilliseconds: Int?
  }

  static let requiredColumns = ["card_id", "review_time", "review_rating"]

  /// Parses `text`; any bad row makes the whole file fail, every bad line listed.
  public static func parse(_ text: String) throws(ReviewImportError) -> [Row] {
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let header = lines.first else { throw .empty }
    let names = header.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
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
    for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
      let number = index + 1
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
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
        parsedDuration = value
      }
      rows.append(
        Row(
          line: number, cardID: cardID, reviewedAt: Date(unixMilliseconds: milliseconds), rating: grade,
          state: parsedState, durationMilliseconds: parsedDuration))
    }
    guard problems.isEmpty else { throw .badRows(problems) }
    return rows
  }
}
