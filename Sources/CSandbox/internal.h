#ifndef CSANDBOX_INTERNAL_H
#define CSANDBOX_INTERNAL_H
#include "CSandbox.h"
#include <sys/types.h>

/// 0, or a negative errno.
int csb_apply_landlock(const csb_policy *policy);
/// build()'s flag: the fallback's stricter filter.
#define CSB_SECCOMP_FALLBACK 1
/// 0, or a negative errno. `supervisor` may not be signalled or traced.
int csb_apply_seccomp(pid_t supervisor);
/// Closes every descriptor above standard error (between `fork` and `execve`).
void csb_close_inherited(void);
#endif
