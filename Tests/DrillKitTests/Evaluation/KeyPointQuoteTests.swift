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
}
