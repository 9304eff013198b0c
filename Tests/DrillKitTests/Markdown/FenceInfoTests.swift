import DrillKitTesting
import Testing

@testable import DrillMarkdown

@Suite struct FenceInfoTests {
  @Test(arguments: [
    ("swift", "swift", [String]()),
    ("Swift {fails}", "swift", ["fails"]),
    ("swift {traps}", "swift", ["traps"]),
    ("swift{norun}", "swift", ["norun"]),
    ("swift {fails} {traps}", "swift", ["fails", "traps"]),
    ("Swift {Fails} {Default-Isolation=MainActor}", "swift", ["fails", "default-isolation=MainActor"]),
    ("swift {upcoming=ExistentialAny}", "swift", ["upcoming=ExistentialAny"]),
    ("swift{package-name=Drill}", "swift", ["package-name=Drill"]),
    ("swift {experimental=Naïve}", "swift", ["experimental=Naïve"]),
    ("output", "output", []),
    ("", "", []),
  ])
  func readsLanguageAndFlags(info: String, language: String, flags: [String]) {
    let fence = FenceInfo(info)
    expectEqual(fence.language, language)
    expectEqual(fence.flags, flags)
  }

  @Test(arguments: [
    ("swift {fails}", "✗ does not compile"),
    ("swift {fails} {swift-version=5}", "✗ does not compile with swift-version=5"),
    ("swift {default-isolation=MainActor}", "compiled with default-isolation=MainActor"),
    ("swift {traps} {upcoming=A} {upcoming=B}", "✗ traps at runtime with upcoming=A, upcoming=B"),
    ("swift {file=Vault.swift}", "file Vault.swift"),
    (
      "swift {module=Legacy} {swift-version=5} {library-evolution}",
      "module Legacy, compiled with swift-version=5, library-evolution"
    ),
    ("swift {nowarnings}", "compiles with no warnings"),
    (
      "swift {nowarnings} {upcoming=ExistentialAny:migrate}",
      "compiled with upcoming=ExistentialAny:migrate, no warnings"
    ),
  ])
  func labelsTheClaimAndTheSettingsItNeeds(info: String, label: String) {
    expectEqual(FenceInfo(info).label, label)
  }

  @Test func aPlainBlockHasNoLabel() {
    expectTrue(FenceInfo("swift").label == nil)
  }
}
