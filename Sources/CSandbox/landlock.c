#define _GNU_SOURCE
// Landlock: an unprivileged process confines its own filesystem access (and,
// from ABI 4, TCP; from ABI 6, signals and abstract Unix sockets) for itself
// and everything it starts. Constants are defined here because distribution
// headers lag the kernel.
#include "CSandbox.h"
#include "internal.h"

#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#define __NR_landlock_add_rule 445
#define __NR_landlock_restrict_self 446
#endif

#define LL_CREATE_RULESET_VERSION (1U << 0)
#define LL_RULE_PATH_BENEATH 1

#define LL_FS_EXECUTE (1ULL << 0)
#define LL_FS_WRITE_FILE (1ULL << 1)
#define LL_FS_READ_FILE (1ULL << 2)
#define LL_FS_READ_DIR (1ULL << 3)
#define LL_FS_REFER (1ULL << 13)    // ABI 2
#define LL_FS_TRUNCATE (1ULL << 14) // ABI 3
#define LL_FS_IOCTL_DEV (1ULL << 15) // ABI 5
#define LL_NET_BIND_TCP (1ULL << 0)    // ABI 4
#define LL_NET_CONNECT_TCP (1ULL << 1) // ABI 4
#define LL_SCOPE_ABSTRACT_UNIX (1ULL << 0) // ABI 6
#define LL_SCOPE_SIGNAL (1ULL << 1)        // ABI 6

struct ll_ruleset_attr {
  uint64_t handled_access_fs;
  uint64_t handled_access_net;
  uint64_t scoped;
};

struct ll_path_beneath {
  uint64_t allowed_access;
  int32_t parent_fd;
} __attribute__((packed));

int csb_landlock_abi(void) {
  long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LL_CREATE_RULESET_VERSION);
  return abi < 0 ? 0 : (int)abi;
}

/// Every filesystem right the ABI knows (bits 0-12 from ABI 1).
static uint64_t all_fs_rights(int abi) {
  uint64_t rights = (1ULL << 13) - 1;
  if (abi >= 2) rights |= LL_FS_REFER;
  if (abi >= 3) rights |= LL_FS_TRUNCATE;
  if (abi >= 5) rights |= LL_FS_IOCTL_DEV;
  return rights;
}

/// Rights that make sense on a file (the kernel refuses directory rights there).
static uint64_t file_rights(uint64_t rights) {
  return rights & (LL_FS_EXECUTE | LL_FS_WRITE_FILE | LL_FS_READ_FILE | LL_FS_TRUNCATE |
                   LL_FS_IOCTL_DEV);
}

static int add_path(int ruleset, const char *path, uint64_t rights) {
  int fd = open(path, O_PATH | O_CLOEXEC);
  if (fd < 0) return errno == ENOENT ? 0 : -errno;  // a missing system folder is fine
  struct stat info;
  if (fstat(fd, &info) == 0 && !S_ISDIR(info.st_mode)) rights = file_rights(rights);
  struct ll_path_beneath rule = {.allowed_access = rights, .parent_fd = fd};
  long result = syscall(__NR_landlock_add_rule, ruleset, LL_RULE_PATH_BENEATH, &rule, 0);
  int code = result < 0 ? -errno : 0;
  close(fd);
  return code;
}

int csb_apply_landlock(const csb_policy *policy) {
  int abi = csb_landlock_abi();
  if (abi <= 0) return -ENOSYS;
  uint64_t all = all_fs_rights(abi);
  struct ll_ruleset_attr attr = {.handled_access_fs = all};
  size_t size = sizeof(uint64_t);
  if (abi >= 4) {
    attr.handled_access_net = LL_NET_BIND_TCP | LL_NET_CONNECT_TCP;
    size = 2 * sizeof(uint64_t);
  }
  if (abi >= 6) {
    attr.scoped = LL_SCOPE_ABSTRACT_UNIX | LL_SCOPE_SIGNAL;
    size = sizeof(attr);
  }
  int ruleset = (int)syscall(__NR_landlock_create_ruleset, &attr, size, 0);
  if (ruleset < 0) return -errno;
  uint64_t read = LL_FS_EXECUTE | LL_FS_READ_FILE | LL_FS_READ_DIR;
  int code = 0;
  for (int i = 0; i < policy->read_count && code == 0; i++)
    code = add_path(ruleset, policy->read_paths[i], read);
  for (int i = 0; i < policy->write_count && code == 0; i++)
    code = add_path(ruleset, policy->write_paths[i], all);
  if (code == 0 && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) code = -errno;
  if (code == 0 && syscall(__NR_landlock_restrict_self, ruleset, 0) != 0) code = -errno;
  close(ruleset);
  return code;
}

#else
int csb_landlock_abi(void) { return 0; }
int csb_apply_landlock(const csb_policy *policy) { (void)policy; return -38; }
#endif
