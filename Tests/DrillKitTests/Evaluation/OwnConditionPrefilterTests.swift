import Testing

@testable import DrillGrading

/// The byte test before a token is looked up as a condition's opener
/// (`StatementReader.mayOpenCondition`, docs/performance.md, s32-checkfast27): it may let
/// through a word that is no opener, never turn one away.
@Suite struct OwnConditionPrefilterTests {
  typealias Reader = StatementReader

  /// Every opener passes the byte test.
  @Test func everyOpenerPasses() {
    for opener in Reader.ownConditionOpeners {
      #expect(Reader.mayOpenCondition(opener), "\(opener)")
    }
  }

  /// Over the openers changed by a byte, cut, grown and cased, and every short word of a few
  /// letters: a word the byte test turns away is no opener, and the test turns some away.
  @Test func aWordTurnedAwayIsNoOpener() {
    var words: Set<String> = ["", "é", "ifé", "wh", "x"]
    let letters = Array("abfiknouwxyz é").map(String.init)
    for opener in Reader.ownConditionOpeners {
      words.formUnion(nearMisses(of: opener, letters: letters))
      words.insert(opener + "s")
    }
    for first in letters {
      for second in letters {
        for third in letters { words.insert(first + second + third) }
      }
    }
    var turnedAway = 0
    for word in words where !Reader.mayOpenCondition(word) {
      turnedAway += 1
      #expect(!Reader.ownConditionOpeners.contains(word), "\(word)")
    }
    #expect(turnedAway > words.count / 2)
  }
}
