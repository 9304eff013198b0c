#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes to a file descriptor that survive EINTR and a closed pipe.
enum StandardStreams {
  static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          let written = Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          return  // EPIPE or a closed descriptor: nothing more can be shown.
        }
        offset += written
      }
    }
  }

  /// Writes to standard error (messages, warnings, progress bars).
  static func standardError(_ text: String) {
    write(text, to: STDERR_FILENO)
  }
}

/// Facts about the terminal on the other end of the standard streams.
enum TerminalInfo {
  static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Columns of the terminal, or nil when stdout is not one.
  static var columns: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Rows of the terminal, or nil when stdout is not one.
  static var rows: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }

  /// The width all output is laid out for, decided in this one place: the
  /// terminal's columns, read again at every use so a resized window is followed;
  /// when stdout is not a terminal, `COLUMNS` if it holds a number above 0, else 80.
  /// Kept between `minimumWidth` and `maximumWidth` (longer lines are hard to read).
  static var width: Int {
    // 0 (or less) means unknown, as a word does (session 51's tryout: COLUMNS=0 laid stats out 20 wide).
    let columns =
      columns ?? getenv("COLUMNS").flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    return min(max(columns, minimumWidth), maximumWidth)
  }

  /// Narrower terminals still get 20-column lines.
  static let minimumWidth = 20
  /// Wider terminals get 100-column lines.
  static let maximumWidth = 100
}
