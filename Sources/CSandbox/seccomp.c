// A seccomp filter for the confined program: no sockets (so no network, and
// no connecting to a local daemon's socket), no tracing or signalling the
// supervisor, no io_uring (which could open sockets behind the filter's back).
#include "CSandbox.h"
#include "internal.h"

#ifdef __linux__
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define CSB_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define CSB_ARCH AUDIT_ARCH_AARCH64
#endif

int csb_seccomp_available(void) {
#ifdef CSB_ARCH
  // EFAULT on a NULL program means the call itself is supported.
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, NULL, 0, 0) != 0 && errno == EFAULT;
#else
  return 0;
#endif
}

#define RET(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define DENY(code) RET(SECCOMP_RET_ERRNO | ((code) & SECCOMP_RET_DATA))
#define IF_NR(nr, skip_if_not) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, (skip_if_not))

int csb_apply_seccomp(pid_t supervisor) {
#ifndef CSB_ARCH
  (void)supervisor;
  return -ENOSYS;
#else
  uint32_t self = (uint32_t)supervisor;
  uint32_t group = (uint32_t)(-supervisor);
  struct sock_filter program[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, CSB_ARCH, 1, 0),
    RET(SECCOMP_RET_KILL_PROCESS),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
    BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),  // the x32 ABI
    DENY(ENOSYS),
#endif
    IF_NR(__NR_socket, 1), DENY(EACCES),
    IF_NR(__NR_ptrace, 1), DENY(EPERM),
    IF_NR(__NR_process_vm_readv, 1), DENY(EPERM),
    IF_NR(__NR_process_vm_writev, 1), DENY(EPERM),
    IF_NR(__NR_pidfd_open, 1), DENY(EPERM),
    IF_NR(__NR_pidfd_send_signal, 1), DENY(EPERM),
    IF_NR(__NR_pidfd_getfd, 1), DENY(EPERM),
    IF_NR(__NR_io_uring_setup, 1), DENY(EPERM),
    IF_NR(__NR_io_uring_enter, 1), DENY(EPERM),
    IF_NR(__NR_io_uring_register, 1), DENY(EPERM),
    IF_NR(__NR_unshare, 1), DENY(EPERM),
    IF_NR(__NR_setns, 1), DENY(EPERM),
    // kill, tkill, tgkill: the first argument may not be the supervisor, its group, or -1.
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_kill, 3, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tkill, 2, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tgkill, 1, 0),
    RET(SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, self, 3, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, group, 2, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0xffffffffU, 1, 0),
    RET(SECCOMP_RET_ALLOW),
    DENY(EPERM),
  };
  struct sock_fprog filter = {
    .len = (unsigned short)(sizeof(program) / sizeof(program[0])),
    .filter = program,
  };
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -errno;
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter, 0, 0) != 0) return -errno;
  return 0;
#endif
}

#else
int csb_seccomp_available(void) { return 0; }
int csb_apply_seccomp(int supervisor) { (void)supervisor; return -38; }
#endif
