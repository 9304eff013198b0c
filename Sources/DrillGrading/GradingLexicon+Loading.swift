import DrillSupport
import Foundation

/// Where the lexicon and the fitted rules beside it come from: `<root>/grading/`, read only when
/// no other user could have written it (`FileTrust`).
extension GradingLexicon {
  /// The file name, in the bundled folder `grading/`.
  public static let fileName = "lexicon.txt"

  /// A line of the file the reader does not understand.
  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    public var location: ContentLocation
    public var message: String

    static func error(_ message: String, at location: ContentLocation) -> Problem {
      Problem(location: location, message: message)
    }

    public var description: String { "\(location): error: \(message)" }
  }

  /// Reads `<root>/grading/lexicon.txt`; nil when it is missing or unreadable, or when a user
  /// other than this one and root could have written it, its `grading/` folder or `root`
  /// (`FileTrust.dataProblem`): the lexicon decides grades, so it is trusted data.
  public static func load(root: URL) -> GradingLexicon? {
    loadWithText(root: root)?.lexicon
  }

  /// `load(root:)`, with the files' text as read: one read and one parse for a caller that
  /// needs both (`bundledText`, the key of `check`'s audit cache; issue 29 (a), session 24: the
  /// text was read and the whole file parsed a second time, 4 % of a `check`). The text is the
  /// lexicon's, then `withhold.txt`'s, `wrongline.txt`'s and `polarity.txt`'s when there are.
  public static func loadWithText(root: URL) -> (lexicon: GradingLexicon, text: String)? {
    let folder = root.appendingPathComponent("grading", isDirectory: true)
    let url = folder.appendingPathComponent(fileName)
    for path in [root.path, folder.path, url.path] where FileTrust.dataProblem(path) != nil { return nil }
    guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
      return nil
    }
    var lexicon = GradingLexicon(text: text, path: url.path)
    var all = text
    if let withhold = lexicon.readFitted(FittedWithhold.fileName, in: folder, FittedWithhold.read) {
      (lexicon.withhold, all) = (withhold.model, all + "\n" + withhold.text)
    }
    if let line = lexicon.readFitted(FittedWrongLine.fileName, in: folder, FittedWrongLine.read) {
      (lexicon.wrongLine, all) = (line.model, all + "\n" + line.text)
    }
    if let polarity = lexicon.readFitted(FittedPolarity.fileName, in: folder, FittedPolarity.read) {
      (lexicon.polarity, all) = (polarity.model, all + "\n" + polarity.text)
    }
    return (lexicon, all)
  }

  /// Reads a fitted rule's file `folder/name` (`withhold.txt`, `wrongline.txt`, `polarity.txt`; trusted as the
  /// lexicon is), its problems into `problems`: its model (nil with a problem) and text, or nil.
  fileprivate mutating func readFitted<Model>(
    _ name: String, in folder: URL, _ read: (String, String) -> (model: Model?, problems: [Problem])
  ) -> (model: Model?, text: String)? {
    let url = folder.appendingPathComponent(name)
    let at = ContentLocation(path: url.path, line: 1)
    // Trusted before it is read, as the lexicon is (a missing file has no problem).
    if FileTrust.dataProblem(url.path) != nil {
      problems.append(
        .error("not read: another user could have written it; grading keeps the hand rule", at: at))
      return nil
    }
    guard let data = try? Data(contentsOf: url) else { return nil }
    guard let text = String(data: data, encoding: .utf8) else {
      problems.append(.error("not UTF-8: grading keeps the hand rule", at: at))
      return nil
    }
    let (model, found) = read(text, url.path)
    problems += found
    return (model, text)
  }
}
