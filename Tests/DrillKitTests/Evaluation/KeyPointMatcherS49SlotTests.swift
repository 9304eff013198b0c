import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Another member of a closed set in the point's slot (session 49, s49-slot; docs/evaluation.md):
/// "paints the blended areas **yellow**" for "marks blended areas in **red**", "arrives in the
/// **app delegate**'s method" for "in the **scene delegate**'s". A sentence that states the point
/// with another member of the point's set where the point has its own (the word before or after the
/// member the same), and never the point's own member, contradicts it (`misvalues`). Invented
/// answers, none from the labelled sets.
@Suite struct KeyPointMatcherS49SlotTests {
  /// One wrong value of each set, said in the point's slot: contradicted. The first eleven were
  /// credited by main (`swiftdrill-grading try`); the last three were already contradicted there
  /// by other rules (a lexicon opposite or rival), and still are. ("…marked with MainActor runs on
  /// the global executor" names the point's member as code since s50-slot2:
  /// `KeyPointMatcherS50Slot2Tests.theOwnMemberAsCodeKeepsTheSentence`.)
  @Test(arguments: [
    (
      "The Color Blended Layers option marks blended areas in red.",
      "Turn on Color Blended Layers and it paints the blended areas yellow."
    ),
    (
      "A custom scheme URL arrives in the scene delegate's openURLContexts when the scene is already connected.",
      "A custom scheme URL arrives in the app delegate's open URL method when the scene is already connected."
    ),
    ("The view context is bound to the main queue.", "The view context is bound to a private queue."),
    (
      "A nonisolated async function runs on the caller's actor.",
      "A nonisolated async function runs on the global concurrent executor."
    ),
    (
      "Long maintenance work such as a clean-up belongs in a processing task.",
      "Long maintenance work such as a clean-up belongs in an app refresh task."
    ),
    (
      "The client sends the version in an If-Match header.",
      "The client sends the version in an If-None-Match header."
    ),
    ("Assertions are checked in a debug build.", "Assertions are checked in a release build."),
    ("Heavy work runs on a background context.", "Heavy work runs on the view context."),
    (
      "A helper used only inside its file is marked fileprivate.",
      "A helper used only inside its file is marked internal."
    ),
    ("An ephemeral session keeps its cache in memory.", "An ephemeral session keeps its cache on disk."),
    (
      "VoiceOver users swipe up or down to change an adjustable element.",
      "VoiceOver users double-tap and drag to change an adjustable element."
    ),
    ("A breaking change bumps the major version.", "A breaking change bumps the minor version."),
    ("Blending is done by the GPU for every frame.", "Blending is done by the CPU for every frame."),
    (
      "The delegate property holds a weak reference to its owner.",
      "The delegate property holds an unowned reference to its owner."
    ),
  ])
  func anotherMemberInTheSlotContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// Right answers naming both members: the other one denied, said of another thing, or said in
  /// another clause beside the point's own: credited, no contradiction.
  @Test(arguments: [
    (
      "The Color Blended Layers option marks blended areas in red.",
      "Color Blended Layers marks blended areas in red, where yellow would mean something else."
    ),
    (
      "A custom scheme URL arrives in the scene delegate's openURLContexts when the scene is already connected.",
      "A custom scheme URL arrives in the scene delegate's openURLContexts when the scene is already connected, not in the app delegate."
    ),
    (
      "The view context is bound to the main queue.",
      "The view context is bound to the main queue, not a background queue."
    ),
    (
      "The view context is bound to the main queue.",
      "The view context is bound to the main queue; a private queue would need perform."
    ),
    (
      "A nonisolated async function runs on the caller's actor.",
      "A nonisolated async function runs on the caller's actor, so called from a view it runs on the main actor."
    ),
    (
      "Long maintenance work such as a clean-up belongs in a processing task.",
      "Long maintenance work like a clean-up belongs in a processing task, while an app refresh task is for a quick update."
    ),
    (
      "The client sends the version in an If-Match header.",
      "The client sends the version in an If-Match header, not an If-None-Match one."
    ),
    (
      "A breaking change bumps the major version.",
      "A breaking change bumps the major version, not the minor version."
    ),
    (
      "Assertions are checked in a debug build.",
      "Assertions are checked in a debug build and stripped from a release build."
    ),
    (
      "Blending is done by the GPU for every frame.",
      "Blending is done by the GPU for every frame, not by the CPU."
    ),
    (
      "Heavy work runs on a background context.",
      "Heavy work runs on a background context, never on the view context."
    ),
    (
      "A declaration without a modifier is internal.",
      "A declaration without a modifier is internal, not public."
    ),
    (
      "The delegate property holds a weak reference to its owner.",
      "The delegate property holds a weak reference to its owner, never a strong one."
    ),
    (
      "An ephemeral session keeps its cache in memory.",
      "An ephemeral session keeps its cache in memory, never on disk."
    ),
    (
      "VoiceOver users swipe up or down to change an adjustable element.",
      "VoiceOver users swipe up or down to change an adjustable element, and double-tap to activate it."
    ),
  ])
  func bothMembersNamedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// A word of a member in another sense: `main` of "main thread" and "main function" (the set
  /// holds "main queue"), `red` and `green` inside "red-green-refactor" (a hyphenated word is one).
  @Test(arguments: [
    (
      "The view context is bound to the main queue.",
      "The view context is bound to the main thread, which the main function starts."
    ),
    (
      "The build fails, and the check shows it in red.",
      "The build fails, and the check shows it in red, as red-green-refactor has it."
    ),
    (
      "The refactor step keeps every test green.",
      "The refactor step keeps every test passing, the last step of red-green-refactor."
    ),
  ])
  func aWordInAnotherSenseIsUntouched(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// The members the rule reads: none in a hyphenated word or in `main` alone, a denied one marked.
  @Test func membersAreReadWhole() {
    let stemmer = SnowballStemmer()
    let stop = GradingLexicon.bundled.stopWords
    let sets = GradingLexicon.bundled.values
    #expect(
      KeyPointMatcher.values(in: "a red-green-refactor loop", of: sets, stemmer: stemmer, stop: stop).isEmpty)
    #expect(
      KeyPointMatcher.values(
        in: "the main function and the main thread", of: sets, stemmer: stemmer, stop: stop
      )
      .isEmpty)
    let said = KeyPointMatcher.values(
      in: "bound to the main queue, not a background queue", of: sets, stemmer: stemmer, stop: stop)
    #expect(said.map(\.denied) == [false, true])
    #expect(said.first?.before == stemmer.stem("bound"))
  }
}
