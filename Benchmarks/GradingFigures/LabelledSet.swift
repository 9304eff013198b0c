import Foundation

/// A labelled set of spoken answers (Tests/DrillKitTests/Fixtures/spoken; its README gives the format).
package struct LabelledSet: Decodable, Sendable {
  package struct Question: Decodable, Sendable {
    package var id: String
    /// The bundled question's file, from the repository's root.
    package var file: String
    package var keyPoints: [String]
    package var answers: [Answer]
  }

  package struct Answer: Decodable, Sendable {
    package var kind: String
    package var text: String
    package var labels: [String]
  }

  package var questions: [Question]

  /// Every labelled set, oldest first: the one the rules were read against, and the held-out
  /// ones (each written by someone who never saw the matcher; never read answer by answer).
  package static let names = [
    "answers.json", "heldout.json", "heldout2.json", "heldout3.json", "heldout4.json", "heldout5.json",
    "heldout6.json", "heldout7.json", "heldout8.json", "heldout9.json", "heldout10.json", "heldout11.json",
    "heldout12.json", "heldout13.json", "heldout14.json", "heldout15.json", "heldout16.json",
    "heldout17.json", "heldout18.json", "heldout19.json", "heldout20.json", "heldout21.json",
    "heldout22.json", "heldout23.json", "heldout24.json", "heldout25.json",
    "heldout26.json", "heldout27.json", "heldout28.json", "heldout29.json", "heldout30.json",
    "heldout31.json", "heldout32.json", "heldout33.json", "heldout34.json", "heldout35.json",
    "heldout36.json", "heldout37.json", "heldout38.json", "heldout39.json", "heldout40.json",
    "heldout41.json", "heldout42.json", "heldout43.json", "heldout44.json",
    "heldout45.json", "heldout46.json", "heldout47.json", "heldout48.json", "heldout49.json",
    "heldout50.json", "heldout51.json", "heldout52.json", "heldout53.json", "heldout54.json",
    "heldout55.json", "heldout56.json", "heldout57.json", "heldout58.json", "heldout59.json",
    "heldout60.json", "heldout61.json", "heldout62.json", "heldout63.json", "heldout64.json",
    "heldout65.json", "heldout66.json", "heldout67.json", "heldout68.json", "heldout69.json",
    "heldout70.json", "heldout71.json", "heldout72.json", "heldout73.json", "heldout74.json",
    "heldout75.json", "heldout76.json", "heldout77.json", "heldout78.json", "heldout79.json",
    "heldout80.json", "heldout81.json", "heldout82.json", "heldout83.json",
  ]

  /// Sets of one kind of answer, each measuring one way of failing rather than the seven kinds:
  /// `wrongclaim.json` (session 34) keeps each point's subject in the point's own words and says
  /// another, false claim of it, with no denial and no plain opposite (README). Graded, shown and
  /// held to issue 23's goals like the sets above; their figures per kind have one row.
  package static let probes = [
    "wrongclaim.json", "wrongclaim2.json", "wrongclaim3.json", "wrongclaim4.json", "wrongclaim5.json",
    "wrongclaim6.json", "wrongclaim7.json", "wrongclaim8.json", "wrongclaim9.json", "wrongclaim10.json",
    "wrongclaim11.json", "wrongclaim12.json", "wrongclaim13.json", "wrongclaim14.json", "wrongclaim15.json",
    "wrongclaim16.json", "wrongclaim17.json", "wrongclaim18.json", "wrongclaim19.json", "wrongclaim20.json",
  ]

  /// Sets of right answers only (session 40): `expert`, `partial`, `one-point` and `terse` answers
  /// by new writers to questions with many `wrong:` lines, written from the questions without
  /// those lines. They measure the opposite failure of a probe's: a right answer told it said
  /// something wrong (a `wrong:` line or a rule heard where nothing wrong was said), and the
  /// credit it then loses. Held to issue 23's goals like the sets above (README).
  package static let rightProbes = [
    "rightprobe1.json", "rightprobe2.json", "rightprobe3.json", "rightprobe4.json",
    "rightprobe5.json", "rightprobe6.json", "rightprobe7.json", "rightprobe8.json", "rightprobe9.json",
    "rightprobe10.json", "rightprobe11.json", "rightprobe12.json", "rightprobe13.json", "rightprobe14.json",
    "rightprobe15.json", "rightprobe16.json",
  ]

  /// Every set the figures and the goals read: `names`, then `probes`, then `rightProbes`.
  package static let all = names + probes + rightProbes

  /// The kinds of answer each set of `names` has, in the order the figures show them.
  package static let kinds = ["expert", "partial", "one-point", "terse", "off-topic", "wrong-reuse", "mixed"]

  package static func load(_ url: URL) throws -> LabelledSet {
    try JSONDecoder().decode(LabelledSet.self, from: Data(contentsOf: url))
  }
}
