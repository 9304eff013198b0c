import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillMarkdown

/// Fence words that add whitelisted swiftc flags: what each adds, what is
/// refused (and the hint given), and that the settings decide the cache key.
@Suite(.ownThreads) struct CompilerSettingTests {
  @Test(arguments: [
    ("default-isolation=MainActor", ["-default-isolation", "MainActor"]),
    ("default-isolation=nonisolated", ["-default-isolation", "nonisolated"]),
    ("upcoming=ExistentialAny", ["-enable-upcoming-feature", "ExistentialAny"]),
    ("experimental=LifetimeDependence", ["-enable-experimental-feature", "LifetimeDependence"]),
    ("strict-concurrency=complete", ["-strict-concurrency=complete"]),
    ("swift-version=5", ["-swift-version", "5"]),
    ("package-name=Drill_2", ["-package-name", "Drill_2"]),
    ("upcoming=ExistentialAny:migrate", ["-enable-upcoming-feature", "ExistentialAny:migrate"]),
    ("library-evolution", ["-enable-library-evolution"]),
    ("sanitize=thread", ["-sanitize=thread"]),
    ("sanitize=address", ["-sanitize=address"]),
  ])
  func eachSettingAddsItsFixedArguments(word: String, arguments: [String]) throws {
    let setting = try CompilerSetting.parse(word).get()
    expectEqual(setting.arguments, arguments)
    expectEqual(setting.word, word)
  }

  @Test(arguments: [
    (
      "upcomming=ExistentialAny",
      "unknown compiler setting `{upcomming=ExistentialAny}`; did you mean `{upcoming=ExistentialAny}`?"
    ),
    ("Xcc=-I/etc", "unknown compiler setting `{Xcc=-I/etc}`"),
    (
      "default-isolation=mainactor",
      "default-isolation takes `MainActor`, `nonisolated`; did you mean `{default-isolation=MainActor}`?"
    ),
    ("strict-concurrency=full", "strict-concurrency takes `minimal`, `targeted`, `complete`"),
    ("swift-version=4.2", "swift-version takes `5`, `6`"),
    ("sanitize=memory", "sanitize takes `thread`, `address`"),
    ("sanitize=thread,address", "sanitize takes `thread`, `address`"),
    ("upcoming=Existential-Any", "the upcoming value must be one name of letters, digits and `_`"),
    ("package-name=", "the package-name value must be one name"),
    ("experimental=-load-plugin-library", "the experimental value must be one name"),
    ("package-name=a;b", "the package-name value must be one name"),
    ("upcoming=ExistentialAny:migrat", "optionally followed by `:migrate`"),
    ("upcoming=Existential Any:migrate", "the feature before `:migrate` must be one name"),
    ("upcoming=:migrate", "the feature before `:migrate` must be one name"),
    ("experimental=Lifetime:migrate", "the experimental value must be one name"),
    ("library-evolution=on", "write `{library-evolution}`, with no value"),
  ])
  func anythingElseIsRefusedWithAReason(word: String, message: String) {
    guard case .failure(let problem) = CompilerSetting.parse(word) else {
      Issue.record("`\(word)` was accepted")
      return
    }
    expectContains(problem.message, message, "\(problem.message)")
  }

  @Test func aSettingIsGivenOnceButFeaturesMayRepeat() throws {
    let features = try CompilerSetting.settings(
      in: ["fails", "upcoming=ExistentialAny", "upcoming=InferIsolatedConformances", "experimental=Foo"]
    ).get()
    expectEqual(
      features.map(\.word),
      [
        "upcoming=ExistentialAny", "upcoming=InferIsolatedConformances", "experimental=Foo",
      ])
    for words in [["swift-version=5", "swift-version=6"], ["upcoming=A", "upcoming=A"]] {
      guard case .failure(let problem) = CompilerSetting.settings(in: words) else {
        Issue.record("\(words) was accepted")
        continue
      }
      expectTrue(problem.message.hasPrefix("a code block takes `{"), "\(problem.message)")
    }
  }

  @Test func theSwiftVersionReplacesTheDefaultAndTheRestIsAppended() throws {
    let settings = try CompilerSetting.settings(in: ["swift-version=5", "package-name=Drill"]).get()
    let flags = CodeRunner.compilerFlags(with: settings)
    expectEqual(flags.filter { $0 == "-swift-version" }.count, 1)
    expectEqual(flags.firstIndex(of: "-swift-version").map { flags[$0 + 1] }, "5")
    expectEqual(flags.suffix(2), ["-package-name", "Drill"])
    expectEqual(CodeRunner.compilerFlags(with: []), CodeRunner.compilerFlags)
  }

  @Test func settingsArePartOfTheRunCacheKey() throws {
    let toolchain = Toolchain(swiftc: "/usr/bin/swiftc", version: "6.3.1")
    let plain = CodeRunRequest.program("print(1)")
    var isolated = plain
    isolated.compilerSettings = [CompilerSetting(name: .defaultIsolation, value: "MainActor")]
    var other = plain
    other.compilerSettings = [CompilerSetting(name: .defaultIsolation, value: "nonisolated")]
    let keys = Set([plain, isolated, other].map { RunCache.key(for: $0, toolchain: toolchain) })
    expectEqual(keys.count, 3)
  }
}
