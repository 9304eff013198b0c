/// Amounts (session 37, s37-grading111): more than one said without a count word, and a `one`
/// that counts nothing, for `counts(in:stemmer:stop:)`. A point that says a thing is one
/// ("builds exactly one version", "optimises the module as one unit", "two requests share one
/// download") is not stated by a sentence that says there are more ("builds both versions",
/// "each file as its own unit", "each get their own download", "as many slices as you want"),
/// and the other way round ("each configured widget has its own timeline" against "all the
/// widgets share a single timeline"). `each`, `every` and `all` alone are no amount: "each request
/// waits" says nothing of how many run at once.
extension KeyPointMatcher {
  /// One count of a text: how many (1, a number, or `severalCount`) of `thing` (a stem), and
  /// whether it is one for each of something ("one request per event") or each one's own ("each
  /// event in its own request"): the two say the same.
  struct Count: Equatable {
    var count: Int
    var thing: String
    var perEach = false

    /// Whether the two say the same amount: both one, both more, or one for each.
    func agrees(with other: Count) -> Bool {
      (count == 1) == (other.count == 1) || (perEach && other.perEach)
    }
  }

  /// Words that say more than one on their own.
  static let unboundedCounts: Set<String> = ["unlimited", "countless", "unbounded"]
  /// Words before `many` that make it a question or a degree, no amount ("how many", "too many").
  static let manyDegrees: Set<String> = ["how", "however", "too", "so"]
  /// After "as many … as": a wish has no bound ("as many as you want", "as needed"); anything else
  /// is a ratio ("as many threads as cores").
  static let unboundedAfterAs: Set<String> = ["needed", "necessary", "possible", "wanted", "desired"]
  /// A wisher after "as" ("as you want", "as it likes"); also "they both", no count.
  static let asPronouns: Set<String> = ["you", "it", "they", "we", "i", "he", "she", "one"]
  /// A wish after the wisher ("as you want").
  static let wishVerbs: Set<String> = [
    "want", "wants", "like", "likes", "need", "needs", "please", "pleases",
  ]
  /// Words before a possessive `own` or `separate` that give each one its own thing.
  static let distributives: Set<String> = ["each", "every", "per"]
  /// Possessives before `own`: "its own", "their own".
  static let possessives: Set<String> = ["its", "their", "his", "her", "our", "your", "my"]
  /// Words after a `one` that make it one for each ("one request per event", "one color each").
  static let rateWords: Set<String> = ["per", "each", "apiece", "every"]
  /// Words before `one` that make it a pronoun ("either one", "which one").
  static let pronounOnes: Set<String> = [
    "either", "each", "every", "any", "which", "this", "that", "no", "neither",
  ]
  /// Words that open a noun phrase: "the right one", "a new one" is a pronoun after its adjective.
  static let pronounOpeners: Set<String> = ["the", "a", "an", "this", "that"]

  /// More than one said by `word` at `index` of `stretch` without a count word: `many` (not "how
  /// many"; "as many … as" only before a wish), `both` (not "both X and Y", a list, nor "they
  /// both"), `unlimited`, and each one's own thing ("its own", "their own", "a separate" after
  /// `each`, `every` or `per`; "a new" with one of them anywhere in the stretch). Nil otherwise.
  static func amount(of word: String, at index: Int, in stretch: [String]) -> Count? {
    let before = index > 0 ? stretch[index - 1] : ""
    let several = Count(count: severalCount, thing: "")
    switch word {
    case "many":
      guard before == "as" else { return manyDegrees.contains(before) ? nil : several }
      guard let later = stretch[(index + 1)...].firstIndex(of: "as"), later + 1 < stretch.count else {
        return nil
      }
      let verb = later + 2 < stretch.count ? stretch[later + 2] : ""
      let wish = asPronouns.contains(stretch[later + 1]) && wishVerbs.contains(verb)
      return wish || unboundedAfterAs.contains(stretch[later + 1]) ? several : nil
    case "both":
      let list = stretch[(index + 1)..<min(stretch.count, index + 5)].contains("and")
      return list || asPronouns.contains(before) || before == "them" ? nil : several
    case _ where unboundedCounts.contains(word):
      return several
    default:
      // Only `own`, `separate` and `new` look for a distributive (a scan of the stretch each).
      let own = (word == "own" && possessives.contains(before)) || word == "separate"
      guard own || (word == "new" && before == "a") else { return nil }
      let distributed =
        own
        ? stretch[..<index].contains(where: distributives.contains)
        : stretch.contains(where: distributives.contains)
      return distributed ? Count(count: severalCount, thing: "", perEach: true) : nil
    }
  }

  /// Whether the `one` at `index` of `stretch` counts nothing: a pronoun ("either one", "the right
  /// one"), one of two ("when one side changes, the other side sees it", up to the sentence's
  /// end: `rest`, its later stretches), or a range ("one to twenty kilometres", "one or two").
  static func countsNothing(at index: Int, in stretch: [String], rest: ArraySlice<[String]>) -> Bool {
    let before = index > 0 ? stretch[index - 1] : ""
    if pronounOnes.contains(before) { return true }
    if index > 1, pronounOpeners.contains(stretch[index - 2]), !countFillers.contains(before) { return true }
    let after = stretch[(index + 1)...]
    if after.contains("other") || after.contains("another")
      || rest.contains(where: { $0.contains("other") || $0.contains("another") })
    {
      return true
    }
    guard index + 2 < stretch.count, ["to", "or"].contains(stretch[index + 1]) else { return false }
    let next = stretch[index + 2]
    return countWords[next] != nil || Int(next) != nil
  }
}
