import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// The closed sets of values kept as data (issue 23; session 49, s49-slotdata): the lexicon's
/// `values:` lines, a member's spellings split at `/`, read by `KeyPointMatcher.misvalues` from
/// the lexicon it is given. Lexicons built from text; invented answers, none from the labelled sets.
@Suite struct GradingLexiconValuesTests {
  /// The bundled lexicon's text, its `values:` lines left out, and `extra` lines after it; the
  /// bundled fitted rules beside it, as `GradingLexicon.bundled` has them.
  static func lexicon(withoutValues extra: String = "") throws -> GradingLexicon {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("grading/lexicon.txt")
    let text = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .filter { !$0.hasPrefix("values:") }.joined(separator: "\n")
    var lexicon = GradingLexicon(text: text + "\n" + extra, path: "lexicon.txt")
    let bundled = GradingLexicon.bundled
    (lexicon.withhold, lexicon.wrongLine, lexicon.polarity) = (
      bundled.withhold, bundled.wrongLine, bundled.polarity
    )
    return lexicon
  }

  static func check(_ point: String, _ answer: String, _ lexicon: GradingLexicon) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: lexicon)[0]
  }

  /// A line is a set, `|` between its members, `/` between a member's spellings; the prefilter's
  /// words, one of which each spelling holds: `queue` for the queues, not `background`.
  @Test func setsAreReadFromTheirLines() {
    let lexicon = GradingLexicon(
      text:
        "stop: the | a\nvalues: Main Queue | background queue / private queue\nvalues: red|yellow # colours\n",
      path: "l.txt")
    expectEqual(lexicon.problems, [])
    expectEqual(
      lexicon.values.sets,
      [[["main queue"], ["background queue", "private queue"]], [["red"], ["yellow"]]])
    expectEqual(lexicon.values.scanWords, ["queue", "red", "yellow"])
    expectEqual(lexicon.values.table["background"]?.map { $0.member }, [1])
    expectTrue(GradingLexicon(text: "stop: the\n", path: "l.txt").values.table.isEmpty)
  }

  /// The bundled lines are s49-slot's table as it was a Swift literal, and the prefilter's
  /// words derived from them the words it picked by hand (the same points read: no dearer).
  @Test func bundledSetsAreSlotTable() {
    let values = GradingLexicon.bundled.values
    let s49Slot: [[[String]]] = [
      [["red"], ["yellow"], ["green"], ["blue"], ["orange"], ["purple"]],
      [["app delegate"], ["scene delegate"]],
      [
        // "UI thread", a learner's word for the main queue (review 50, F3; s50-tryoutgrading).
        ["main queue", "ui thread"],
        ["background queue", "private queue", "global queue", "global concurrent queue", "session queue"],
      ],
      [["main actor"], ["global concurrent executor", "global executor"]],
      [["caller's actor", "calling actor"], ["global concurrent executor", "global executor"]],
      [["processing task"], ["app refresh task", "refresh task"]],
      [
        ["if-match", "if match"], ["if-none-match", "if none match"],
        ["if-modified-since", "if modified since"],
      ],
      [["major version"], ["minor version"], ["patch version"]],
      [["debug build", "debug configuration"], ["release build", "release configuration"]],
      [["cpu"], ["gpu"]],
      [["view context", "viewcontext"], ["background context", "private context"]],
      [["public"], ["internal"], ["fileprivate"], ["private"]],
      [["strong"], ["weak"], ["unowned"]],
      [["in memory", "in-memory"], ["on disk", "to disk", "on-disk"]],
      [
        ["swipe", "swipe up", "swipe down"], ["double-tap", "double tap"], ["long press", "long-press"],
        ["pinch"],
      ],
    ]
    expectEqual(values.sets, s49Slot)
    let s49SlotScan = [
      "red", "yellow", "green", "blue", "orange", "purple", "delegate", "queue", "actor", "executor",
      "processing", "refresh", "match", "modified", "version", "debug", "release", "memory", "disk", "swipe",
      "double", "press", "pinch", "cpu", "gpu", "context", "public", "internal", "private", "strong",
      "weak", "unowned", "thread",
    ]
    expectEqual(values.scanWords, s49SlotScan.sorted())
  }

  /// A set given in text: another member in the point's slot contradicts it; without the line,
  /// the same answer is credited.
  @Test func aSetGivenInTextIsRead() throws {
    let point = "The app launches in portrait orientation."
    let answer = "The app launches in landscape orientation."
    let without = try Self.lexicon(withoutValues: "")
    let with = try Self.lexicon(withoutValues: "values: portrait | landscape\n")
    expectEqual(with.problems, [])
    let plain = Self.check(point, answer, without)
    expectTrue(plain.credited && !plain.contradicted, "\(plain)")
    expectTrue(Self.check(point, answer, with).contradicted)
    // Both members named, the other denied: credited.
    let right = Self.check(point, "The app launches in portrait orientation, not landscape.", with)
    expectTrue(right.credited && !right.contradicted, "\(right)")
  }

  /// A lexicon without `values:` lines changes nothing: the answers s49-slot's sets contradict
  /// are credited, as main credited them before it.
  @Test(arguments: [
    (
      "The Color Blended Layers option marks blended areas in red.",
      "Turn on Color Blended Layers and it paints the blended areas yellow."
    ),
    ("The view context is bound to the main queue.", "The view context is bound to a private queue."),
    // Not "bumps the minor version" for "the major version": a lexicon rule contradicts it
    // without `values:` lines too (s49-slotdata's case, never run; s50-slot2).
    (
      "Long maintenance work such as a clean-up belongs in a processing task.",
      "Long maintenance work such as a clean-up belongs in an app refresh task."
    ),
  ])
  func noValuesLinesNoContradiction(point: String, answer: String) throws {
    let without = try Self.lexicon(withoutValues: "")
    expectTrue(without.values.table.isEmpty)
    let plain = Self.check(point, answer, without)
    expectTrue(plain.credited && !plain.contradicted, "\(plain)")
    expectTrue(Self.check(point, answer, .bundled).contradicted)
  }

  /// A malformed line is named at its line, and its set left out; the others are read.
  @Test func malformedLinesAreNamed() {
    let lexicon = GradingLexicon(
      text: """
        values: red
        values: red / | yellow
        values: main queue | main queue / background queue
        values: - | x
        values: red | yellow
        """, path: "l.txt")
    expectEqual(lexicon.problems.map(\.location.line), [1, 2, 3, 4])
    let messages = lexicon.problems.map(\.message)
    expectTrue(messages[0].contains("needs two members or more"), "\(messages[0])")
    expectTrue(messages[1].contains("`red /` has an empty spelling"), "\(messages[1])")
    expectTrue(messages[2].contains("`main queue` is a spelling of two members"), "\(messages[2])")
    expectTrue(messages[3].contains("spelling `-` has no words"), "\(messages[3])")
    expectEqual(lexicon.values.sets, [[["red"], ["yellow"]]])
  }
}
