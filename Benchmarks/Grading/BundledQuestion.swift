import DrillGrading
import DrillMarkdown
import Foundation

/// What the grader needs of a bundled question beyond its key points: the prompt
/// (its words weigh half) and the authored notes. Read from the question file the
/// way the labelled set names it: the text between the `id:` line's attributes and
/// the first `###` section, and the `- also:` / `- wrong:` lines under each key
/// point. A plain reading, not the content loader: the figures test
/// (SpokenAnswerEvaluationTests) grades through the loader and is the reference.
struct BundledQuestion {
  var prompt = ""
  var notes: [KeyPointNotes] = []
  /// The model Answer as it is said (`MarkdownNode.spokenText`, as the grader reads it).
  var model = ""
  /// The key points as the file has them (session 50: `alone` grades each said alone).
  var points: [String] = []

  init(root: URL, file: String, id: String, keyPoints: [String]) {
    guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8),
      let localID = id.split(separator: "/").last,
      let start = text.range(of: "\nid: \(localID)\n")
    else { return }
    var lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.first, line.contains(": "), !line.hasPrefix(" ") { lines = lines.dropFirst() }
    var prompt: [Substring] = []
    while let line = lines.first, !line.hasPrefix("### ") {
      prompt.append(line)
      lines = lines.dropFirst()
    }
    self.prompt = prompt.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    if let start = lines.firstIndex(of: "### Answer") {
      let body = lines[(start + 1)...].prefix { !$0.hasPrefix("### ") && !$0.hasPrefix("## ") && $0 != "---" }
      model = MarkdownNode.spokenText(of: body.joined(separator: "\n"))
    }
    guard let points = lines.firstIndex(of: "### Key points") else { return }
    var found: [String] = []
    var notes: [KeyPointNotes] = []
    for line in lines[(points + 1)...] {
      if line.hasPrefix("- ") {
        found.append(String(line.dropFirst(2)))
        notes.append(KeyPointNotes())
      } else if let note = line.firstRange(of: "- also: "), line.hasPrefix(" "), !notes.isEmpty {
        notes[notes.count - 1].also.append(String(line[note.upperBound...]))
      } else if let note = line.firstRange(of: "- wrong: "), line.hasPrefix(" "), !notes.isEmpty {
        notes[notes.count - 1].wrong.append(String(line[note.upperBound...]))
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty || !found.isEmpty {
        if !line.hasPrefix(" ") { break }
      }
    }
    self.points = found
    // Notes belong to the points as the file has them; a set labelled on other points gets none.
    if found == keyPoints || keyPoints.isEmpty { self.notes = notes }
  }
}
