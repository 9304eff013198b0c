import DrillGrading
import DrillMarkdown
import DrillSupport

/// The binary form of a loaded library, for `ContentCache`. Field order is the
/// format: change it only together with `ContentCache.formatVersion`.
extension ContentLibrary {
  func encode(to writer: inout BinaryWriter) {
    writer.write(packs) { $0.write($1) }
    writer.write(lessons) { $0.write($1) }
    writer.write(snippets) { $0.write($1) }
    writer.write(diagnostics) { $0.write($1) }
  }

  package init(from reader: inout BinaryReader) throws(BinaryReader.Corrupt) {
    self.init(
      packs: try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readPack() },
      lessons: try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readLesson() },
      snippets: try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readSnippet() },
      diagnostics: try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readDiagnostic() }
    )
  }
}

extension BinaryWriter {
  mutating func write(_ pack: Pack) {
    write(pack.id)
    write(pack.title)
    write(pack.level.rawValue)
    write(pack.kind.rawValue)
    write(pack.tags)
    write(pack.swift)
    write(pack.intro)
    write(pack.questions) { $0.write($1) }
    write(pack.path)
    write(pack.format.rawValue)
    write(pack.refusedQuestions)
  }

  mutating func write(_ question: Question) {
    write(question.localID)
    write(question.packID)
    write(question.title)
    write(question.level.rawValue)
    write(question.kind.rawValue)
    write(question.tags)
    write(question.points)
    write(question.time)
    write(question.shuffle)
    write(question.compare.rawValue)
    write(question.prompt)
    write(question.choices) {
      $0.write($1.text)
      $0.write($1.correct)
    }
    write(question.tests)
    write(question.starter)
    write(question.output)
    write(question.accept)
    write(question.answer)
    write(question.keyPoints)
    write(question.keyPointNotes) {
      $0.write($1.also)
      $0.write($1.wrong)
      $0.write($1.location != nil)
      if let location = $1.location { $0.write(location) }
    }
    write(question.keyPointNoteLines) {
      $0.write($1.also) { $0.write($1) }
      $0.write($1.wrong) { $0.write($1) }
    }
    write(question.hints)
    write(question.explanation)
    write(question.location)
    write(question.answerLocation != nil)
    if let location = question.answerLocation { write(location) }
  }

  mutating func write(_ lesson: Lesson) {
    write(lesson.id)
    write(lesson.title)
    write(lesson.level.rawValue)
    write(lesson.order)
    write(lesson.requires)
    write(lesson.tags)
    write(lesson.teaches)
    write(lesson.intro)
    write(lesson.pages) { writer, page in
      writer.write(page.title)
      writer.write(page.line)
      switch page.content {
      case .text(let text):
        writer.write(0)
        writer.write(text)
      case .check(let question):
        writer.write(1)
        writer.write(question)
      }
    }
    write(lesson.path)
  }

  mutating func write(_ snippet: CodeSnippet) {
    write(snippet.code)
    switch snippet.claim {
    case .runs(let expectedOutput):
      write(0)
      write(expectedOutput)
    case .failsToCompile: write(1)
    case .traps: write(2)
    case .passesTests(let tests):
      write(3)
      write(tests)
    }
    write(snippet.location)
    write(snippet.context)
    write(snippet.linesInFile)
    write(snippet.compilerSettings.map(\.word))
    for location in [snippet.outputLocation, snippet.testsLocation] {
      write(location != nil)
      if let location { write(location) }
    }
    for expected in [snippet.expectedErrors, snippet.expectedWarnings] {
      write(expected != nil)
      if let expected {
        write(expected.lines)
        write(expected.location)
      }
    }
    write(snippet.forbidsWarnings)
    write(snippet.companions.count)
    for companion in snippet.companions {
      write(companion.role.word)
      write(companion.code)
      write(companion.settings.map(\.word))
      write(companion.location)
      write(companion.linesInFile)
    }
  }

  mutating func write(_ diagnostic: Diagnostic) {
    write(diagnostic.severity.rawValue)
    write(diagnostic.message)
    write(diagnostic.location)
  }

  mutating func write(_ location: ContentLocation) {
    write(location.path)
    write(location.line)
    write(location.column)
  }
}

extension BinaryReader {
  mutating func readPack() throws(Corrupt) -> Pack {
    Pack(
      id: try readString(), title: try readString(), level: try readEnum(Level.self),
      kind: try readEnum(QuestionKind.self), tags: try readStrings(), swift: try readOptionalString(),
      intro: try readString(),
      questions: try readArray { reader throws(Corrupt) in try reader.readQuestion() },
      path: try readString(), format: try readEnum(Pack.Format.self),
      refusedQuestions: try readNonNegative())
  }

  /// A count of things, not of bytes left (`readCount` would cap it at those).
  mutating func readNonNegative() throws(Corrupt) -> Int {
    let value = try readInt()
    guard value >= 0 else { throw Corrupt() }
    return value
  }

  mutating func readQuestion() throws(Corrupt) -> Question {
    var question = try readQuestionFields()
    question.keyPointNotes = try readArray { reader throws(Corrupt) in
      KeyPointNotes(
        also: try reader.readStrings(), wrong: try reader.readStrings(),
        location: try reader.readBool() ? try reader.readLocation() : nil)
    }
    question.keyPointNoteLines = try readArray { reader throws(Corrupt) in
      KeyPointNoteLines(
        also: try reader.readArray { reader throws(Corrupt) in try reader.readLocation() },
        wrong: try reader.readArray { reader throws(Corrupt) in try reader.readLocation() })
    }
    question.hints = try readStrings()
    question.explanation = try readOptionalString()
    question.location = try readLocation()
    question.answerLocation = try readBool() ? try readLocation() : nil
    return question
  }

  /// A question's fields up to its key points, in the order `write(_ question:)` writes them.
  private mutating func readQuestionFields() throws(Corrupt) -> Question {
    Question(
      localID: try readString(), packID: try readString(), title: try readString(),
      level: try readEnum(Level.self), kind: try readEnum(QuestionKind.self), tags: try readStrings(),
      points: try readInt(), time: try readOptionalInt(), shuffle: try readBool(),
      compare: try readEnum(OutputCompare.self), prompt: try readString(),
      choices: try readArray { reader throws(Corrupt) in
        Choice(text: try reader.readString(), correct: try reader.readBool())
      },
      tests: try readOptionalString(), starter: try readOptionalString(), output: try readOptionalString(),
      accept: try readStrings(), answer: try readOptionalString(), keyPoints: try readStrings())
  }

  mutating func readLesson() throws(Corrupt) -> Lesson {
    Lesson(
      id: try readString(), title: try readString(), level: try readEnum(Level.self),
      order: try readOptionalInt(), requires: try readStrings(), tags: try readStrings(),
      teaches: try readStrings(), intro: try readString(),
      pages: try readArray { reader throws(Corrupt) in
        let title = try reader.readString()
        let line = try reader.readInt()
        let content: LessonPage.Content
        switch try reader.readInt() {
        case 0: content = .text(try reader.readString())
        case 1: content = .check(try reader.readQuestion())
        default: throw Corrupt()
        }
        return LessonPage(title: title, content: content, line: line)
      },
      path: try readString())
  }

  mutating func readSnippet() throws(Corrupt) -> CodeSnippet {
    let code = try readString()
    let claim: CodeSnippet.Claim
    switch try readInt() {
    case 0: claim = .runs(expectedOutput: try readOptionalString())
    case 1: claim = .failsToCompile
    case 2: claim = .traps
    case 3: claim = .passesTests(tests: try readString())
    default: throw Corrupt()
    }
    let location = try readLocation()
    let context = try readString()
    let linesInFile = try readBool()
    guard case .success(let settings) = CompilerSetting.settings(in: try readStrings()) else {
      throw Corrupt()
    }
    let outputLocation = try readBool() ? try readLocation() : nil
    let testsLocation = try readBool() ? try readLocation() : nil
    let expectedErrors = try readExpectedMessages()
    var snippet = CodeSnippet(
      code: code, claim: claim, location: location, context: context, expectedErrors: expectedErrors,
      expectedWarnings: try readExpectedMessages())
    snippet.linesInFile = linesInFile
    snippet.compilerSettings = settings
    snippet.outputLocation = outputLocation
    snippet.testsLocation = testsLocation
    snippet.forbidsWarnings = try readBool()
    for _ in 0..<(try readCount()) {
      guard case .success(let role?) = CompanionCode.Role.parse([try readString()]) else { throw Corrupt() }
      let code = try readString()
      guard case .success(let settings) = CompilerSetting.settings(in: try readStrings()) else {
        throw Corrupt()
      }
      snippet.companions.append(
        CompanionCode(
          role: role, code: code, settings: settings, location: try readLocation(),
          linesInFile: try readBool()))
    }
    return snippet
  }

  mutating func readExpectedMessages() throws(Corrupt) -> ExpectedMessages? {
    guard try readBool() else { return nil }
    return ExpectedMessages(lines: try readStrings(), location: try readLocation())
  }

  mutating func readDiagnostic() throws(Corrupt) -> Diagnostic {
    let severity = try readEnum(Diagnostic.Severity.self)
    let message = try readString()
    return Diagnostic(severity, message, at: try readLocation())
  }

  mutating func readLocation() throws(Corrupt) -> ContentLocation {
    ContentLocation(path: try readString(), line: try readInt(), column: try readInt())
  }

  mutating func readEnum<Value: RawRepresentable>(_: Value.Type) throws(Corrupt) -> Value
  where Value.RawValue == String {
    guard let value = Value(rawValue: try readString()) else { throw Corrupt() }
    return value
  }
}
