/// A `wrong:` line touched where another point is stated (session 30, s30-grading82). A question's
/// `wrong:` lines borrow its other points' words: "ATS upgrades an `http://` request to HTTPS for
/// you" (on "a plain `http://` load is blocked") shares ATS and HTTPS with "App Transport Security
/// requires HTTPS with TLS 1.2 or later". A clause that states that other point ("ATS enforces
/// HTTPS with TLS 1.2 or higher") touched the line, and a right answer was told it said the wrong
/// claim.
extension KeyPointMatcher {
  /// Marks each touched `wrong:` line `restated` where another point's best touch overlaps its
  /// touch with at least the line's share, and every concept of the line the touch says is a word
  /// of that other point or of the line's own point (with their `also:` lines, each with its
  /// polarity): the clause says that point, and of the line only what the two points say, none of
  /// its wrong claim. A restated line contradicts nothing; one that would have is `doubted`
  /// (`decideWrongLines`), so the answer's other points are read as before. Cost: per touched line,
  /// a range test per other point touched, and a few set lookups where they overlap.
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
