import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// s51-checkfast: the `values:` prefilter's words found on the bytes, and the audit of several
/// packs on all cores (as `check` loads them) the same as each pack's audited alone, one after
/// another.
@Suite struct CheckFast51Tests {
  /// The prefilter's words of ASCII spellings, found on the bytes, are those the characters give,
  /// on the bundled lexicon's sets and on sets where a word is dropped for another one.
  @Test func valueScanWordsOnBytesAreThoseOfCharacters() {
    let bundled = GradingLexicon.bundled.values.sets.flatMap { $0.flatMap { $0 } }
    let made = [
      ["background queue", "background context", "main queue", "view context"],
      ["red", "green", "red-green"],
      ["in memory", "in-memory", "on disk", "to disk"],
      ["app delegate", "scene delegate", "delegate"],
    ]
    for spellings in [bundled] + made {
      let stop = GradingLexicon.bundled.stopWords
      let words = ValueSets.scanWords(spellings, stop: stop)
      expectEqual(words, ValueSets.scanWordsByCharacters(spellings, stop: stop), "\(spellings)")
    }
    expectEqual(
      ValueSets.scanWords(made[0], stop: []), ValueSets.scanWordsByCharacters(made[0], stop: []))
    // A spelling that is not ASCII is read by characters: the same words either way.
    let accented = ["café queue", "thé context", "main queue"]
    expectEqual(
      ValueSets.scanWords(accented, stop: []), ValueSets.scanWordsByCharacters(accented, stop: []))
  }

  /// Several packs with audit errors and warnings, loaded from one folder (each pack parsed and
  /// audited on any core), report what each reports loaded alone, in the same sorted order.
  @Test func theAuditOfPacksOnAllCoresEqualsEachPackAuditedAlone() throws {
    let folder = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = [
      "A weak reference becomes nil when the object is freed.",
      "Swift has classes.",
      "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.",
      "Weak keeps the object alive.",
      "Nothing is said here.",
    ]
    var serial: [Diagnostic] = []
    var audited = ContentLoader()
    audited.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    for (index, answer) in answers.enumerated() {
      let text = KeyPointNotesTests.pack
        .replacingOccurrences(of: "id: notes", with: "id: notes-\(index)")
        .replacingOccurrences(of: "A weak reference becomes nil when the object is freed.", with: answer)
        .replacingOccurrences(
          of: "wrong: unowned becomes nil",
          with: index % 2 == 0 ? "wrong: weak references become nil" : "wrong: unowned becomes nil")
      let url = folder.appendingPathComponent("pack-\(index).md")
      try text.write(to: url, atomically: true, encoding: .utf8)
      serial += audited.loadPack(text: text, path: url.path).diagnostics
    }
    var loader = ContentLoader(retention: .outline)
    loader.questionAudit = audited.questionAudit
    let parallel = loader.load([ContentSource(folder)]).diagnostics
    func lines(_ diagnostics: [Diagnostic]) -> [String] {
      diagnostics.map {
        "\($0.severity) \($0.location.path):\($0.location.line):\($0.location.column) \($0.message)"
      }
    }
    expectTrue(Set(serial.map(\.location.path)).count >= 4, "\(lines(serial))")
    expectEqual(lines(parallel), lines(ContentLoader.sorted(serial)))
  }
}
