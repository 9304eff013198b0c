import DrillContent
import DrillGrading
import DrillSupport
import Foundation
import Synchronization

/// `KeyPointAudit`'s verdicts kept under the cache folder (`key-points/`), as the proofs
/// are kept in `runs/`: grading a model Answer costs about a millisecond and a half, so a
/// `check` of an unchanged bank grades none again. An entry is keyed by the question's own
/// texts (id, prompt, Answer, key points and their `also:`/`wrong:` lines); the file's name
/// is a fingerprint of the lexicon and of the running executable (a new matcher or lexicon
/// starts a new file, and the older ones are removed when it is written). A file that cannot
/// be read is a cold cache, never an error: the audit then runs as without it.
public final class KeyPointAuditCache: Sendable {
  /// One problem of a question: the key point it is at, and its message.
  struct Finding: Codable, Sendable, Hashable {
    var point: Int
    /// The point's `wrong:` line the problem is at, when it is at one (nil: at the point).
    var wrong: Int?
    var message: String
    /// A warning (a `wrong:` line not heard); nil or false: an error.
    var warning: Bool?
  }

  let directory: URL
  let fingerprint: String
  /// Each key point said alone is audited too (`KeyPointAudit.problems`' `pointsAlone`).
  let pointsAlone: Bool
  private let known: [String: [Finding]]
  private let state = Mutex(State())

  private struct State {
    var fresh: [String: [Finding]] = [:]
    var hits = 0
  }

  public init(directory: URL, fingerprint: String, pointsAlone: Bool = false) {
    self.directory = directory
    self.fingerprint = fingerprint
    self.pointsAlone = pointsAlone
    let data = try? Data(contentsOf: directory.appendingPathComponent(fingerprint + ".json"))
    known = data.flatMap { try? JSONDecoder().decode([String: [Finding]].self, from: $0) } ?? [:]
  }

  /// The cache under `paths`' cache folder for the lexicon read from `lexiconText` (the bundled
  /// one's, `GradingLexicon.bundled(root:)`; empty without one) and this executable.
  public convenience init(paths: AppPaths, lexiconText: String, pointsAlone: Bool = false) {
    self.init(
      directory: paths.cacheDirectory.appendingPathComponent("key-points", isDirectory: true),
      fingerprint: Self.fingerprint(
        lexicon: lexiconText, executable: Self.executableIdentity + (pointsAlone ? "\0points-alone" : "")),
      pointsAlone: pointsAlone)
  }

  /// How many questions were answered from the file (for tests and the figures).
  public var hits: Int { state.withLock { $0.hits } }

  /// `KeyPointAudit.problems(in:lexicon:)`, from the cache when the question's texts were
  /// audited before with the same lexicon and executable.
  public func problems(in question: Question, lexicon: GradingLexicon) -> [Diagnostic] {
    guard let answer = question.answer, !answer.isEmpty, !question.keyPoints.isEmpty else { return [] }
    let key = Self.key(question)
    if let findings = known[key] {
      state.withLock { $0.hits += 1 }
      return findings.map { finding in
        Diagnostic(
          finding.warning == true ? .warning : .error, finding.message,
          at: Self.location(of: finding.point, wrong: finding.wrong, in: question))
      }
    }
    let problems = KeyPointAudit.problems(in: question, lexicon: lexicon, pointsAlone: pointsAlone)
    let findings = problems.map { problem in
      let (point, wrong) = Self.place(of: problem.location, in: question)
      return Finding(
        point: point, wrong: wrong, message: problem.message,
        warning: problem.severity == .warning ? true : nil)
    }
    state.withLock { $0.fresh[key] = findings }
    return problems
  }

  /// Writes what this run audited (and what it found in the file) when anything is new;
  /// files of other fingerprints are removed.
  public func save() {
    let fresh = state.withLock { $0.fresh }
    guard !fresh.isEmpty else { return }
    let data = Self.fileJSON(fresh: fresh, known: known)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    guard (try? AtomicFile.write(data, to: directory.appendingPathComponent(fingerprint + ".json"))) != nil
    else { return }
    let others = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in others where name.hasSuffix(".json") && name != fingerprint + ".json" {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// The question's texts the audit reads, each counted, so no two questions share a key.
  ///
  /// A 128-bit `StableHash`, not SHA-256: the file is the learner's own cache, not a guard, and
  /// a `check` then loads no libcrypto (1.6 MB of its peak memory) and hashes each question at
  /// about a tenth of the instructions. Two questions share a key only by a crafted collision,
  /// whose cost would be one question's key-point verdict taken from the other.
  ///
  /// The pieces are those of the first version (the counts as decimal text, the notes' `also:`
  /// then `wrong:` lines), written into a buffer reserved for all of them at once: no count
  /// made a `String`, no array of a note's lines joined, no buffer grown piece by piece
  /// (issue 29 (a), session 34).
  static func key(_ question: Question) -> String {
    let answer = question.answer ?? ""
    let points = question.keyPoints
    let notes = question.keyPointNotes
    // Each piece is its 8-byte length and its bytes; a count's digits are at most 20 bytes.
    var size = 8 * (4 + points.count) + 20 + question.localID.utf8.count + question.prompt.utf8.count
    size += answer.utf8.count
    for point in points { size += point.utf8.count }
    for note in notes {
      size += 8 + 41
      for line in note.also { size += 8 + line.utf8.count }
      for line in note.wrong { size += 8 + line.utf8.count }
    }
    var hash = StableHash()
    hash.reserveCapacity(size)
    hash.combine(question.localID)
    hash.combine(question.prompt)
    hash.combine(answer)
    combineDecimal(points.count, nil, into: &hash)
    for point in points { hash.combine(point) }
    for note in notes {
      combineDecimal(note.also.count, note.wrong.count, into: &hash)
      for line in note.also { hash.combine(line) }
      for line in note.wrong { hash.combine(line) }
    }
    return hash.hex
  }

  /// Adds `first` in decimal as one piece, or `first/second` when `second` is given: the
  /// bytes `String(first)` and `"\(first)/\(second)"` have, for counts (never negative).
  static func combineDecimal(_ first: Int, _ second: Int?, into hash: inout StableHash) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 41) { buffer in
      var end = 0
      func write(_ number: Int) {
        var value = UInt(number)
        let start = end
        repeat {
          buffer[end] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
          value /= 10
          end += 1
        } while value > 0
        var low = start
        var high = end - 1
        while low < high {
          buffer.swapAt(low, high)
          low += 1
          high -= 1
        }
      }
      write(first)
      if let second {
        buffer[end] = UInt8(ascii: "/")
        end += 1
        write(second)
      }
      hash.combine(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<end]))
    }
  }

  static func fingerprint(lexicon: String, executable: String) -> String {
    var hash = StableHash()
    hash.combine("lexicon")
    hash.combine(lexicon)
    hash.combine("executable")
    hash.combine(executable)
    return hash.hex
  }

  /// The running executable's path, size, modification time and inode: a rebuilt or
  /// upgraded binary (perhaps a new matcher) is another executable.
  static let executableIdentity: String = {
    let path =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? Bundle.main.executablePath ?? ""
    let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
    let inode = (attributes[.systemFileNumber] as? NSNumber)?.int64Value ?? -1
    return "\(path) \(size) \(modified) \(inode)"
  }()

  /// The point index of a problem at the model Answer (`Question.answerLocation`): told from the
  /// cache at the Answer too, not at the question's line (session 51: only the first `check` of an
  /// over-long Answer named its line).
  static let answerPoint = -2

  /// Where the audit reports a problem of point `index`: its `wrong:` line `wrong` when given,
  /// else the point's line, else the question's; the model Answer's for `answerPoint`.
  static func location(of index: Int, wrong: Int? = nil, in question: Question) -> ContentLocation {
    if index == answerPoint { return question.answerLocation ?? question.location }
    if let wrong, let line = question.location(ofWrong: wrong, point: index) { return line }
    let notes = question.keyPointNotes
    return (index >= 0 && index < notes.count ? notes[index].location : nil) ?? question.location
  }

  /// The index of the point a problem is located at (-1: the question's own line; `answerPoint`:
  /// the model Answer's), and of the point's `wrong:` line when it is at one.
  static func place(of location: ContentLocation, in question: Question) -> (point: Int, wrong: Int?) {
    if let answer = question.answerLocation, answer == location, answer != question.location {
      return (answerPoint, nil)
    }
    for (point, lines) in question.keyPointNoteLines.enumerated() {
      if let wrong = lines.wrong.firstIndex(of: location) { return (point, wrong) }
    }
    return (question.keyPointNotes.firstIndex { $0.location == location } ?? -1, nil)
  }
}
