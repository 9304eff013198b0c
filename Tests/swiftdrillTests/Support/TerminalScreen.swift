/// What a terminal shows after a program's output: enough of a VT100 to follow where libedit
/// and the countdown put their text (printing, CR, LF, backspace, cursor moves, save and
/// restore, clearing). Other sequences (colours, modes) are read and ignored. One column per
/// character: the tests that read a screen compare ASCII rows.
struct TerminalScreen {
  let columns: Int
  let rows: Int
  private(set) var lines: [[Character]]
  private var row = 0
  private var column = 0
  private var saved = (row: 0, column: 0)

  init(_ output: Substring, columns: Int, rows: Int = 30) {
    self.columns = columns
    self.rows = rows
    lines = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    var characters = String(output).makeIterator()
    while let character = characters.next() {
      if character == "\u{1B}" {
        escape(&characters)
      } else {
        put(character)
      }
    }
  }

  /// Row `index` as text, without trailing spaces.
  func line(_ index: Int) -> String {
    var text = String(lines[index])
    while text.last == " " { text.removeLast() }
    return text
  }

  private mutating func put(_ character: Character) {
    switch character {
    case "\r": column = 0
    case "\n", "\r\n":
      if character == "\r\n" { column = 0 }
      lineFeed()
    case "\u{08}": column = max(0, column - 1)
    case "\u{07}": break
    default:
      if column >= columns {
        column = 0
        lineFeed()
      }
      lines[row][column] = character
      column += 1
    }
  }

  private mutating func lineFeed() {
    if row == rows - 1 {
      lines.removeFirst()
      lines.append(Array(repeating: " ", count: columns))
    } else {
      row += 1
    }
  }

  private mutating func escape(_ characters: inout String.Iterator) {
    guard let next = characters.next() else { return }
    switch next {
    case "7": saved = (row, column)
    case "8": (row, column) = saved
    case "[":
      var parameters = ""
      while let character = characters.next() {
        if character.isLetter || character == "@" || character == "~" {
          csi(character, parameters)
          return
        }
        parameters.append(character)
      }
    case "(", ")": _ = characters.next()
    default: break
    }
  }

  private mutating func csi(_ final: Character, _ parameters: String) {
    let numbers = parameters.split(separator: ";").map { Int($0.filter(\.isNumber)) }
    let first = (numbers.first ?? nil) ?? 0
    let count = max(1, first)
    switch final {
    case "A": row = max(0, row - count)
    case "B": row = min(rows - 1, row + count)
    case "C": column = min(columns - 1, column + count)
    case "D": column = max(0, column - count)
    case "G": column = min(columns - 1, count - 1)
    case "H", "f":
      row = min(rows - 1, max(1, first) - 1)
      column = min(columns - 1, max(1, (numbers.count > 1 ? numbers[1] : nil) ?? 1) - 1)
    case "J":
      if first == 2 || first == 3 {
        clear(fromRow: 0, column: 0)
      } else if first == 0 {
        clear(fromRow: row, column: column)
      }
    case "K":
      let start = first == 0 ? column : 0
      let end = first == 1 ? column : columns - 1
      if start <= end { for index in start...end { lines[row][index] = " " } }
    case "P":
      lines[row].removeSubrange(column..<min(columns, column + count))
      lines[row] += Array(repeating: " ", count: columns - lines[row].count)
    case "@":
      lines[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
      lines[row].removeLast(count)
    default: break
    }
  }

  private mutating func clear(fromRow start: Int, column startColumn: Int) {
    for index in start..<rows {
      for position in (index == start ? startColumn : 0)..<columns { lines[index][position] = " " }
    }
  }
}
