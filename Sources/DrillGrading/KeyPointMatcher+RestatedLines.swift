/// A `wrong:` line touched where another point is stated (session 30, s30-grading82). A question's
/// `wrong:` lines borrow its other points' words: "an `NS_OPTIONS` type imports as an enum" (on
/// "… imports as a struct that conforms to `OptionSet`") claims of `NS_OPTIONS` what the first
/// point says of `NS_ENUM`. A sentence that states that other point ("NS_ENUM imports as a Swift
/// enum with Int raw values") touched the line, and a right answer was told it said the wrong
/// claim.
extension KeyPointMatcher {
  /// Marks each touched `wrong:` line `restated` where another point's best touch overlaps its
  /// touch with at least the line's share, and every concept of the line the touch says is a word
  /// of that other point or of the line's own point (with their `also:` lines, each with its
  /// polarity): the clause says that point, and of the line only what the two points say, none of
  /// its wrong claim. "NS_OPTIONS imports as an enum too", a sentence no other point is touched in,
  /// still states the line. A restated line contradicts nothing; one that would have leaves its
  /// point `doubted` (`decideWrongLines`), so the answer's other points are read as before. Cost:
  /// per touched line, a range test per other point touched, and a few set lookups where they
  /// overlap.
  static func markRestatedLines(_ graded: inout [Graded], question: WrongLineContext) {
    let touches = graded.map(\.3)
    for index in graded.indices {
      for (number, line) in graded[index].2.enumerated() {
        graded[index].2[number].restated = touches.indices.contains { other in
          guard other != index, let touch = touches[other], touch.share >= line.signal.share,
            touch.range.overlaps(line.range)
          else { return false }
          return line.signal.said.allSatisfy {
            question.keys(of: other).contains($0) || question.keys(of: index).contains($0)
          }
        }
      }
    }
  }
}
