/// The process exit codes: 0 ok, 1 failed or problems found, 2 usage.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  case usage = 2
}
