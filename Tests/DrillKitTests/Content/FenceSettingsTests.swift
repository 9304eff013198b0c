import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillSupport

/// Compiler settings written in fences: checked by `check` at the fence,
/// carried to the claim `check --run` proves, and, for a code question's
/// Answer, to the learner's compile.
@Suite struct FenceSettingsTests {
  private static func pack(_ body: String) -> ContentLibrary {
    ContentLoader().loadPack(text: "---\nid: p\ntitle: P\n---\n\n" + body, path: "p.md")
  }

  @Test func settingsCombineWithMarksAndTrailingBlocks() {
    let library = Self.pack(
      "## Q\nWhy?\n\n```swift {fails} {swift-version=5} {upcoming=ExistentialAny}\nlet x: Int = \"\"\n```\n```error\ncannot convert\n```\n\n### Answer\nIt.\n"
    )
    expectEqual(library.diagnostics.map(\.description), [])
    let snippet = library.snippets.first
    expectEqual(snippet?.claim, .failsToCompile)
    expectEqual(snippet?.compilerSettings.map(\.word), ["swift-version=5", "upcoming=ExistentialAny"])
    expectEqual(snippet?.expectedErrors?.lines, ["cannot convert"])
  }

  @Test(arguments: [
    ("```swift {upcomming=ExistentialAny}", "did you mean `{upcoming=ExistentialAny}`?"),
    ("```swift {default-isolation=mainActor}", "did you mean `{default-isolation=MainActor}`?"),
    ("```swift {package-name=../x}", "the package-name value must be one name of letters, digits and `_`"),
    ("```swift {fail}", "unknown code block flag `{fail}`; did you mean `{fails}`?"),
    ("```swift {upcoming}", "did you mean `{upcoming=Name}`?"),
  ])
  func aWrongSettingIsACheckErrorAtTheFence(fence: String, message: String) {
    let library = Self.pack("## Q\nWhy?\n\n\(fence)\nprint(1)\n```\n\n### Answer\nIt.\n")
    let errors = library.diagnostics.filter { $0.severity == .error }
    expectEqual(errors.count, 1, "\(errors)")
    expectEqual(errors.first?.location, ContentLocation(path: "p.md", line: 9, column: 1))
    expectEqual(errors.first?.message.contains(message), true, "\(errors)")
    expectTrue(library.snippets.isEmpty)
  }

  @Test func aCodeQuestionsAnswerSettingsReachTheLearnersCompile() throws {
    let library = Self.pack(
      "## Q\nWrite f.\n\n### Tests\n```swift\nexpect(f(), 1, \"f()\")\n```\n\n### Answer\n```swift {package-name=Drill}\npackage func f() -> Int { 1 }\n```\n"
    )
    let question = try #require(library.packs.first?.questions.first)
    expectEqual(question.answerCompilerSettings.map(\.word), ["package-name=Drill"])
    expectEqual(library.snippets.first?.compilerSettings.map(\.word), ["package-name=Drill"])
  }

  @Test func lessonSnippetsKeepTheirMarkAndSettings() {
    let snippets = PageSnippets.swiftBlocks(in: "```swift {default-isolation=MainActor} {traps}\n[0][1]\n```")
    expectEqual(snippets.first?.flag, "traps")
    expectEqual(snippets.first?.settings.map(\.word), ["default-isolation=MainActor"])
  }

  @Test func settingsSurviveTheContentCache() throws {
    let library = Self.pack(
      "## Q\nWhy?\n\n```swift {strict-concurrency=complete}\nprint(1)\n```\n\n### Answer\nIt.\n")
    var writer = BinaryWriter()
    library.encode(to: &writer)
    var reader = BinaryReader(writer.bytes)
    let decoded = try ContentLibrary(from: &reader)
    expectEqual(decoded.snippets, library.snippets)
    expectEqual(decoded.snippets.first?.compilerSettings.map(\.word), ["strict-concurrency=complete"])
  }
}
