/// The one rule for a review's duration where reviews cross to or from another program: at most
/// 60 000 ms, as Anki records an answer's time (its "maximum answer seconds", 60 by default), and
/// never below 0. `import --anki` and `import --reviews-csv` clamp what comes in, and `export
/// --anki` and `export --reviews-csv` what goes out (session 53's tryout, finding 4: a revlog
/// `time` of 9223372036854775807 ms came in and went out again as it was).
public enum ReviewDuration {
  /// The longest duration kept: one minute.
  public static let maximumMilliseconds = 60_000

  /// `milliseconds` within 0…`maximumMilliseconds`.
  public static func clamped(_ milliseconds: Int) -> Int {
    min(max(milliseconds, 0), maximumMilliseconds)
  }
}
