/// A name as one word of a shell command a message tells the learner to type: as it is when every
/// character is safe unquoted, else in single quotes (a quote inside closed, escaped and reopened).
/// Session 46's review: `project start bullseye "it's"` said `Next: cd 'it's'`.
public enum ShellWord {
  public static func quoted(_ word: String) -> String {
    let safe =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "._/-+:@%,=".unicodeScalars.contains(scalar)
      }
    return safe ? word : "'" + word.replacing("'", with: "'\\''") + "'"
  }
}
