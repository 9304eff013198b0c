#define _GNU_SOURCE
// The supervisor: starts the confined program in a new session and makes sure
// nothing it started outlives it (a child subreaper collects every orphaned
// descendant; all of them are killed when the program ends or the supervisor
// is told to stop, or when swiftdrill dies).
#include "CSandbox.h"
#include "internal.h"

#ifdef __linux__
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static void fail(const char *what, int code) {
  dprintf(2, "swiftdrill sandbox: %s: %s\n", what, strerror(code < 0 ? -code : code));
  _exit(126);
}

static void limit(int resource, long long value) {
  if (value <= 0) return;
  struct rlimit bound = {.rlim_cur = (rlim_t)value, .rlim_max = (rlim_t)value};
  if (setrlimit(resource, &bound) != 0) fail("setrlimit", errno);
}

/// Sends SIGKILL to every child of this process (all threads' lists); returns how many.
static int kill_children(void) {
  int count = 0;
  DIR *tasks = opendir("/proc/self/task");
  if (!tasks) return 0;
  struct dirent *task;
  while ((task = readdir(tasks))) {
    if (task->d_name[0] == '.') continue;
    char path[128];
    snprintf(path, sizeof(path), "/proc/self/task/%s/children", task->d_name);
    FILE *file = fopen(path, "re");
    if (!file) continue;
    long pid;
    while (fscanf(file, "%ld", &pid) == 1) {
      kill((pid_t)pid, SIGKILL);
      count++;
    }
    fclose(file);
  }
  closedir(tasks);
  return count;
}

/// Kills and reaps every descendant: orphans keep arriving while their parents
/// die, so repeat until none is left.
static void kill_all_descendants(void) {
  for (;;) {
    kill_children();
    int status;
    pid_t pid = waitpid(-1, &status, 0);
    if (pid < 0 && errno == ECHILD) return;
  }
}

/// Exits the way the program did: the same status, or the same signal.
static void exit_like(int status) __attribute__((noreturn));
static void exit_like(int status) {
  if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
  int sig = WTERMSIG(status);
  struct rlimit none = {0, 0};
  setrlimit(RLIMIT_CORE, &none);
  signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(sig);
  _exit(128 + sig);
}

static int self_test(const char *probe_path) {
  int refused = 1;
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd >= 0) { dprintf(2, "socket allowed\n"); refused = 0; close(fd); }
  fd = socket(AF_UNIX, SOCK_STREAM, 0);
  if (fd >= 0) { dprintf(2, "unix socket allowed\n"); refused = 0; close(fd); }
  if (probe_path && probe_path[0]) {
    fd = open(probe_path, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) { dprintf(2, "%s readable\n", probe_path); refused = 0; close(fd); }
  }
  return refused ? 0 : 1;
}

/// Closes every descriptor above standard error: the program gets nothing
/// swiftdrill (or whoever started it) happened to leave open. Async-signal-safe: it runs
/// between `fork` and `execve` (here and in spawn.c).
void csb_close_inherited(void) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, 3U, ~0U, 0U) == 0) return;
#endif
  long last = sysconf(_SC_OPEN_MAX);
  for (long fd = 3; fd < (last > 0 ? last : 1024); fd++) close((int)fd);
}

static void run_child(const csb_policy *policy, char *const argv[], char *const envp[],
                      pid_t supervisor, int test, const char *probe_path) {
  sigset_t empty;
  sigemptyset(&empty);
  sigprocmask(SIG_SETMASK, &empty, NULL);
  for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
  setsid();
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("prctl", errno);
  if (getppid() != supervisor) _exit(126);
  limit(RLIMIT_AS, policy->memory_limit);
  limit(RLIMIT_FSIZE, policy->file_size_limit);
  limit(RLIMIT_NPROC, policy->process_limit);
  limit(RLIMIT_NOFILE, policy->open_files_limit);
  struct rlimit none = {0, 0};
  setrlimit(RLIMIT_CORE, &none);
  if (policy->gid >= 0) {
    if (setgroups(0, NULL) != 0) fail("setgroups", errno);
    if (setresgid(policy->gid, policy->gid, policy->gid) != 0) fail("setresgid", errno);
  }
  if (policy->uid >= 0 && setresuid(policy->uid, policy->uid, policy->uid) != 0)
    fail("setresuid", errno);
  if (!envp) envp = environ;
  int code;
  if (policy->landlock && (code = csb_apply_landlock(policy)) != 0) fail("landlock", code);
  if (policy->seccomp && (code = csb_apply_seccomp(supervisor)) != 0) fail("seccomp", code);
  if (test >= 0) _exit(self_test(probe_path));
  csb_close_inherited();
  execve(argv[0], argv, envp);
  fail(argv[0], errno);
}

void csb_supervise(const csb_policy *policy, char *const argv[], char *const envp[], int test,
                   const char *probe_path) {
  pid_t parent = getppid();
  if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) fail("prctl", errno);
  sigset_t stops;
  sigemptyset(&stops);
  int watched[] = {SIGCHLD, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1};
  for (size_t i = 0; i < sizeof(watched) / sizeof(watched[0]); i++) sigaddset(&stops, watched[i]);
  sigprocmask(SIG_BLOCK, &stops, NULL);
  // swiftdrill's death (even by SIGKILL) arrives as SIGUSR1.
  if (prctl(PR_SET_PDEATHSIG, SIGUSR1, 0, 0, 0) != 0) fail("prctl", errno);
  if (getppid() != parent) _exit(126);
  pid_t self = getpid();
  pid_t child = fork();
  if (child < 0) fail("fork", errno);
  if (child == 0) run_child(policy, argv, envp, self, test, probe_path);
  int status = 0;
  for (;;) {
    siginfo_t info;
    int sig = sigwaitinfo(&stops, &info);
    if (sig < 0) continue;
    if (sig != SIGCHLD) {
      status = SIGKILL;  // as if killed: the program did not finish
      break;
    }
    int reaped;
    pid_t pid;
    int done = 0;
    while ((pid = waitpid(-1, &reaped, WNOHANG)) > 0) {
      if (pid == child) { status = reaped; done = 1; }
    }
    if (done) break;
  }
  kill_all_descendants();
  exit_like(status);
}

#else
void csb_supervise(const csb_policy *policy, char *const argv[], char *const envp[], int test,
                   const char *probe_path) {
  (void)policy; (void)envp; (void)test; (void)probe_path;
  execve(argv[0], argv, envp);
  _exit(127);
}
#endif
