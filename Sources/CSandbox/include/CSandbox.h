#ifndef CSANDBOX_H
#define CSANDBOX_H

// The few kernel interfaces SwiftDrill's sandbox needs that Swift cannot call
// directly (Landlock and seccomp are raw syscalls with packed structs; fork in a
// Swift process is unsafe). Everything here is Linux-only; on other systems
// the functions report "not available".

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What the supervised program may do. Paths are NUL-terminated; arrays may be empty.
typedef struct csb_policy {
  const char *const *read_paths;   ///< read and execute, nothing else
  int read_count;
  const char *const *write_paths;  ///< everything (create, write, remove)
  int write_count;
  int landlock;                    ///< 1: confine the filesystem with Landlock
  int seccomp;                     ///< 1: install the socket/kill/ptrace filter
  int uid;                         ///< >= 0: switch to this user (root only)
  int gid;                         ///< >= 0: and this group
  long long memory_limit;          ///< > 0: RLIMIT_AS in bytes
  long long file_size_limit;       ///< > 0: RLIMIT_FSIZE in bytes
  long long process_limit;         ///< > 0: RLIMIT_NPROC
  long long open_files_limit;      ///< > 0: RLIMIT_NOFILE
} csb_policy;

/// The Landlock ABI version the kernel offers, or 0 when it has none.
int csb_landlock_abi(void);

/// Whether seccomp filters can be installed here (1) or not (0).
int csb_seccomp_available(void);

/// The seccomp program bubblewrap installs (`--seccomp FD`: an array of
/// `struct sock_filter`): the keyrings, bpf, perf, userfaultfd, io_uring,
/// mounts, new namespaces and the other calls container runtimes refuse.
/// Writes it to `buffer` when it holds `capacity` bytes; returns its size in
/// bytes (a NULL `buffer` only asks the size), or a negative errno.
int csb_seccomp_program(void *buffer, int capacity);

/// Resident private memory (anonymous and shared-memory pages) of `root` and
/// every descendant found through /proc (at most 4096 processes), in bytes;
/// `processes` (may be NULL) receives how many were seen. -1 on failure.
long long csb_tree_memory(int root, int *processes);

/// Sends `signal` to `root` and every descendant, deepest first; returns how many.
int csb_tree_signal(int root, int signal);

/// Stops `root` and every descendant (SIGSTOP), walking the tree again until one
/// walk finds every process stopped (or dead, or with SIGSTOP pending) and the
/// same processes as the walk before, so a process forked while the walk ran,
/// or between a fork and its exec, is stopped too. Returns how many processes
/// the tree holds, or -1 when it did not settle within `timeout_ms`.
int csb_tree_stop(int root, int timeout_ms);
/// Lowers the address-space limit (RLIMIT_AS) of every process called `name`
/// (its `comm`) in the tree of `root` to what it maps now plus `extra` bytes,
/// never above its current limit; returns how many processes it set, -1 on failure.
int csb_tree_limit_address_space(int root, const char *name, long long extra);

/// Bytes allocated below `path` (st_blocks of every entry, symbolic links not
/// followed, other file systems not entered), or -1 when it holds more than
/// `max_entries` entries.
long long csb_folder_bytes(const char *path, long long max_entries);

/// Runs `argv[0]` (an absolute path) under `policy` as the child of a
/// supervisor (this process): the supervisor becomes a child subreaper, dies
/// with its own parent, and when the program ends, or on SIGTERM/SIGINT/SIGHUP
/// or its parent's death, kills every descendant before it exits the way the
/// program did (same status, or the same signal). Does not return.
/// `self_test` >= 0 replaces the exec: the confined child checks that a socket
/// cannot be made and that `probe_path` cannot be opened, and exits 0 when both
/// are refused (used by `doctor`). A NULL `envp` passes this process's environment.
void csb_supervise(const csb_policy *policy, char *const argv[], char *const envp[],
                   int self_test, const char *probe_path) __attribute__((noreturn));

/// How `csb_spawn` starts a program: what posix_spawn would set up, and what `setpriv`
/// and `prlimit` set as programs of their own before it.
typedef struct csb_spawn_options {
  const char *stdin_path;          ///< opened read-only as standard input (NULL: /dev/null)
  int stdout_fd;                   ///< becomes standard output
  int stderr_fd;                   ///< becomes standard error
  const char *descriptor3;         ///< NULL, or a file opened read-only as descriptor 3
  const char *directory;           ///< NULL, or the folder the program starts in
  int uid;                         ///< >= 0: switch to this user (root only), no other groups
  int gid;                         ///< >= 0: and this group
  long long memory_limit;          ///< > 0: RLIMIT_AS in bytes
  long long file_size_limit;       ///< > 0: RLIMIT_FSIZE in bytes
  int no_core_files;               ///< 1: RLIMIT_CORE 0
} csb_spawn_options;

/// Starts `argv[0]` (an absolute path) with `envp` in a process group of its own, every
/// signal at its default action and none blocked, descriptors above 2 closed (but 3 when
/// `descriptor3` is given), then the limits, then the user: one `execve`. Returns 0 and
/// the process id in `pid`, or an errno (then nothing runs: a limit or the user that could
/// not be set stops the start before `execve`).
int csb_spawn(const csb_spawn_options *options, char *const argv[], char *const envp[], int *pid);

/// The largest soft RLIMIT_NPROC among the processes called `name` (its `comm`) in the
/// tree of `root`, from /proc/PID/limits: -1 when none was found, 0 when one has none.
long long csb_tree_process_limit(int root, const char *name);

#ifdef __cplusplus
}
#endif

#endif
