import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right points in other words (session 38, s38-lexicon116; docs/evaluation.md): the lexicon
/// families a census of 100 covered points not credited, in every kind of answer, gained. Each
/// row's paraphrase (from a labelled answer) is "not said" with main's lexicon
/// (`swiftdrill-grading try`, or `trace` with the row's prompt, on a root holding main's
/// lexicon), and each near miss says the same words without the family's word and is still not
/// credited.
@Suite struct KeyPointMatcherSpokenSynonymsTests {
  static func check(_ point: String, _ answer: String, prompt: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, prompt: prompt, lexicon: .bundled)[0]
  }

  /// One row per kept family: the point, the question's prompt where the credit needs it (the
  /// prompt's words weigh half), a paraphrase now credited, a near miss still not.
  @Test(arguments: [
    (
      // to restate is to repeat (the loop group's `repeat`)
      "Needless words that repeat type information are omitted.",
      "",
      "I try to cut words that just restate the type.",
      "I try to cut words that just explain the type."
    ),
    (
      // repeating the task back is restating it
      "Restate the problem and ask about the inputs and edge cases",
      "",
      "I always start by repeating the task back and asking questions, what is the input, can it be empty, are there duplicates.",
      "I always start by writing the task down and asking questions, what is the input, can it be empty, are there duplicates."
    ),
    (
      // to grab is to take
      "`GeometryReader` takes all the space proposed to it, whatever its content needs.",
      "Why do experienced SwiftUI developers say to avoid `GeometryReader` where possible, and what do you use instead?",
      "GeometryReader is greedy: it grabs the whole space it's offered, even if all that's inside is a tiny label, so dropping one into a stack suddenly changes the whole layout.",
      "GeometryReader is greedy: it wants the whole space it's offered, even if all that's inside is a tiny label, so dropping one into a stack suddenly changes the whole layout."
    ),
    (
      // what vanishes is lost
      "Last-writer-wins keeps the latest write and silently loses the other edit.",
      "",
      "The simplest strategy is that whichever write arrives last wins, which is easy, but one of the two edits just vanishes without the user ever knowing.",
      "The simplest strategy is that whichever write arrives last wins, which is easy, but one of the two edits just waits without the user ever knowing."
    ),
    (
      // on purpose is deliberately
      "Use `.id(_:)` deliberately when you want a reset.",
      "",
      "Change the id on purpose.",
      "Change the id by accident."
    ),
    (
      // to sidestep a problem is to avoid it (a purpose word)
      "Many teams avoid the problem by modelling such data with structs and composition.",
      "",
      "A lot of teams sidestep the whole thing by modelling this with structs and composition instead of class inheritance.",
      "A lot of teams run into the whole thing by modelling this with structs and composition instead of class inheritance."
    ),
  ])
  func aParaphraseInTheFamilyIsCreditedANearMissIsNot(
    point: String, prompt: String, paraphrase: String, nearMiss: String
  ) {
    let credited = Self.check(point, paraphrase, prompt: prompt)
    expectTrue(credited.credited, "\(credited)")
    let missed = Self.check(point, nearMiss, prompt: prompt)
    expectTrue(!missed.credited, "\(missed)")
  }
}
