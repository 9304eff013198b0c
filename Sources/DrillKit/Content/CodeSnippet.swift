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
  public var location: SourceLocation
  /// What the snippet belongs to, for messages (`interview/struct-copy`, `lesson optionals`).
  public var context: String

  public init(code: String, claim: Claim, location: SourceLocation, context: String) {
    self.code = code
    self.claim = claim
    self.location = location
    self.context = context
  }
}
