import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A rival the lexicon lacked (session 49, s49-lexicon10; docs/evaluation.md), mined from a census
/// of the contradicted points the ordinary sets and the wrong-claim probes credit: compressed data
/// said where a point says decoded images (`rival: decode | compressed`; the `decode` group already
/// holds `decompressed`). Each wrong claim below was credited by main's lexicon; each right answer
/// names both sides and stays credited.
@Suite struct KeyPointMatcherS49Lexicon10Tests {
  /// Compressed data said where the point says decoded images: a contradiction.
  @Test(arguments: [
    (
      "The thumbnail cache in memory keeps decoded images, ready to draw.",
      "The thumbnail cache in memory keeps the compressed PNG files, ready to draw."
    ),
    (
      "The image cache in memory holds decoded bitmaps.",
      "The image cache in memory holds the compressed JPEG bytes."
    ),
  ])
  func compressedForDecodedContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// Right answers that name both sides, each with its own claim: credited, with no contradiction.
  @Test(arguments: [
    (
      "The thumbnail cache in memory keeps decoded images, ready to draw.",
      "The thumbnail cache in memory keeps decoded images ready to draw, while the disk cache keeps the compressed files."
    ),
    (
      "The thumbnail cache in memory keeps decoded images, ready to draw.",
      "The thumbnail cache in memory keeps decoded images ready to draw, not the compressed data."
    ),
    (
      "The file's compressed size does not matter once the image is decoded.",
      "The compressed size of the file stops mattering once the image is decoded into a bitmap."
    ),
    (
      "A decoded bitmap takes width times height times four bytes.",
      "Once decoded, a bitmap takes width times height times four bytes, whatever the compressed file size was."
    ),
  ])
  func bothSidesNamedAreCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
