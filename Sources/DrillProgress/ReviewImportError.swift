import Foundation

/// Why a review log could not be imported. Nothing is imported when any of these is thrown.
public enum ReviewImportError: Error, Equatable, LocalizedError {
  /// One line that makes no sense.
  public struct Problem: Sendable, Equatable {
    public var line: Int
    public var message: String
  }

  case empty
  case missingColumns([String])
  case badRows([Problem])
  case store(ProgressStoreError)

  public var errorDescription: String? {
    switch self {
    case .empty:
      "The review log is empty: it needs a header line card_id,review_time,review_rating,…"
    case .missingColumns(let columns):
      "The review log's header lacks \(columns.joined(separator: ", ")) "
        + "(expected card_id,review_time,review_rating,review_state,review_duration). Nothing was imported."
    case .badRows(let problems):
      ([
        "\(problems.count) row\(problems.count == 1 ? "" : "s") of the review log "
          + "make\(problems.count == 1 ? "s" : "") no sense; nothing was imported:"
      ]
        + problems.prefix(20).map { "  line \($0.line): \($0.message)" }
        + (problems.count > 20 ? ["  … and \(problems.count - 20) more"] : []))
        .joined(separator: "\n")
    case .store(let error):
      error.localizedDescription
    }
  }
}
