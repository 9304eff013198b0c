#define _GNU_SOURCE
// The seccomp filters for confined programs.
//
// Both layers (bubblewrap takes the program with `--seccomp FD`; the fallback
// supervisor installs it itself) refuse what container runtimes' default
// profiles refuse and a Swift program never needs: the kernel keyrings (a
// program could read the learner's session keyring), bpf, perf_event_open,
// userfaultfd, io_uring (which could open files and sockets behind the
// filter's back), mounting, new namespaces (unshare, setns, clone with a
// CLONE_NEW* flag; clone3 answers ENOSYS so the C library falls back to
// clone, whose flags can be checked), kernel modules, kexec, reboot, swap,
// accounting, quotas, the kernel log, file handles, and memfd_create (a
// memory-backed file lies in no size-capped folder).
//
// The fallback (Landlock, where bubblewrap cannot run) adds what Landlock does
// not cover: no socket() at all (so no network and no local daemon's socket),
// no tracing, no pidfds, no signal to the supervisor, and no change to a file's
// metadata anywhere (chmod, chown, utime and xattr families: Landlock checks
// none of them, so the home's files would be open to them).
#include "CSandbox.h"
#include "internal.h"

#ifdef __linux__
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define CSB_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define CSB_ARCH AUDIT_ARCH_AARCH64
#endif

// Numbers newer than some distributions' headers (the same on every architecture from 424 on).
#ifndef __NR_pidfd_send_signal
#define __NR_pidfd_send_signal 424
#endif
#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup 425
#define __NR_io_uring_enter 426
#define __NR_io_uring_register 427
#endif
#ifndef __NR_open_tree
#define __NR_open_tree 428
#define __NR_move_mount 429
#define __NR_fsopen 430
#define __NR_fsconfig 431
#define __NR_fsmount 432
#define __NR_fspick 433
#endif
#ifndef __NR_pidfd_open
#define __NR_pidfd_open 434
#endif
#ifndef __NR_clone3
#define __NR_clone3 435
#endif
#ifndef __NR_pidfd_getfd
#define __NR_pidfd_getfd 438
#endif
#ifndef __NR_mount_setattr
#define __NR_mount_setattr 442
#endif
#ifndef __NR_fchmodat2
#define __NR_fchmodat2 452
#endif
#ifndef __NR_setxattrat
#define __NR_setxattrat 463
#define __NR_getxattrat 464
#define __NR_listxattrat 465
#define __NR_removexattrat 466
#endif
#ifndef __NR_open_tree_attr
#define __NR_open_tree_attr 467
#endif

#ifndef CLONE_NEWCGROUP
#define CLONE_NEWCGROUP 0x02000000
#endif
/// clone flags that make a namespace (CLONE_NEWTIME shares its bit with the exit signal: clone3 only).
#define CSB_NEW_NAMESPACES                                                                   \
  (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | \
   CLONE_NEWCGROUP)

int csb_seccomp_available(void) {
#ifdef CSB_ARCH
  // EFAULT on a NULL program means the call itself is supported.
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, NULL, 0, 0) != 0 && errno == EFAULT;
#else
  return 0;
#endif
}

#ifdef CSB_ARCH
typedef struct {
  int nr;
  int code;
} csb_denial;

/// Refused in both layers.
static const csb_denial common_denials[] = {
  {__NR_keyctl, EPERM}, {__NR_add_key, EPERM}, {__NR_request_key, EPERM},
  {__NR_bpf, EPERM}, {__NR_perf_event_open, EPERM}, {__NR_userfaultfd, EPERM},
  {__NR_io_uring_setup, EPERM}, {__NR_io_uring_enter, EPERM}, {__NR_io_uring_register, EPERM},
  {__NR_mount, EPERM}, {__NR_umount2, EPERM}, {__NR_pivot_root, EPERM}, {__NR_chroot, EPERM},
  {__NR_open_tree, EPERM}, {__NR_move_mount, EPERM}, {__NR_fsopen, EPERM},
  {__NR_fsconfig, EPERM}, {__NR_fsmount, EPERM}, {__NR_fspick, EPERM},
  {__NR_mount_setattr, EPERM}, {__NR_open_tree_attr, EPERM},
  {__NR_unshare, EPERM}, {__NR_setns, EPERM}, {__NR_clone3, ENOSYS},
  {__NR_init_module, EPERM}, {__NR_finit_module, EPERM}, {__NR_delete_module, EPERM},
  {__NR_kexec_load, EPERM}, {__NR_kexec_file_load, EPERM}, {__NR_reboot, EPERM},
  {__NR_swapon, EPERM}, {__NR_swapoff, EPERM}, {__NR_acct, EPERM}, {__NR_quotactl, EPERM},
  {__NR_syslog, EPERM}, {__NR_name_to_handle_at, EPERM}, {__NR_open_by_handle_at, EPERM},
  {__NR_settimeofday, EPERM}, {__NR_clock_settime, EPERM}, {__NR_clock_adjtime, EPERM},
  {__NR_adjtimex, EPERM}, {__NR_vhangup, EPERM},
  // Memory-backed files are in no folder, so no size-capped folder bounds them.
  {__NR_memfd_create, EPERM},
#ifdef __NR_memfd_secret
  {__NR_memfd_secret, EPERM},
#endif
#ifdef __NR_lookup_dcookie
  {__NR_lookup_dcookie, EPERM},
#endif
#ifdef __NR_iopl
  {__NR_iopl, EPERM}, {__NR_ioperm, EPERM},
#endif
};

/// Refused by the fallback only (bubblewrap's namespaces and mounts cover these).
static const csb_denial fallback_denials[] = {
  {__NR_socket, EACCES},
  {__NR_ptrace, EPERM}, {__NR_process_vm_readv, EPERM}, {__NR_process_vm_writev, EPERM},
  {__NR_pidfd_open, EPERM}, {__NR_pidfd_send_signal, EPERM}, {__NR_pidfd_getfd, EPERM},
  // File metadata: Landlock does not cover these.
  {__NR_fchmod, EPERM}, {__NR_fchmodat, EPERM}, {__NR_fchmodat2, EPERM},
  {__NR_fchown, EPERM}, {__NR_fchownat, EPERM}, {__NR_utimensat, EPERM},
  {__NR_setxattr, EPERM}, {__NR_lsetxattr, EPERM}, {__NR_fsetxattr, EPERM},
  {__NR_removexattr, EPERM}, {__NR_lremovexattr, EPERM}, {__NR_fremovexattr, EPERM},
  {__NR_setxattrat, EPERM}, {__NR_removexattrat, EPERM},
  // Watching a file for opens and reads (Landlock checks neither): the home's files are
  // still there to be named under this layer.
  {__NR_inotify_add_watch, EPERM}, {__NR_fanotify_init, EPERM}, {__NR_fanotify_mark, EPERM},
  // Reading another file's extended attributes by path (Landlock does not check it either).
  {__NR_getxattr, ENOTSUP}, {__NR_lgetxattr, ENOTSUP}, {__NR_listxattr, ENOTSUP},
  {__NR_llistxattr, ENOTSUP}, {__NR_getxattrat, ENOTSUP}, {__NR_listxattrat, ENOTSUP},
#ifdef __NR_chmod
  {__NR_chmod, EPERM}, {__NR_chown, EPERM}, {__NR_lchown, EPERM},
  {__NR_utime, EPERM}, {__NR_utimes, EPERM}, {__NR_futimesat, EPERM},
#endif
};

#define CSB_MAX_FILTER 256

static void emit(struct sock_filter *program, int *count, struct sock_filter instruction) {
  if (*count < CSB_MAX_FILTER) program[*count] = instruction;
  (*count)++;
}

#define STMT(code, k) emit(program, &count, (struct sock_filter)BPF_STMT((code), (k)))
#define JUMP(code, k, jt, jf) emit(program, &count, (struct sock_filter)BPF_JUMP((code), (k), (jt), (jf)))
#define RET(value) STMT(BPF_RET | BPF_K, (value))
#define DENY(code) RET(SECCOMP_RET_ERRNO | ((code) & SECCOMP_RET_DATA))
#define LOAD(field) STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))

/// The filter's instructions in `program` (room for CSB_MAX_FILTER); their count, or -1.
static int build(struct sock_filter *program, int flags, pid_t supervisor) {
  int count = 0;
  LOAD(arch);
  JUMP(BPF_JMP | BPF_JEQ | BPF_K, CSB_ARCH, 1, 0);
  RET(SECCOMP_RET_KILL_PROCESS);
  LOAD(nr);
#if defined(__x86_64__)
  JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1);  // the x32 ABI
  DENY(ENOSYS);
#endif
  for (size_t i = 0; i < sizeof(common_denials) / sizeof(common_denials[0]); i++) {
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)common_denials[i].nr, 0, 1);
    DENY(common_denials[i].code);
  }
  if (flags & CSB_SECCOMP_FALLBACK) {
    for (size_t i = 0; i < sizeof(fallback_denials) / sizeof(fallback_denials[0]); i++) {
      JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)fallback_denials[i].nr, 0, 1);
      DENY(fallback_denials[i].code);
    }
  }
  // clone: no new namespace (the flags are the first argument; their low 32 bits hold them all).
  JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4);
  LOAD(args[0]);
  JUMP(BPF_JMP | BPF_JSET | BPF_K, CSB_NEW_NAMESPACES, 0, 1);
  DENY(EPERM);
  RET(SECCOMP_RET_ALLOW);
  if (flags & CSB_SECCOMP_FALLBACK) {
    // kill, tkill, tgkill: the first argument may not be the supervisor, its group, or -1.
    uint32_t self = (uint32_t)supervisor;
    uint32_t group = (uint32_t)(-supervisor);
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_kill, 3, 0);
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tkill, 2, 0);
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tgkill, 1, 0);
    RET(SECCOMP_RET_ALLOW);
    LOAD(args[0]);
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, self, 3, 0);
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, group, 2, 0);
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0xffffffffU, 1, 0);
    RET(SECCOMP_RET_ALLOW);
    DENY(EPERM);
  } else {
    RET(SECCOMP_RET_ALLOW);
  }
  return count <= CSB_MAX_FILTER ? count : -1;
}
#endif

int csb_seccomp_program(void *buffer, int capacity) {
#ifndef CSB_ARCH
  (void)buffer; (void)capacity;
  return -ENOSYS;
#else
  struct sock_filter program[CSB_MAX_FILTER];
  int count = build(program, 0, 0);
  if (count < 0) return -E2BIG;
  int size = count * (int)sizeof(struct sock_filter);
  if (!buffer) return size;
  if (capacity < size) return -ENOSPC;
  memcpy(buffer, program, (size_t)size);
  return size;
#endif
}

int csb_apply_seccomp(pid_t supervisor) {
#ifndef CSB_ARCH
  (void)supervisor;
  return -ENOSYS;
#else
  struct sock_filter program[CSB_MAX_FILTER];
  int count = build(program, CSB_SECCOMP_FALLBACK, supervisor);
  if (count < 0) return -E2BIG;
  struct sock_fprog filter = {.len = (unsigned short)count, .filter = program};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -errno;
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter, 0, 0) != 0) return -errno;
  return 0;
#endif
}

#else
int csb_seccomp_available(void) { return 0; }
int csb_seccomp_program(void *buffer, int capacity) {
  (void)buffer; (void)capacity;
  return -38;
}
int csb_apply_seccomp(int supervisor) { (void)supervisor; return -38; }
#endif
