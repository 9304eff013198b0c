/// The ```swift blocks of a lesson page, in order, for `run N`: found by the
/// same cmark-gfm parse the loader uses, so the player runs exactly the blocks
/// `check --run` proves.
public enum PageSnippets {
  public struct Snippet: Sendable, Equatable {
    public var code: String
    /// `fails`, `traps` or `norun`, when the fence says so.
    public var flag: String?
    /// The compiler settings the fence asks for (`{upcoming=ExistentialAny}`); none when one is invalid.
    public var settings: [CompilerSetting] = []
  }

  public static func swiftBlocks(in markdown: String) -> [Snippet] {
    var codes: [FencedCode] = []
    MarkdownBlock.collectCode(in: MarkdownParser.parse(SourceText(markdown, path: ""))[...], into: &codes)
    return codes.filter(\.info.isSwift).map { code in
      Snippet(
        code: code.code, flag: code.info.flags.first { !CompilerSetting.isSetting($0) },
        settings: (try? CompilerSetting.settings(in: code.info.flags).get()) ?? [])
    }
  }
}
