import DrillSupport
import Foundation

/// Question ids that moved (a pack was split, merged or renamed): old full id to new
/// full id, read from a `moved-ids.tsv` file at the top of a questions folder. The
/// progress store applies it when it opens, so a moved question keeps its history.
///
/// The file has one `old<TAB>new` pair a line; blank lines and lines starting with `#`
/// are ignored. Chains (`a → b`, `b → c`) are followed to their end, so a question moved
/// twice lands where it is now.
public struct QuestionMoves: Sendable, Equatable {
  /// The file's name inside a questions folder.
  public static let fileName = "moved-ids.tsv"

  /// Old full id → current full id, chains already resolved.
  public private(set) var targets: [String: String]

  public init(_ moves: [String: String] = [:]) {
    targets = Self.resolved(moves)
  }

  public var isEmpty: Bool { targets.isEmpty }

  /// Reads `text`; lines that are not an `old<TAB>new` pair of ids become diagnostics
  /// (with `path`) and are left out.
  public static func parse(_ text: String, path: String) -> (moves: QuestionMoves, diagnostics: [Diagnostic])
  {
    var moves: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      // Trimmed by scalars: Foundation's `trimmingCharacters` bridged every line through
      // NSString (a 616-line file cost 160 M instructions at every start).
      let content = Blanks.trimmed(line, lineBreaks: false)
      if content.isEmpty || content.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        String(Blanks.trimmed($0, lineBreaks: false))
      }
      let location = ContentLocation(path: path, line: index + 1)
      guard fields.count == 2, isFullID(fields[0]), isFullID(fields[1]) else {
        diagnostics.append(.error("expected `old-pack/question<TAB>new-pack/question`", at: location))
        continue
      }
      if let earlier = moves[fields[0]], earlier != fields[1] {
        diagnostics.append(
          .error("`\(fields[0])` is moved twice (to `\(earlier)` and `\(fields[1])`)", at: location))
        continue
      }
      moves[fields[0]] = fields[1]
    }
    return (QuestionMoves(moves), diagnostics)
  }

  /// The moves of every `moved-ids.tsv` directly inside `folders` (missing files are skipped).
  public static func load(from folders: [URL]) -> (moves: QuestionMoves, diagnostics: [Diagnostic]) {
    var merged: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    for folder in folders {
      let url = folder.appendingPathComponent(fileName)
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let parsed = parse(String(decoding: data, as: UTF8.self), path: url.path)
      diagnostics += parsed.diagnostics
      merged.merge(parsed.moves.targets) { first, _ in first }
    }
    return (QuestionMoves(merged), diagnostics)
  }

  /// A hash of the `moved-ids.tsv` files of `folders` (their paths and bytes; a missing
  /// file counts as absent): equal when `load(from:)` would read the same moves. Computed
  /// at every start, so a `StableHash` (not SHA-256, which would load libcrypto).
  public static func digest(of folders: [URL]) -> String {
    var hash = StableHash()
    for folder in folders {
      let url = folder.appendingPathComponent(fileName)
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      hash.combine(url.path)
      data.withUnsafeBytes { hash.combine($0) }
    }
    return hash.hex
  }

  /// Follows each chain to its end; a cycle leaves its ids where they are.
  private static func resolved(_ moves: [String: String]) -> [String: String] {
    var result: [String: String] = [:]
    for (old, first) in moves {
      var target = first
      var seen: Set<String> = [old]
      while let next = moves[target], !seen.contains(target) {
        seen.insert(target)
        target = next
      }
      if target != old, moves[target] == nil { result[old] = target }
    }
    return result
  }

  private static func isFullID(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && !$0.contains(where: \.isWhitespace) }
  }
}
