// Standard input for the console that reads piped lines (PlainConsole): whether the C library
// already holds a line, and a wait for input that Ctrl-C always ends.
#define _GNU_SOURCE
#include "shim.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static int stdin_has_buffered_input(void) {
#if defined(__GLIBC__)
  return stdin->_IO_read_ptr < stdin->_IO_read_end;
#else
  return 0;
#endif
}

int swiftdrill_stdin_wait(swiftdrill_interrupt_check *pending) {
  if (stdin_has_buffered_input()) return 1;
  // SIGINT stays blocked but while ppoll waits: one that comes between the check and the wait
  // still ends the wait, where a plain poll would go on waiting for input.
  sigset_t interrupt, previous, waiting;
  sigemptyset(&interrupt);
  sigaddset(&interrupt, SIGINT);
  pthread_sigmask(SIG_BLOCK, &interrupt, &previous);
  waiting = previous;
  sigdelset(&waiting, SIGINT);
  struct pollfd descriptor = {.fd = STDIN_FILENO, .events = POLLIN, .revents = 0};
  int readable = 1;
  for (;;) {
    if (pending != NULL && pending()) {
      readable = 0;
      break;
    }
    if (ppoll(&descriptor, 1, NULL, &waiting) >= 0 || errno != EINTR) break;
  }
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  return readable;
}
