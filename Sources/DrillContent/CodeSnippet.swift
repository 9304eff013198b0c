import DrillMarkdown
import DrillSupport

/// A fenced Swift block in content, with the claim `check --run` must prove.
public struct CodeSnippet: Sendable, Hashable {
  public enum Claim: Sendable, Hashable {
    /// Compiles and exits 0; when `expectedOutput` is set, prints exactly that.
    case runs(expectedOutput: String?)
    /// The compiler rejects it (`{fails}`).
    case failsToCompile
    /// Compiles, then stops with a runtime trap (`{traps}`).
    case traps
    /// A code question's Answer compiled together with its Tests must exit 0.
    case passesTests(tests: String)
  }

  public var code: String
  public var claim: Claim
  /// Where the fence opens.
  public var location: ContentLocation
  /// What the snippet belongs to, for messages (`interview/struct-copy`, `lesson optionals`).
  public var context: String
  /// The ```error block of a `{fails}` block: text its compile errors must contain.
  public var expectedErrors: ExpectedMessages?
  /// The ```warning block of a block that compiles: text its warnings must contain.
  public var expectedWarnings: ExpectedMessages?
  /// Whether the code's lines are the file's lines after the fence (Markdown);
  /// false for code inside a JSON string, all on one line of the file.
  public var linesInFile = true
  /// Where the expected output is written (the ```output block's fence, or a JSON `output` value).
  public var outputLocation: ContentLocation?
  /// Where a code question's Tests are written (the fence of its `### Tests` block, or a JSON `tests` value).
  public var testsLocation: ContentLocation?
  /// What the fence's settings add to the compile (`{upcoming=ExistentialAny}`).
  public var compilerSettings: [CompilerSetting] = []
  /// The ```swift {file=…} and {module=…} blocks before it, compiled with it.
  public var companions: [CompanionCode] = []
  /// `{nowarnings}`: the compile must give no warning at all.
  public var forbidsWarnings = false

  /// Where line `line` of the code is, in words: `line 12` (of the file), or
  /// `line 2 of the block` when the code is in a JSON string.
  public func place(ofCodeLine line: Int) -> String {
    linesInFile ? "line \(location.line + line)" : "line \(line) of the block"
  }

  public init(
    code: String, claim: Claim, location: ContentLocation, context: String,
    expectedErrors: ExpectedMessages? = nil, expectedWarnings: ExpectedMessages? = nil
  ) {
    self.code = code
    self.claim = claim
    self.location = location
    self.context = context
    self.expectedErrors = expectedErrors
    self.expectedWarnings = expectedWarnings
  }
}

/// The lines of an ```error or ```warning block: each must occur in the text of
/// one of the compiler's messages of that kind.
public struct ExpectedMessages: Sendable, Hashable {
  /// Non-blank lines, trimmed.
  public var lines: [String]
  /// Where the block's fence opens.
  public var location: ContentLocation

  public init(lines: [String], location: ContentLocation) {
    self.lines = lines
    self.location = location
  }
}
