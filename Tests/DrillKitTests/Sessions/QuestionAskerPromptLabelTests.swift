import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillProgress
@testable import DrillSessions

/// A prompt's code blocks say how they are compiled (a module, a file, the settings),
/// which the question needs, but never what they claim, which is often the answer.
@Suite struct QuestionAskerPromptLabelTests {
  let folder: TemporaryFolder
  let store: ProgressStore

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  func transcript(prompt: String) -> String {
    let question = Question(
      localID: "q", packID: "fixture", title: "Does it compile?", shuffle: false, prompt: prompt,
      choices: [Choice(text: "yes", correct: false), Choice(text: "no", correct: true)],
      explanation: "It does not.")
    let (context, console) = SessionFixtures.context(lines: ["b"], store: store)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(question)
    // The prompt is what comes before the choices (the explanation may name the claim).
    return console.transcript.components(separatedBy: "a) yes").first ?? ""
  }

  @Test func aPromptNamesTheSettingsButNotTheClaim() {
    let shown = transcript(
      prompt:
        "```swift {fails} {default-isolation=MainActor}\nclass Box {}\nnonisolated func f(_ b: Box) {}\n```")
    expectContains(shown, "compiled with default-isolation=MainActor", "\(shown)")
    expectNotContains(shown, "does not compile", "\(shown)")
  }

  @Test func aPromptNamesItsModuleAndFileBlocks() {
    let shown = transcript(
      prompt: "```swift {module=Legacy} {swift-version=5}\npublic class C {}\n```\n\n"
        + "```swift {file=Helpers.swift}\nfunc help() {}\n```\n\n```swift {fails}\nimport Legacy\n```")
    expectContains(shown, "module Legacy, compiled with swift-version=5", "\(shown)")
    expectContains(shown, "file Helpers.swift", "\(shown)")
    expectNotContains(shown, "does not compile", "\(shown)")
  }

  @Test func aPlainPromptBlockHasNoLabel() {
    let shown = transcript(prompt: "```swift {fails}\nlet x: Int = \"no\"\n```")
    expectNotContains(shown, "compiled with")
    expectNotContains(shown, "does not compile")
  }
}
