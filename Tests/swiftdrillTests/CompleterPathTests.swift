import DrillKitTesting
import Foundation
import Testing

@testable import swiftdrill

/// Tab completes file names where a command takes a file (issue 28).
@Suite(.ownThreads) struct CompleterPathTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("completer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("decks"), withIntermediateDirectories: true)
    for name in ["algebra.apkg", "alpha.csv", ".hidden", "decks/swift.apkg"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
  }

  @Test func anOptionThatTakesAFileCompletesFileNames() {
    let word = folder.path + "/al"
    let found = Completer().candidates(before: "import --anki ", word: word)
    expectEqual(found, [folder.path + "/algebra.apkg", folder.path + "/alpha.csv"])
  }

  @Test func foldersEndInASlashAndHiddenFilesNeedADot() {
    expectEqual(Completer.paths(startingWith: folder.path + "/de"), [folder.path + "/decks/"])
    expectEqual(Completer.paths(startingWith: folder.path + "/decks/"), [folder.path + "/decks/swift.apkg"])
    expectNotContains(Completer.paths(startingWith: folder.path + "/"), folder.path + "/.hidden")
    expectEqual(Completer.paths(startingWith: folder.path + "/.h"), [folder.path + "/.hidden"])
  }

  @Test func anArgumentThatIsAFileCompletesToo() {
    let found = Completer().candidates(before: "restore ", word: folder.path + "/alp")
    expectEqual(found, [folder.path + "/alpha.csv"])
  }

  @Test func aValueThatIsNotAFileCompletesNoFileNames() {
    expectTrue(Completer().candidates(before: "import --to ", word: folder.path + "/al").isEmpty)
  }
}
