import Testing

@testable import DrillKit

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
    #expect(fence.language == language)
    #expect(fence.flags == flags)
  }
}
