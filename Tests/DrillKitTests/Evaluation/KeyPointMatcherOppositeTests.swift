import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// The lexicon's opposites and rivals, one table (docs/evaluation.md: session 14's general
/// opposites and rivals, s25-grading56's two a Swift reviewer reads the same way in every question,
/// s26-grading61's found among the contradicted points the matcher credited). Each row is a point,
/// a claim said with the other word (a contradiction, not credited) and a near answer that says
/// the point's own word, which still states it.
@Suite struct KeyPointMatcherOppositeTests {
  struct Pair: Sendable, CustomTestStringConvertible {
    var name: String
    var point: String
    /// Says the claim with the other word: contradicted, not credited.
    var wrong: String
    /// Says the point's own word: credited, not contradicted.
    var right: String

    var testDescription: String { name }
  }

  static let monochrome =
    "On the Lock Screen the system renders the widget as a desaturated, monochrome image."

  static let pairs: [Pair] = [
    Pair(
      name: "remove (delete) is the opposite of add", point: "Calling insert on a set adds the element",
      wrong: "Calling insert on a set removes the element.",
      right: "Calling insert on a set adds the element."),
    Pair(
      name: "the client and the server are rival subjects",
      point: "The server checks the token on every request",
      wrong: "The client checks the token on every request.",
      right: "On every request the server checks the token."),
    Pair(
      name: "unbounded denies bounded (the un- of a lexicon word)",
      point: "Prefetched images go into the same bounded cache as every other image.",
      wrong: "Prefetched images go into the same unbounded cache as every other image.",
      right: "Prefetched images go into the same bounded cache as the other images."),
    Pair(
      name: "an absolute path is the opposite of a relative one",
      point: "The container path can change between launches, so the app stores relative paths.",
      wrong: "The container path can change between launches, so the app stores absolute paths.",
      right: "The container can move between launches, so the app keeps relative paths, never absolute paths."
    ),
    Pair(
      name: "full colours are the opposite of a monochrome image", point: monochrome,
      wrong: "On the Lock Screen the widget keeps its full colours.",
      right: "On the Lock Screen the system shows the widget as a monochrome image."),
    Pair(
      name: "full colors, the other spelling, are the same group", point: monochrome,
      wrong: "On the Lock Screen the widget keeps its full colors.",
      right:
        "On the Lock Screen the widget does not keep its full colours, the system renders a monochrome image."
    ),
  ]

  @Test(arguments: pairs) func theOtherWordContradicts(_ pair: Pair) {
    let wrong = checkPoint(pair.point, pair.wrong)
    expectTrue(wrong.contradicted, "\(wrong)")
    expectTrue(!wrong.credited, "\(wrong)")
  }

  @Test(arguments: pairs) func thePointsOwnWordStatesIt(_ pair: Pair) {
    let right = checkPoint(pair.point, pair.right)
    expectTrue(right.credited, "\(right)")
    expectTrue(!right.contradicted, "\(right)")
  }
}
