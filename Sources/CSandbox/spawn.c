#define _GNU_SOURCE
// Starts a program as posix_spawn would (own process group, default signal handling,
// its three streams and an optional descriptor 3, a folder) and, in the same step, what
// `setpriv` and `prlimit` did as programs of their own before it: resource limits and,
// as root, another user. One `execve` where the sandbox's chain had three.
#include "CSandbox.h"
#include "internal.h"

#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static int set_limit(int resource, long long value) {
  struct rlimit bound = {.rlim_cur = (rlim_t)value, .rlim_max = (rlim_t)value};
  return setrlimit(resource, &bound) == 0 ? 0 : errno;
}

/// Makes `fd` descriptor `target`, kept across `execve`.
static int place(int fd, int target) {
  if (fd == target) return fcntl(fd, F_SETFD, 0) == 0 ? 0 : errno;
  return dup2(fd, target) == target ? 0 : errno;
}

/// The child's set-up before `execve`; 0, or the errno that stops the start. The child
/// shares the parent's memory (vfork), so it makes system calls only: the credentials
/// through raw ones, since glibc's wrappers would ask every thread of the parent to
/// change theirs too.
static int prepare_child(const csb_spawn_options *options) {
  struct sigaction defaults;
  memset(&defaults, 0, sizeof defaults);
  defaults.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; sig++) sigaction(sig, &defaults, NULL);
  if (setpgid(0, 0) != 0) return errno;
  int input = open(options->stdin_path ? options->stdin_path : "/dev/null", O_RDONLY | O_CLOEXEC);
  if (input < 0) return errno;
  int code;
  if ((code = place(input, 0)) || (code = place(options->stdout_fd, 1)) ||
      (code = place(options->stderr_fd, 2)))
    return code;
  csb_close_inherited();
  if (options->descriptor3) {
    int fd = open(options->descriptor3, O_RDONLY);
    if (fd < 0) return errno;
    if (fd != 3) {
      if (dup2(fd, 3) != 3) return errno;
      close(fd);
    }
  }
  if (options->directory && chdir(options->directory) != 0) return errno;
  if (options->memory_limit > 0 && (code = set_limit(RLIMIT_AS, options->memory_limit))) return code;
  if (options->file_size_limit > 0 && (code = set_limit(RLIMIT_FSIZE, options->file_size_limit)))
    return code;
  if (options->no_core_files && (code = set_limit(RLIMIT_CORE, 0))) return code;
  if (options->gid >= 0) {
    if (syscall(SYS_setgroups, 0, NULL) != 0) return errno;
    if (syscall(SYS_setresgid, options->gid, options->gid, options->gid) != 0) return errno;
  }
  if (options->uid >= 0 && syscall(SYS_setresuid, options->uid, options->uid, options->uid) != 0)
    return errno;
  sigset_t empty;
  sigemptyset(&empty);
  if (sigprocmask(SIG_SETMASK, &empty, NULL) != 0) return errno;
  return 0;
}

int csb_spawn(const csb_spawn_options *options, char *const argv[], char *const envp[], int *pid) {
  if (!options || !argv || !argv[0] || !envp || !pid) return EINVAL;
  // No handler of this process may run in the child while it borrows this memory.
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &previous);
  volatile int failure = 0;
  pid_t child = vfork();
  if (child == 0) {
    int code = prepare_child(options);
    if (code == 0) {
      execve(argv[0], argv, envp);
      code = errno;
    }
    failure = code ? code : EINVAL;
    _exit(127);
  }
  int code = child < 0 ? errno : 0;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  if (code) return code;
  if (failure) {
    // It never ran the program: reap it here, no one else knows it.
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    return failure;
  }
  *pid = child;
  return 0;
}
#else
int csb_spawn(const csb_spawn_options *options, char *const argv[], char *const envp[], int *pid) {
  (void)options;
  (void)argv;
  (void)envp;
  (void)pid;
  return 38; /* ENOSYS */
}
#endif
