/// What a program from content or from the learner may use.
public struct RunLimits: Sendable, Hashable, Codable {
  /// Wall-clock time before every process of the run is killed (time swiftdrill
  /// spends stopped by Ctrl-Z does not count).
  public var timeout: Duration
  /// Bytes of stdout plus stderr; more kills the program ("output limit").
  public var outputLimit: Int
  /// Address space in bytes (RLIMIT_AS).
  public var memoryLimit: Int
  /// Processes and threads the program may have at once (only where it can
  /// be counted per run: inside a user namespace).
  public var processLimit: Int
  /// Largest file the program may write, in bytes.
  public var fileSizeLimit: Int
  /// Bytes the program may write in all (its private folders are this big
  /// under bubblewrap; elsewhere only `fileSizeLimit` applies, per file).
  public var writeLimit: Int

  public init(
    timeout: Duration = .seconds(10), outputLimit: Int = 64 * 1024, memoryLimit: Int = 1 << 30,
    processLimit: Int = 64, fileSizeLimit: Int = 16 << 20, writeLimit: Int = 64 << 20
  ) {
    self.timeout = timeout
    self.outputLimit = outputLimit
    self.memoryLimit = memoryLimit
    self.processLimit = processLimit
    self.fileSizeLimit = fileSizeLimit
    self.writeLimit = writeLimit
  }

  public static let standard = RunLimits()
}
