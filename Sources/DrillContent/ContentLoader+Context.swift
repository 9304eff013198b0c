import DrillSupport

extension ContentLoader {
  /// What `check FILE` judges the checked files against (`ContentCrossCheck`): the packs and
  /// lessons `load(_:)` would keep from `sources` (the first of each id, in the same order), each
  /// read from its front matter alone. A pack has no intro and no question, a lesson no intro and
  /// no page; there are no snippets and no diagnostics. The cross-check reads ids, paths and a
  /// lesson's `order` and `teaches` only, and whether a file yields a pack or a lesson depends on
  /// its front matter only, so the judgement is the one against the whole library, without
  /// parsing or checking a question or a lesson's page (about two thirds of a `check` of a small
  /// folder, with the bundled content beside it).
  public func loadContext(_ sources: [ContentSource]) -> ContentLibrary {
    var files = ContentFileFinder()
    for source in sources { files.add(source) }
    let (admitted, _) = sizeLimit.admit(files.files.map(\.path))
    let limit = sizeLimit
    let parsed = ParallelMap.map(files.files.filter { admitted.contains($0.path) }) { file -> ParsedFile? in
      let keeps = MarkdownPackParser.Keeps(texts: .none, claims: false)
      guard case .success(var parsed) = Self.readAndParse(file, limit: limit, keeps: keeps, headerOnly: true)
      else { return nil }
      // A JSON file is parsed whole: keep its header only, as a Markdown file's.
      parsed.pack?.intro = ""
      parsed.pack?.questions = []
      parsed.lesson?.intro = ""
      parsed.lesson?.pages = []
      parsed.snippets = []
      parsed.diagnostics = []
      return parsed
    }
    var library = ContentLibrary()
    var packIDs = Set<String>()
    var lessonIDs = Set<String>()
    for case let file? in parsed {
      if let pack = file.pack {
        if packIDs.insert(pack.id).inserted { library.packs.append(pack) }
      } else if let lesson = file.lesson {
        if lessonIDs.insert(lesson.id).inserted { library.lessons.append(lesson) }
      }
    }
    return library
  }
}
