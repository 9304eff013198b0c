import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites the lexicon lacked (session 40, s40-lexicon1; docs/evaluation.md): the longest side
/// against the shortest, and a comparison said the other way round (`more than` against `fewer
/// than` and `less than`). With main's lexicon before this round each contradiction below was
/// credited and the first denial of the opposite was told it contradicts; the second is credited
/// with both (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS40Lexicon1Tests {
  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `longest | shortest`
    (
      "`CGImageSourceCreateThumbnailAtIndex` with `kCGImageSourceThumbnailMaxPixelSize` makes a thumbnail whose longest side is at most that many pixels.",
      "kCGImageSourceThumbnailMaxPixelSize sets the shortest side of the thumbnail."
    ),
    // `more than | fewer than | less than`
    (
      "An `Annotation` creates a full SwiftUI view for every item, so hundreds of them cost more than markers.",
      "Hundreds of annotations cost less than markers."
    ),
    (
      "Consistency across the codebase matters more than the pattern's name.",
      "Consistency across the codebase matters less than the pattern's name."
    ),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(check.contradicted, "\(answer): \(check)")
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "An `Annotation` creates a full SwiftUI view for every item, so hundreds of them cost more than markers.",
      "Annotations don't cost less than markers, each one is a full SwiftUI view."
    ),
    (
      "`CGImageSourceCreateThumbnailAtIndex` with `kCGImageSourceThumbnailMaxPixelSize` makes a thumbnail whose longest side is at most that many pixels.",
      "The max pixel size caps the longest side of the thumbnail, not the shortest side."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(check.credited && !check.contradicted, "\(answer): \(check)")
  }
}
