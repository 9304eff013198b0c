/// Why a game session handed control back.
public enum GameExit: Sendable, Equatable {
  /// `:quit` (or `q` where a game offers it).
  case quit
  /// Ctrl-C.
  case interrupt
  /// The input ended (Ctrl-D or the end of piped input).
  case endOfInput
}
