import DrillSupport

/// Turns words (from the command line or a REPL line) into an `Invocation`.
struct CommandLineParser {
  var commands: [CommandSpec] = CommandCatalog.commands

  /// A REPL line's words (`LineTokenizer`). A line whose first word is no command and whose quote is
  /// not closed is a sentence typed at the prompt ("transparent layers get blended, so what's
  /// below…", an answer sent after its question ended): the error that says so is the unknown
  /// command, not the apostrophe.
  func words(ofLine line: String) throws(UsageError) -> [String] {
    do {
      return try LineTokenizer.words(line)
    } catch {
      if let head = line.split(whereSeparator: \.isWhitespace).first.map(String.init),
        !head.contains(where: { $0 == "\"" || $0 == "'" || $0 == "\\" }), commands.named(head) == nil
      {
        throw unknownCommand(head)
      }
      throw error
    }
  }

  func parse(_ words: [String]) throws(UsageError) -> Invocation {
    guard let first = words.first else { throw .emptyCommand }
    guard let spec = commands.named(first) else { throw unknownCommand(first) }
    var invocation = Invocation(spec: spec, typedName: first == spec.name ? nil : first)
    var rest = words.dropFirst()[...]
    var onlyArguments = false
    while let word = rest.popFirst() {
      if onlyArguments || !word.hasPrefix("-") || word == "-" || Int(word) != nil {
        invocation.arguments.append(word)
        continue
      }
      if word == "--" {
        onlyArguments = true
        continue
      }
      try parseOption(word, rest: &rest, into: &invocation)
    }
    try checkArguments(invocation)
    return invocation
  }

  /// The error for a first word that names no command, with the nearest name as a suggestion.
  private func unknownCommand(_ name: String) -> UsageError {
    .unknownCommand(name, suggestion: Suggestion.nearest(to: name, in: commands.allNames))
  }

  private func parseOption(
    _ word: String, rest: inout ArraySlice<String>, into invocation: inout Invocation
  ) throws(UsageError) {
    let spec = invocation.spec
    var name = String(word.drop(while: { $0 == "-" }))
    var inlineValue: String?
    if let equals = name.firstIndex(of: "=") {
      inlineValue = String(name[name.index(after: equals)...])
      name = String(name[..<equals])
    }
    guard let option = spec.option(named: name) else {
      let names = spec.options.map { "--\($0.name)" }
      throw .unknownOption(
        command: invocation.shownName, option: word,
        suggestion: Suggestion.nearest(to: "--\(name)", in: names))
    }
    guard option.value != nil else {
      if inlineValue != nil {
        throw .invalidValue(option: "--\(option.name)", value: inlineValue ?? "", expected: "no value")
      }
      invocation.flags.insert(option.name)
      return
    }
    guard let value = inlineValue ?? rest.popFirst() else {
      throw .missingValue(option: "--\(option.name)")
    }
    if case .oneOf(let allowed) = option.value, !allowed.contains(value) {
      throw .invalidValue(
        option: "--\(option.name)", value: value,
        expected: "one of \(allowed.joined(separator: ", "))")
    }
    invocation.values[option.name, default: []].append(value)
  }

  private func checkArguments(_ invocation: Invocation) throws(UsageError) {
    let specs = invocation.spec.arguments
    let variadic = specs.last?.variadic ?? false
    if !variadic, invocation.arguments.count > specs.count {
      throw .unexpectedArgument(
        command: invocation.shownName, argument: invocation.arguments[specs.count])
    }
    for (index, argument) in specs.enumerated() where !argument.optional {
      guard index < invocation.arguments.count else {
        throw .missingArgument(command: invocation.shownName, argument: argument.name)
      }
      if case .oneOf(let allowed) = argument.value, !allowed.contains(invocation.arguments[index]) {
        throw .invalidValue(
          option: argument.name, value: invocation.arguments[index],
          expected: "one of \(allowed.joined(separator: ", "))")
      }
    }
  }
}
