import DrillKitTesting
import Testing

@testable import DrillGrading

/// `misstates` scans the point for slots once for `miscounts` and `misargues` (issue 29 (a),
/// s27-checkfast11): each rule answers with the scan passed as without it, and `misstates` as
/// the rules each scanning it.
@Suite struct MisstatementSlotScanTests {
  static let pairs: [(point: String, said: String)] = [
    ("An actor runs one task at a time", "An actor runs several tasks at a time"),
    ("An actor runs ONE task at a time", "An actor runs one task at a time"),
    ("The coordinator is a parent coordinator", "The coordinator is a child coordinator"),
    ("The view is drawn inside the safe area", "The view is drawn outside the safe area"),
    ("The closure runs after the function returns", "The closure runs before the function returns"),
    ("Retries 3 times before failing", "Retries 5 times before failing"),
    ("Structs are copied on assignment", "Structs are shared on assignment"),
    ("Une classe est un type référence", "Une classe est un type valeur"),
    ("", "anything at all"),
  ]

  @Test func eachRuleAnswersWithTheScanPassedAsWithout() {
    let stemmer = SnowballStemmer()
    var (counted, argued) = (0, 0)
    for (point, said) in Self.pairs {
      let slotted = KeyPointMatcher.mayHoldSlots(point)
      let counts = KeyPointMatcher.miscounts(point: point, said: said[...], stemmer: stemmer, stop: [])
      let argues = KeyPointMatcher.misargues(point: point, said: said[...], stemmer: stemmer, stop: [])
      let said = said[...]
      expectEqual(
        KeyPointMatcher.miscounts(point: point, said: said, stemmer: stemmer, stop: [], slotted: slotted),
        counts, "\(point)")
      expectEqual(
        KeyPointMatcher.misargues(point: point, said: said, stemmer: stemmer, stop: [], slotted: slotted),
        argues, "\(point)")
      let others =
        KeyPointMatcher.misscopes(point: point, said: said[...], stemmer: stemmer, stop: [])
        || KeyPointMatcher.misquantifies(point: point, said: said[...], stemmer: stemmer, stop: [])
        || KeyPointMatcher.mistimes(point: point, said: said[...])
        || KeyPointMatcher.miscosts(point: point, said: said[...], stemmer: stemmer, stop: [])
        || KeyPointMatcher.misnames(point: point, said: said[...], stemmer: stemmer, stop: [])
      expectEqual(
        KeyPointMatcher.misstates(point: point, said: said[...], stemmer: stemmer, stop: []),
        counts || argues || others, "\(point)")
      counted += counts ? 1 : 0
      argued += argues ? 1 : 0
    }
    // Both rules take some pair back: a scan passed as false would fail them.
    expectTrue(counted > 0 && argued > 0, "\(counted) miscounted, \(argued) misargued")
  }
}
