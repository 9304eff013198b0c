/// How much of a typed (not code) answer is graded and stored: the first `characters`
/// characters, then the first `bytes` UTF-8 bytes of those, cut at a Unicode scalar. One rule
/// for the app (`QuestionAsker.capped`, which also says so on screen) and the fuzz targets that
/// grade an answer as the app does.
public enum AnswerCut {
  /// Far more than a spoken answer of several minutes (about 750 words, 4,500 characters), so a
  /// real answer never meets it; a pasted megabyte is cut here instead of holding the grader for
  /// minutes (session 44's tryout: 91 s for 1 MB without a full stop) and filling the progress file.
  public static let characters = 10_000

  /// Four a character of `characters`, more than 10,000 characters of any script take. Marks
  /// stacked on one letter are one character however many there are: session 49's fuzzing found
  /// 150,000 accents on one `a` (300 KB) passed the character cut whole and held the grader about
  /// a second a key point.
  public static let bytes = 4 * characters

  /// Which limit cut an answer, with the answer's own count in that unit.
  public enum Limit: Equatable, Sendable {
    case characters(Int)
    case bytes(Int)
  }

  /// `text` as it is graded, and the limit that cut it (nil when it is kept whole).
  public static func cut(_ text: String) -> (text: String, limit: Limit?) {
    guard text.utf8.count > characters else { return (text, nil) }
    let count = text.count
    let kept = count > characters ? String(text.prefix(characters)) : text
    if kept.utf8.count > bytes { return (prefix(kept, bytes: bytes), .bytes(text.utf8.count)) }
    return count > characters ? (kept, .characters(count)) : (text, nil)
  }

  /// The longest start of `text` of at most `limit` UTF-8 bytes that ends at a Unicode scalar.
  public static func prefix(_ text: String, bytes limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    var used = 0
    for scalar in text.unicodeScalars {
      used += UTF8.width(scalar)
      guard used <= limit else { break }
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
