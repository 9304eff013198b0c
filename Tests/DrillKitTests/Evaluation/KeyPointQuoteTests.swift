import DrillKitTesting
import Testing

@testable import DrillGrading

/// The quoted evidence of a clause (`KeyPointMatcher.quote`): the byte and scalar readings of
/// plain texts (`asciiQuote`) give what the character reading every text may take gives.
@Suite struct KeyPointQuoteTests {
  static let clauses = [
    "weak references become nil",
    "  , weak references\n become\tnil ;: ",
    ": ; ,",
    "",
    "   ",
    "a struct is copied on assignment, so every variable holds its own independent copy of the data",
    "a struct is copied on assignment, so every variable holds its own independent copy of the    data",
    "a struct is copied on assignment so every variable holds its own independent copy:   , ; of it",
    "exactly sixty-nine characters long and then a space comes right here x y",
    "`résultat` vaut 12 : reduce additionne les valeurs, moins 3, et puis l\u{2019}ordre compte vraiment",
    "Ελληνικά:\u{00A0}what does `map` return; Почему\u{2003}это ;",
  ]

  @Test(arguments: clauses)
  func plainReadingsQuoteAsCharactersDo(clause: String) {
    let quoted = KeyPointMatcher.asciiQuote(clause[...])
    expectTrue(quoted != nil)
    expectEqual(quoted, KeyPointMatcher.characterQuote(clause[...]))
  }

  @Test func aLongClauseIsCutWithAnEllipsis() {
    let clause = String(repeating: "copied ", count: 20)
    let quoted = KeyPointMatcher.quote(clause, clause.startIndex..<clause.endIndex)
    expectEqual(quoted.count, KeyPointMatcher.quoteLength)
    expectTrue(quoted.hasSuffix("d…"))
  }

  static let longClause =
    "so I would keep the handlers small and move the work into services, and the server also "
    + "caps how large an incoming request body may be before it decodes anything"

  /// A long clause is shown around the words it shares with the point, not by its opening.
  @Test func aLongClauseIsQuotedAroundThePointsWords() {
    let clause = Self.longClause
    let quoted = KeyPointMatcher.quote(
      clause, clause.startIndex..<clause.endIndex, focus: "The server limits the size of a request body.",
      stemmer: SnowballStemmer(), stop: ["the", "of", "a"])
    expectTrue(quoted.count <= KeyPointMatcher.quoteLength, "\(quoted)")
    expectTrue(quoted.hasPrefix("…"), "\(quoted)")
    for word in ["server", "request", "body"] { expectTrue(quoted.contains(word), "\(quoted)") }
    expectTrue(!quoted.contains("handlers"), "\(quoted)")
  }

  /// Two points touched by the same long clause each see their own words.
  @Test func eachPointSeesItsOwnPartOfAClause() {
    let clause = Self.longClause
    let range = clause.startIndex..<clause.endIndex
    let first = KeyPointMatcher.quote(
      clause, range, focus: "Handlers stay small; the work moves into services.", stemmer: SnowballStemmer(),
      stop: ["the", "into"])
    expectTrue(first.contains("handlers") && first.contains("services"), "\(first)")
    expectTrue(first.hasSuffix("…") && !first.hasPrefix("…"), "\(first)")
    let second = KeyPointMatcher.quote(
      clause, range, focus: "The request body is capped.", stemmer: SnowballStemmer(), stop: ["the", "is"])
    expectTrue(second != first && second.contains("body"), "\(second)")
  }

  /// A clause short enough to show whole, or sharing no word, is quoted as before.
  @Test func aShortOrUnrelatedClauseIsQuotedAsBefore() {
    let short = "weak references become nil"
    expectEqual(
      KeyPointMatcher.quote(
        short, short.startIndex..<short.endIndex, focus: "weak becomes nil", stemmer: SnowballStemmer(),
        stop: []),
      "weak references become nil")
    let clause = Self.longClause
    let range = clause.startIndex..<clause.endIndex
    expectEqual(
      KeyPointMatcher.quote(
        clause, range, focus: "actors isolate state", stemmer: SnowballStemmer(), stop: []),
      KeyPointMatcher.quote(clause, range))
  }
}
