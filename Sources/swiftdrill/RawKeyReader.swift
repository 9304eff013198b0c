import DrillPresentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw-mode terminal input for the Bullseye slider: no echo, no line buffering,
/// Ctrl-C arrives as a byte. The saved settings are restored on every way out.
enum RawKeyReader {
  /// Runs `body` with the terminal in raw mode and restores it afterwards,
  /// whether `body` returns or throws.
  static func withRawMode<T>(_ body: () throws -> T) rethrows -> T {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return try body() }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    StandardStreams.write("\u{1B}[?25l")  // hide the cursor
    defer {
      StandardStreams.write("\u{1B}[?25h")
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }
    return try body()
  }

  /// One key, or nil when nothing arrived within the timeout.
  static func readKey(timeoutMilliseconds: Int?) -> Key? {
    let first: UInt8
    switch nextByte(timeoutMilliseconds: timeoutMilliseconds) {
    case .byte(let byte): first = byte
    case .timedOut: return Interrupts.consume() ? .interrupt : nil
    case .closed: return .endOfInput
    }
    switch first {
    case 0x03: return .interrupt
    case 0x04: return .endOfInput
    case 0x0D, 0x0A: return .enter
    case 0x1B: return readEscape()
    default: return decodeCharacter(first)
    }
  }

  private static func readEscape() -> Key {
    guard let second = readByte(timeoutMilliseconds: 30) else { return .character("\u{1B}") }
    guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else {
      return .character("\u{1B}")
    }
    var sequence: [UInt8] = []
    while let byte = readByte(timeoutMilliseconds: 30) {
      sequence.append(byte)
      if (0x40...0x7E).contains(byte) { break }
    }
    return decodeSequence(String(decoding: sequence, as: UTF8.self))
  }

  /// Maps the part after `ESC [` to a key.
  static func decodeSequence(_ sequence: String) -> Key {
    switch sequence {
    case "D": .left
    case "C": .right
    case "A": .up
    case "B": .down
    case "5~": .pageUp
    case "6~": .pageDown
    case "1;2D": .shiftLeft
    case "1;2C": .shiftRight
    default: .character("\u{1B}")
    }
  }

  private static func decodeCharacter(_ first: UInt8) -> Key {
    var bytes = [first]
    let extra =
      first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : first >= 0xC0 ? 1 : 0
    for _ in 0..<extra {
      guard let byte = readByte(timeoutMilliseconds: 30) else { break }
      bytes.append(byte)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return .character(text.first ?? " ")
  }

  private enum ByteRead {
    case byte(UInt8)
    case timedOut
    case closed
  }

  private static func nextByte(timeoutMilliseconds: Int?) -> ByteRead {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(timeoutMilliseconds ?? -1))
    guard ready > 0 else { return .timedOut }
    var byte: UInt8 = 0
    let count = read(STDIN_FILENO, &byte, 1)
    if count == 1 { return .byte(byte) }
    return count < 0 && errno == EINTR ? .timedOut : .closed
  }

  private static func readByte(timeoutMilliseconds: Int?) -> UInt8? {
    if case .byte(let byte) = nextByte(timeoutMilliseconds: timeoutMilliseconds) { return byte }
    return nil
  }
}
