import DrillProgress
import Foundation

/// Lines the package's reviews up with the ones the progress file already holds. Anki's
/// review log keys each review by its millisecond, and every key must be unique, so when
/// several of SwiftDrill's reviews share a millisecond `export --anki` writes the later ones
/// a millisecond or more on. Read back, such a review is the one already there with the same
/// rating a little earlier (at most as many milliseconds as the package has reviews): its time
/// is set back to that review's, so the import counts it as already there, not as a new one.
/// Reviews of one question at one millisecond (a fixed clock: a miss and its learning step) are
/// counted apart: each review there is matched once (session 46's tryout: the second of two came
/// back as a new review).
public enum AnkiReviewMatching {
  public static func align(
    _ rows: [ReviewLogCSV.Row], existing: [String: [AnkiProgress.Review]]
  ) -> [ReviewLogCSV.Row] {
    let window = Int64(rows.count)
    // How many of a question's reviews at a millisecond a row was matched with so far.
    var used: [String: Int] = [:]
    return rows.map { row in
      guard let known = existing[row.cardID], !known.isEmpty else { return row }
      let time = row.reviewedAt.unixMilliseconds
      func key(_ milliseconds: Int64) -> String { "\(row.cardID)@\(milliseconds)" }
      func unmatched(_ milliseconds: Int64) -> Bool {
        used[key(milliseconds), default: 0]
          < known.filter { $0.reviewedAt.unixMilliseconds == milliseconds }.count
      }
      if known.contains(where: { $0.reviewedAt.unixMilliseconds == time }) {
        used[key(time), default: 0] += 1
        return row
      }
      let match = known.filter { review in
        let candidate = review.reviewedAt.unixMilliseconds
        return review.rating == row.rating && candidate < time && time - candidate <= window
          && unmatched(candidate)
      }.max { $0.reviewedAt < $1.reviewedAt }
      guard let match else { return row }
      used[key(match.reviewedAt.unixMilliseconds), default: 0] += 1
      var aligned = row
      aligned.reviewedAt = match.reviewedAt
      return aligned
    }
  }
}
