import DrillContent

/// The notes an export writes: one SwiftDrill note per question, except for the questions
/// made from one Anki cloze note (they share its GUID tag), which become that one note again,
/// with a card per question (`AnkiClozeRebuild`), so Anki recognises the note it has and adds
/// no copy. When such a note cannot be rebuilt, its first question goes out as a SwiftDrill
/// note with the GUID and the others are left out (`leftOut`), never sent as new notes.
struct AnkiExportPlan {
  struct Entry {
    /// One question, or a cloze note's questions in card order.
    var questions: [Question]
    var cloze: AnkiClozeRebuild.Note?
  }

  var entries: [Entry] = []
  var leftOut: [Question] = []

  init(_ questions: [Question]) {
    var groups: [String: [Question]] = [:]
    for question in questions {
      guard let guid = question.tags.lazy.compactMap(AnkiIDs.guid(fromTag:)).first else { continue }
      groups[guid, default: []].append(question)
    }
    var done = Set<String>()
    for question in questions {
      guard let guid = question.tags.lazy.compactMap(AnkiIDs.guid(fromTag:)).first,
        let group = groups[guid], group.count > 1
      else {
        entries.append(Entry(questions: [question]))
        continue
      }
      guard done.insert(guid).inserted else { continue }
      if let note = AnkiClozeRebuild.note(for: group) {
        entries.append(Entry(questions: group, cloze: note))
      } else {
        entries.append(Entry(questions: [group[0]]))
        leftOut += group.dropFirst()
      }
    }
  }
}
