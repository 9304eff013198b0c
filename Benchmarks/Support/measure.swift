// What `drillbench` runs every timed command through: `measure RESULT PROGRAM [ARGUMENT…]`
// runs the program (standard streams passed on), writes `seconds peak-bytes cpu-seconds`
// to RESULT and exits with the program's status.
//
// A small program of its own because Linux counts, in a child's peak memory, the peak of
// the process that spawned it (posix_spawn shares the parent's memory until exec): every
// child of drillbench, which holds whole generated banks, would report drillbench's peak.
// This one stays a few megabytes, far below anything it measures.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fail(_ message: String, _ status: Int32) -> Never {
  fputs("measure: \(message)\n", stderr)
  exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: measure RESULT PROGRAM [ARGUMENT…]", 64) }
var argv: [UnsafeMutablePointer<CChar>?] = arguments.dropFirst(2).map { strdup($0) } + [nil]
var start = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
var pid: pid_t = 0
let code = posix_spawnp(&pid, arguments[2], nil, nil, &argv, environ)
guard code == 0 else { fail("cannot start \(arguments[2]) (errno \(code))", 127) }
var status: Int32 = 0
var usage = rusage()
while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
var end = timespec()
clock_gettime(CLOCK_MONOTONIC, &end)

let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
#if os(Linux)
  let peak = usage.ru_maxrss * 1024  // kilobytes on Linux
#else
  let peak = usage.ru_maxrss  // bytes on macOS
#endif
let cpu =
  Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
  + Double(usage.ru_stime.tv_usec) / 1e6
guard let file = fopen(arguments[1], "w") else { fail("cannot write \(arguments[1])", 74) }
fputs("\(seconds) \(peak) \(cpu)\n", file)
fclose(file)
exit((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f))
