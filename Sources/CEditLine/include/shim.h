#ifndef SWIFTDRILL_CEDITLINE_SHIM_H
#define SWIFTDRILL_CEDITLINE_SHIM_H

// The line editor: libedit's own interface (el_*, history), opened when a line is first read
// from a terminal (CLibraryLoader.h says why); editline_loader.c defines it.
//
// Not libedit's readline emulation: in libedit 3.1-20221030 that emulation keeps
// `rl_line_buffer` pointing at a conversion buffer which its own el_gets and el_line
// reallocate, refreshing the pointer only when the wide line buffer grows. After a line
// longer than about 1,000 bytes, every Tab (rl_complete) and every key bound with
// rl_add_defun (Ctrl-L) wrote a NUL through the freed pointer (`_rl_update_pos`), and the
// completion callback read the line from freed memory: heap damage that surfaced later in
// malloc (session 36, AddressSanitizer: heap-use-after-free in the completion callback, the
// block freed by realloc in ct_encode_string). Here nothing keeps a pointer into libedit's
// buffers: the line is copied out of el_line when it is needed.
//
// All of it is called only from the main thread.

/// Returns the NULL-terminated, malloc'd match list (the replacement first, then each match,
/// as readline's attempted completion function does) for `word`, which ends at the cursor.
typedef char **swiftdrill_completion_function(const char *word, int start, int end);
/// A function bound to a key; returns 0.
typedef int swiftdrill_key_function(int count, int key);

/// Opens the editor on stdin and stdout, once: emacs keys, history, Tab calling `complete`
/// (never falling back to file names), Ctrl-R searching the history, ~/.editrc read.
void swiftdrill_editor_open(const char *name, swiftdrill_completion_function *complete);
/// Binds `key` (a control character) to `function`.
void swiftdrill_editor_bind(const char *name, int key, swiftdrill_key_function *function);
/// Returns nonzero when Ctrl-C was pressed (SwiftDrill's SIGINT flag is set, not cleared).
typedef int swiftdrill_interrupt_check(void);
/// Waits until standard input has something to read (a line the C library already holds, new
/// bytes, or its end): 1; or until `pending` says Ctrl-C came: 0. `Swift.readLine` cut by SIGINT
/// inside glibc's `getline` never came back (session 53), so the console waits here first.
int swiftdrill_stdin_wait(swiftdrill_interrupt_check *pending);
/// Tells Tab's completion how to see a Ctrl-C pressed while it ran (at "Display all N
/// possibilities? (y or n)"): the line is then given up, as Ctrl-C at the prompt gives it up.
void swiftdrill_editor_set_interrupt_check(swiftdrill_interrupt_check *check);
/// Called inside `complete` when it offers nothing and Tab is text at this prompt (`output>`,
/// `code>`): the Tab key then puts a tab in the line instead of completing.
void swiftdrill_editor_insert_tab_instead(void);
/// The character put after a word completed alone (0 for none); set inside `complete`.
void swiftdrill_editor_set_append_character(int character);
/// Reads a line: malloc'd without its newline; NULL at the end of input or when a signal
/// interrupted the read.
char *swiftdrill_editor_read_line(const char *prompt);

/// A line read one key at a time (under a countdown, or starting with text to edit): begin,
/// then `read_key` for each key the terminal has, then end.
void swiftdrill_editor_begin_line(const char *prompt);
/// Reads one key: 0 while the line goes on; 1 when it is finished, with `*line` set to it
/// (malloc'd, no newline); 2 for Ctrl-D on an empty line.
int swiftdrill_editor_read_key(char **line);
void swiftdrill_editor_end_line(void);
/// Puts `text` in the line at the cursor.
void swiftdrill_editor_insert(const char *text);
/// Has libedit read the terminal's size again (it hears no SIGWINCH: its signal handling is off),
/// so the line is drawn at the window's width of now.
void swiftdrill_editor_resize(void);
/// Draws the prompt and the line again.
void swiftdrill_editor_redraw(void);
/// The line's text from its start to the cursor, malloc'd (NULL before the editor is open).
char *swiftdrill_editor_text_before_cursor(void);
/// The whole line being edited, malloc'd (NULL before the editor is open).
char *swiftdrill_editor_line_text(void);

/// The history (created on first use; the editor's Up, Down and Ctrl-R use it).
void swiftdrill_history_set_limit(int count);
/// 0, or an error number.
int swiftdrill_history_load(const char *path);
/// 0, or an error number.
int swiftdrill_history_save(const char *path);
void swiftdrill_history_add(const char *line);
void swiftdrill_history_clear(void);
int swiftdrill_history_count(void);
/// The newest entry, or NULL; valid until the next history call.
const char *swiftdrill_history_newest(void);
/// Every entry, oldest first, read in one walk: a malloc'd array of `*count` malloc'd copies (the
/// caller frees each and the array), or NULL with `*count` 0.
char **swiftdrill_history_entries(int *count);

#endif
