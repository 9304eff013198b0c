import DrillContent
import DrillProgress

extension AnkiPackageReader {
  /// The questions made, sorted into the packs to write.
  struct Placed {
    var result: AnkiImport
    var cardQuestions: [String: String]
    var files: [AnkiImport.File] { result.files }
    var report: AnkiImportReport {
      get { result.report }
      set { result.report = newValue }
    }
    var reviews: [ReviewLogCSV.Row] {
      get { result.reviews }
      set { result.reviews = newValue }
    }
  }

  /// Anki's notes go to `pack`. SwiftDrill's own questions keep their ids: one the library
  /// has is not written again (its reviews join it); one it lacks goes to its original pack
  /// when the library has no pack of that id, else to `pack` under its own question id
  /// (reported).
  static func place(
    _ questions: [Question], in pack: Pack, converter: AnkiNoteConverter, existing: AnkiExistingContent
  ) -> Placed {
    var pack = pack
    var report = converter.report
    var restored: [String: [Question]] = [:]
    var known: [String] = []
    var renamed: [String: String] = [:]
    var used = Set(questions.filter { $0.packID == pack.id }.map(\.localID))
    for question in questions {
      guard converter.ownQuestions.contains(question.id), question.packID != pack.id else {
        pack.questions.append(question)
        continue
      }
      if existing.questions.contains(question.id) {
        known.append(question.id)
      } else if !existing.packs.contains(question.packID) {
        restored[question.packID, default: []].append(question)
      } else {
        var moved = question
        moved.packID = pack.id
        var counter = 2
        while used.contains(moved.localID) {
          moved.localID = "\(question.localID)-\(counter)"
          counter += 1
        }
        used.insert(moved.localID)
        renamed[question.id] = moved.id
        report.warnings.append(
          .init(
            note: question.title,
            message:
              "your pack \(question.packID) has no question \(question.localID) any more: "
              + "written as \(moved.id)"
          ))
        pack.questions.append(moved)
      }
    }
    // What the conversion changed in a question that is not written again does not apply.
    let kept = Set(known)
    report.warnings.removeAll { $0.question.map(kept.contains) ?? false }
    var files: [AnkiImport.File] = []
    for id in restored.keys.sorted() {
      let restoredPack = Pack(
        id: id, title: converter.ownPackTitles[id] ?? id, tags: [],
        intro: "Restored from an Anki package SwiftDrill exported.", questions: restored[id] ?? [], path: "",
        format: .markdown)
      files.append(AnkiImport.File(pack: restoredPack, markdown: MarkdownPackWriter.write(restoredPack)))
    }
    report.questions = pack.questions.count + files.reduce(0) { $0 + $1.pack.questions.count }
    let cardQuestions = converter.cardQuestions.mapValues { renamed[$0] ?? $0 }
    let result = AnkiImport(
      pack: pack, markdown: MarkdownPackWriter.write(pack), restored: files, known: known, report: report)
    return Placed(result: result, cardQuestions: cardQuestions)
  }
}
