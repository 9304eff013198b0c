import DrillMarkdown
import DrillSupport

/// The ```swift blocks of a lesson page, in order, for `run N`: found by the
/// same cmark-gfm parse the loader uses, so the player runs exactly the blocks
/// `check --run` proves.
public enum PageSnippets {
  public struct Snippet: Sendable, Equatable {
    /// The code of the program's `main.swift`: this block's, or for a {file=…} or
    /// {module=…} block, the code of the block it is compiled with.
    public var code: String
    /// `fails`, `traps` or `norun`, when the fence of that block says so.
    public var flag: String?
    /// The compiler settings that fence asks for (`{upcoming=ExistentialAny}`); none when one is invalid.
    public var settings: [CompilerSetting] = []
    /// The {file=…} and {module=…} blocks compiled with it, in page order.
    public var companions: [CompanionCode] = []
    /// For a {file=…} or {module=…} block: its index in `companions`.
    public var part: Int?

    /// Whether the program reads standard input (its code or a companion's calls `readLine`):
    /// `run N` asks the learner for the lines it reads.
    public var readsInput: Bool {
      ([code] + companions.map(\.code)).contains { $0.contains("readLine(") }
    }

    /// The code this block shows (what `edit N` opens).
    public var shownCode: String { part.map { companions[$0].code } ?? code }

    /// The snippet with the code this block shows replaced by `edited`.
    public func editing(_ edited: String) -> Snippet {
      var copy = self
      if let part { copy.companions[part].code = edited } else { copy.code = edited }
      return copy
    }
  }

  /// One per example, in page order: the programs `run N` and `edit N` number. A {module=…} or
  /// {file=…} block is a part of the program it is compiled with, not an example of its own
  /// (session 47's tryout: lesson 13's two examples, each a module and its program, read
  /// "run 1…4", and runs 1 and 2 printed the same); one no program follows runs on its own.
  /// A `{norun}` block is a fragment (a Package.swift manifest, a piece of a declaration) that
  /// `check --run` does not compile either: it is no example to run (session 48's tryout: lesson
  /// 2's manifest was offered to `run` and failed with "no such module 'PackageDescription'").
  public static func examples(in markdown: String) -> [Snippet] {
    swiftBlocks(in: markdown).filter { $0.part == nil && $0.flag != "norun" }
  }

  /// Every ```swift block, in order: a {module=…} or {file=…} block as the program it is
  /// compiled with, its `part` saying which of the program's companions it shows.
  public static func swiftBlocks(in markdown: String) -> [Snippet] {
    var codes: [FencedCode] = []
    MarkdownBlock.collectCode(in: MarkdownParser.parse(SourceText(markdown, path: ""))[...], into: &codes)
    var snippets: [Snippet] = []
    // The companion blocks waiting for the block they are compiled with: their places in `snippets`.
    var waiting: [Int] = []
    for code in codes where code.info.isSwift {
      let settings = (try? CompilerSetting.settings(in: code.info.flags).get()) ?? []
      if let role = code.info.companionRole {
        waiting.append(snippets.count)
        let companion = CompanionCode(
          role: role, code: code.code, settings: settings,
          location: ContentLocation(path: "", line: code.line)
        )
        // Until an ordinary block follows, the block runs as a program of its own.
        snippets.append(Snippet(code: code.code, companions: [companion]))
        continue
      }
      let companions = waiting.compactMap { snippets[$0].companions.first }
      let snippet = Snippet(
        code: code.code, flag: code.info.flags.first(where: SnippetCollector.claimMarks.contains),
        settings: settings, companions: companions)
      for (part, index) in waiting.enumerated() {
        snippets[index] = snippet
        snippets[index].part = part
      }
      waiting = []
      snippets.append(snippet)
    }
    for index in waiting { snippets[index].companions = [] }
    return snippets
  }
}
