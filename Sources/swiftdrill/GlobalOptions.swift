import Foundation

/// Options that apply to every command, taken out of the command line first.
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
    var options = GlobalOptions()
    var rest = arguments[...]
    var passThrough = false
    while let word = rest.popFirst() {
      if passThrough {
        options.commandWords.append(word)
        continue
      }
      switch word {
      case "--":
        passThrough = true
        options.commandWords.append(word)
      case "--help", "-h": options.help = true
      case "--version": options.version = true
      case "--no-color", "--no-colour": options.noColor = true
      case "--trust": options.trust = true
      case "--content":
        guard let directory = rest.popFirst() else { throw .missingValue(option: "--content") }
        options.contentDirectories.append(directory)
      default:
        if word.hasPrefix("--content=") {
          options.contentDirectories.append(String(word.dropFirst("--content=".count)))
        } else {
          options.commandWords.append(word)
        }
      }
    }
    return options
  }
}
