#define _GNU_SOURCE
// What a run uses in all, measured from outside while it runs: the memory of
// a process and every descendant, and the bytes below a folder. (Per-process
// limits do not bound a run: 4 children of 700 MB each pass a 1 GB RLIMIT_AS.)
#include "CSandbox.h"
#include <signal.h>

#ifdef __linux__
#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <sys/types.h>
#include <unistd.h>

#define CSB_MAX_TREE 4096

/// Appends the children of `pid` (every thread's list) to `pids`.
static int add_children(long pid, long *pids, int count) {
  char path[64];
  snprintf(path, sizeof(path), "/proc/%ld/task", pid);
  DIR *tasks = opendir(path);
  if (!tasks) return count;
  struct dirent *task;
  while ((task = readdir(tasks)) && count < CSB_MAX_TREE) {
    if (task->d_name[0] == '.') continue;
    char children[128];
    snprintf(children, sizeof(children), "/proc/%ld/task/%s/children", pid, task->d_name);
    FILE *file = fopen(children, "re");
    if (!file) continue;
    long child;
    while (count < CSB_MAX_TREE && fscanf(file, "%ld", &child) == 1) pids[count++] = child;
    fclose(file);
  }
  closedir(tasks);
  return count;
}

/// Resident anonymous and shared-memory bytes of one process (RssAnon + RssShmem).
static long long private_memory(long pid) {
  char path[64];
  snprintf(path, sizeof(path), "/proc/%ld/status", pid);
  FILE *file = fopen(path, "re");
  if (!file) return 0;
  char line[256];
  long long total = 0;
  while (fgets(line, sizeof(line), file)) {
    long long kilobytes;
    if (sscanf(line, "RssAnon: %lld kB", &kilobytes) == 1 || sscanf(line, "RssShmem: %lld kB", &kilobytes) == 1)
      total += kilobytes * 1024;
  }
  fclose(file);
  return total;
}

long long csb_tree_memory(int root, int *processes) {
  long *pids = malloc(sizeof(long) * CSB_MAX_TREE);
  if (!pids) return -1;
  int count = 0;
  pids[count++] = root;
  long long total = 0;
  for (int index = 0; index < count; index++) {
    total += private_memory(pids[index]);
    count = add_children(pids[index], pids, count);
  }
  free(pids);
  if (processes) *processes = count;
  return total;
}

int csb_tree_signal(int root, int signal) {
  long *pids = malloc(sizeof(long) * CSB_MAX_TREE);
  if (!pids) return -1;
  int count = 0;
  pids[count++] = root;
  for (int index = 0; index < count; index++) count = add_children(pids[index], pids, count);
  // The deepest first, so a parent stopped last cannot start a child the walk missed.
  for (int index = count - 1; index >= 0; index--) kill((pid_t)pids[index], signal);
  free(pids);
  return count;
}

/// The state letter (`R`, `S`, `D`, `T`, `Z`, …) in a `stat` file of /proc; 0 when it is gone.
static char state_in(const char *path) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char text[512];
  ssize_t size = read(fd, text, sizeof(text) - 1);
  close(fd);
  if (size <= 0) return 0;
  text[size] = 0;
  char *end = strrchr(text, ')');  // the command name may hold ')' itself
  return end && end[1] == ' ' ? end[2] : 0;
}

/// Whether SIGSTOP is pending for `pid` (process-wide or for a thread of it): it will stop
/// before it runs any more of its own code (a process in the kernel, such as the parent of a
/// vfork child that was stopped before its exec, stops when it returns), and it can start
/// no process meanwhile (the kernel restarts a fork that a signal interrupts).
static int stop_pending(long pid) {
  char path[64];
  snprintf(path, sizeof(path), "/proc/%ld/status", pid);
  FILE *file = fopen(path, "re");
  if (!file) return 1;  // gone
  char line[256];
  unsigned long long mask;
  int pending = 0;
  while (!pending && fgets(line, sizeof(line), file)) {
    if ((sscanf(line, "SigPnd: %llx", &mask) == 1 || sscanf(line, "ShdPnd: %llx", &mask) == 1) &&
        (mask & (1ULL << (SIGSTOP - 1))))
      pending = 1;
  }
  fclose(file);
  return pending;
}

/// Whether every thread of `pid` is held: stopped, dead, or in an uninterruptible wait with
/// SIGSTOP pending (it stops when the wait ends); also when the process is gone. Every thread is
/// read, not only the first: a process whose first thread is stopped may still have another
/// running (the compiler of an immediate run, whose program runs on a thread of its own).
static int threads_held(long pid) {
  char path[64];
  snprintf(path, sizeof(path), "/proc/%ld/task", pid);
  DIR *tasks = opendir(path);
  if (!tasks) return 1;
  int held = 1;
  struct dirent *task;
  while (held && (task = readdir(tasks))) {
    if (task->d_name[0] == '.') continue;
    char stat_path[128];
    snprintf(stat_path, sizeof(stat_path), "/proc/%ld/task/%s/stat", pid, task->d_name);
    char state = state_in(stat_path);
    if (state == 0 || state == 'T' || state == 't' || state == 'Z' || state == 'X') continue;
    if (state == 'D' && stop_pending(pid)) continue;
    held = 0;
  }
  closedir(tasks);
  return held;
}

static long long milliseconds_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static int compare_pids(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return (x > y) - (x < y);
}

int csb_tree_stop(int root, int timeout_ms) {
  long *pids = malloc(sizeof(long) * CSB_MAX_TREE);
  long *previous = malloc(sizeof(long) * CSB_MAX_TREE);
  if (!pids || !previous) {
    free(pids);
    free(previous);
    return -1;
  }
  int previous_count = -1;
  int result = -1;
  long long deadline = milliseconds_now() + timeout_ms;
  for (;;) {
    // Top down: each process is signalled, and seen stopped, before its children are listed,
    // so the list of a stopped process is final (a stopped process forks nothing).
    int count = 0;
    int all_held = 1;
    pids[count++] = root;
    for (int index = 0; index < count; index++) {
      // A thread in an uninterruptible wait (such as the parent of a vfork child stopped
      // before its exec) stops only when the wait ends: with SIGSTOP pending it counts as
      // held. Any other one is walked again until it is seen stopped: one that is runnable
      // with the stop pending (not yet scheduled, on a loaded machine) is still "R", and
      // swiftdrill must not stop itself before every thread is "T".
      if (!threads_held(pids[index]) && kill((pid_t)pids[index], SIGSTOP) == 0) all_held = 0;
      count = add_children(pids[index], pids, count);
    }
    // Done when a whole walk found every process stopped (or its stop pending) and the same
    // processes as the walk before (a dying process hands its children to the supervisor).
    qsort(pids, (size_t)count, sizeof(long), compare_pids);
    if (all_held && count == previous_count && memcmp(pids, previous, sizeof(long) * (size_t)count) == 0) {
      result = count;
      break;
    }
    if (milliseconds_now() > deadline) break;
    memcpy(previous, pids, sizeof(long) * (size_t)count);
    previous_count = count;
    if (!all_held) {
      struct timespec pause = {0, 1000000};
      nanosleep(&pause, NULL);
    }
  }
  free(pids);
  free(previous);
  return result;
}

/// Whether process `pid`'s `comm` is `name`.
static int is_named(long pid, const char *name) {
  char path[64];
  snprintf(path, sizeof(path), "/proc/%ld/comm", pid);
  FILE *file = fopen(path, "re");
  if (!file) return 0;
  char comm[64] = {0};
  int named = fgets(comm, sizeof(comm), file) && strncmp(comm, name, strlen(name)) == 0 &&
              (comm[strlen(name)] == '\n' || comm[strlen(name)] == 0);
  fclose(file);
  return named;
}

/// `root` and every descendant (at most CSB_MAX_TREE) into a new array; NULL on failure.
static long *tree_of(int root, int *count) {
  long *pids = malloc(sizeof(long) * CSB_MAX_TREE);
  if (!pids) return NULL;
  *count = 0;
  pids[(*count)++] = root;
  for (int index = 0; index < *count; index++) *count = add_children(pids[index], pids, *count);
  return pids;
}

/// Lowers RLIMIT_AS of every process named `name` in the tree of `root` to what
/// it maps now plus `extra` bytes (never raises it); returns how many it set.
int csb_tree_limit_address_space(int root, const char *name, long long extra) {
  int count;
  long *pids = tree_of(root, &count);
  if (!pids) return -1;
  int set = 0;
  for (int index = 0; index < count; index++) {
    if (!is_named(pids[index], name)) continue;
    char path[64];
    snprintf(path, sizeof(path), "/proc/%ld/status", pids[index]);
    FILE *file = fopen(path, "re");
    if (!file) continue;
    char line[256];
    long long mapped = -1;
    while (fgets(line, sizeof(line), file)) {
      long long kilobytes;
      if (sscanf(line, "VmSize: %lld kB", &kilobytes) == 1) mapped = kilobytes * 1024;
    }
    fclose(file);
    if (mapped < 0) continue;
    struct rlimit current;
    if (prlimit((pid_t)pids[index], RLIMIT_AS, NULL, &current) != 0) continue;
    rlim_t wanted = (rlim_t)(mapped + extra);
    if (current.rlim_cur != RLIM_INFINITY && current.rlim_cur < wanted) wanted = current.rlim_cur;
    struct rlimit lowered = {wanted, current.rlim_max != RLIM_INFINITY && current.rlim_max < wanted ? current.rlim_max : wanted};
    if (prlimit((pid_t)pids[index], RLIMIT_AS, &lowered, NULL) == 0) set++;
  }
  free(pids);
  return set;
}

/// The largest soft RLIMIT_NPROC of the processes named `name` in the tree of `root`, read
/// from /proc (no permission is needed to read it: it is the same for root without
/// CAP_SYS_RESOURCE and for the user); -1 when none was found, 0 when one is unlimited.
long long csb_tree_process_limit(int root, const char *name) {
  int count;
  long *pids = tree_of(root, &count);
  if (!pids) return -1;
  long long largest = -1;
  for (int index = 0; index < count; index++) {
    if (!is_named(pids[index], name)) continue;
    char path[64];
    snprintf(path, sizeof(path), "/proc/%ld/limits", pids[index]);
    FILE *file = fopen(path, "re");
    if (!file) continue;
    char line[256];
    while (fgets(line, sizeof(line), file)) {
      if (strncmp(line, "Max processes", 13) != 0) continue;
      long long value;
      if (sscanf(line + 13, " %lld", &value) != 1) value = 0;
      if (largest != 0 && (value == 0 || value > largest)) largest = value;
    }
    fclose(file);
  }
  free(pids);
  return largest;
}

static __thread long long walked_bytes;
static __thread long long walked_entries;
static __thread long long walk_limit;

static int count_entry(const char *path, const struct stat *info, int type, struct FTW *where) {
  (void)path; (void)type; (void)where;
  walked_entries++;
  if (info) walked_bytes += (long long)info->st_blocks * 512;
  return walked_entries > walk_limit ? 1 : 0;
}

long long csb_folder_bytes(const char *path, long long max_entries) {
  walked_bytes = 0;
  walked_entries = 0;
  walk_limit = max_entries;
  int result = nftw(path, count_entry, 16, FTW_PHYS | FTW_MOUNT);
  if (result == 1) return -1;
  return walked_bytes;
}

#else
long long csb_tree_memory(int root, int *processes) {
  (void)root;
  if (processes) *processes = 0;
  return 0;
}
int csb_tree_signal(int root, int signal) { return kill(root, signal) == 0 ? 1 : 0; }
int csb_tree_stop(int root, int timeout_ms) {
  (void)timeout_ms;
  return kill(root, SIGSTOP) == 0 ? 1 : -1;
}
int csb_tree_limit_address_space(int root, const char *name, long long extra) {
  (void)root; (void)name; (void)extra;
  return 0;
}
long long csb_tree_process_limit(int root, const char *name) {
  (void)root; (void)name;
  return -1;
}
long long csb_folder_bytes(const char *path, long long max_entries) {
  (void)path; (void)max_entries;
  return 0;
}
#endif
