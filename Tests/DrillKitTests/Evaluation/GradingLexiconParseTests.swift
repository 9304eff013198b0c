import DrillEvaluation
import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// The lexicon's parse on bytes (issue 29): the same lexicon as a reading of every entry as a
/// sentence, whatever the file's line ends and white space.
@Suite struct GradingLexiconParseTests {
  /// Every entry of the bundled lexicon that the plain split takes is split as the reader
  /// splits it, and the plain split takes most of them.
  @Test func plainWordsAgreeWithTheReaderOnEveryBundledEntry() throws {
    let text = GradingLexicon.bundledText
    var plain = 0
    var entries = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      for entry in line[line.index(after: colon)...].split(separator: "|") {
        let entry = entry.trimmingCharacters(in: .whitespaces).lowercased()
        entries += 1
        guard let words = StatementReader.plainWords(of: entry) else { continue }
        plain += 1
        expectEqual(words, StatementReader.readWords(of: entry), "\(entry)")
      }
    }
    expectTrue(entries > 1000, "\(entries) entries")
    expectTrue(plain * 10 > entries * 8, "\(plain) of \(entries) plain")
    // What the plain split refuses: anything but lowercase ASCII letters, spaces and hyphens.
    for entry in ["o(1)", "==", "a->b", "can't", "ios 17", "a_b", "Actor", "café"] {
      expectTrue(StatementReader.plainWords(of: entry) == nil, "\(entry)")
    }
  }

  /// A file with `\r\n` line ends, tabs and no-break spaces around entries, and a comment after
  /// an entry, is the same lexicon as the plain file (a `\r\n` is one `Character`: the split on
  /// characters read such a file as one line, an error).
  @Test func lineEndsAndWhiteSpaceDoNotChangeTheLexicon() {
    let plain = """
      same: copy | copied | each gets its own
      opposite: copy | share
      negation: not | never | rather than
      stop: the | a
      common: value
      """
    let messy =
      "same:\tcopy |\u{00A0}copied\u{00A0}| each gets its own  # a comment | not an entry\r\n"
      + "opposite: copy|share\r\n\r\n# a comment line\r\n"
      + "negation: not | never |\trather than\t\r\n" + "stop: the | a\r\n" + "common:  value \r\n"
    let expected = GradingLexicon(text: plain, path: "plain.txt")
    let read = GradingLexicon(text: messy, path: "messy.txt")
    expectEqual(read.problems, [])
    expectEqual(read.meanings, expected.meanings)
    expectEqual(read.negations, expected.negations)
    expectEqual(read.negationPhrases, expected.negationPhrases)
    expectEqual(read.stopWords, expected.stopWords)
    expectEqual(read.common, expected.common)
  }

  /// A line's problems keep their line numbers.
  @Test func problemsKeepTheirLines() {
    let lexicon = GradingLexicon(text: "same: a | b\r\nnonsense\r\nopposite: x\r\n", path: "l.txt")
    expectEqual(lexicon.problems.map(\.location.line), [2, 3])
  }
}
