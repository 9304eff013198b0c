import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress

/// The review log is read as RFC 4180 writes CSV.
@Suite struct ReviewLogCSVQuotingTests {
  static let header = "card_id,review_time,review_rating,review_state,review_duration"

  @Test func aQuotedFieldIsTheSameAsABareOne() throws {
    let bare = try ReviewLogCSV.parse("\(Self.header)\n1,1000,3,0,0\n")
    let quoted = try ReviewLogCSV.parse("\(Self.header)\r\n\"1\",\"1000\",\"3\",\"0\",\"0\"\r\n")
    expectEqual(quoted, bare)
  }

  @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
    let text = "\(Self.header)\n\"deck, \"\"one\"\"\nnext\",1000,3,,\nplain,2000,1,,\n"
    let rows = try ReviewLogCSV.parse(text)
    expectEqual(rows.map(\.cardID), ["deck, \"one\"\nnext", "plain"])
    // Lines are counted where each record starts, line breaks inside quotes included.
    expectEqual(rows.map(\.line), [2, 4])
  }

  @Test func aQuoteLeftOpenIsAnError() {
    #expect(throws: ReviewImportError.badRows([.init(line: 2, message: "a quoted field is never closed")])) {
      try ReviewLogCSV.parse("\(Self.header)\n\"open,1000,3,,\n")
    }
  }

  @Test func fieldsAreQuotedOnlyWhenTheyNeedIt() {
    expectEqual(ReviewLogCSV.field("basics/double"), "basics/double")
    expectEqual(ReviewLogCSV.field("a,b"), "\"a,b\"")
    expectEqual(ReviewLogCSV.field("say \"hi\""), "\"say \"\"hi\"\"\"")
  }
}
