import Foundation

/// Options that apply to every command, taken out of the command line first.
/// Which words are global options is `CommandCatalog.globalOptions`, the list
/// `help` and the man page print: nothing here lists them again.
struct GlobalOptions: Equatable {
  var help = false
  var version = false
  var noColor = false
  /// Run content code even where no sandbox layer confines files (for scripts).
  var trust = false
  var contentDirectories: [String] = []
  /// The command and its own arguments.
  var commandWords: [String] = []

  static func parse(_ arguments: [String]) throws(UsageError) -> GlobalOptions {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var commandWords: [String] = []
    var rest = arguments[...]
    var passThrough = false
    while let word = rest.popFirst() {
      if passThrough {
        commandWords.append(word)
        continue
      }
      if word == "--" {
        passThrough = true
        commandWords.append(word)
        continue
      }
      let (name, attached) = split(word)
      guard let option = CommandCatalog.globalOptions.first(where: { $0.matches(name) }) else {
        commandWords.append(word)
        continue
      }
      if option.value == nil {
        // A flag with `=value` is no global flag: the command reports it.
        guard attached == nil else {
          commandWords.append(word)
          continue
        }
        flags.insert(option.name)
      } else {
        guard let value = attached ?? rest.popFirst() else { throw .missingValue(option: "--\(option.name)") }
        values[option.name, default: []].append(value)
      }
    }
    return GlobalOptions(
      help: flags.contains("help"), version: flags.contains("version"), noColor: flags.contains("no-color"),
      trust: flags.contains("trust"), contentDirectories: values["content"] ?? [], commandWords: commandWords)
  }

  /// Throws for the first `--content` path that names nothing: said at once, before any command
  /// (session 48's tryout: `--content /nonexist` said only "1 problem in the content; run check").
  func checkContentExists() throws(UsageError) {
    for path in contentDirectories where !FileManager.default.fileExists(atPath: path) {
      throw .missingContent(path: path)
    }
  }

  /// `--name=value` as its name and value; any other word as itself.
  private static func split(_ word: String) -> (name: String, value: String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }
}
