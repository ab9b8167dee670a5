// libyaml's reader step for UTF-8 input, behind the executable's
// replacement of `yaml_parser_update_buffer`
// (Sources/LibYAMLInterposition/LibYAMLReading.swift).
//
// libyaml's scanner asks the reader for characters through
// `yaml_parser_update_buffer`, which moves bytes from the parser's raw buffer
// (filled by the read handler) into its character buffer, decoding and
// checking each character on its own, a large share of a whole `check`. For a byte that is printable ASCII, a tab or a line
// break, decoding it gives the same byte back and the check always passes,
// so a run of such bytes can be copied as it is; so can a well-formed
// multi-byte character that YAML allows (an accented word in a comment, a
// line of Japanese), which libyaml encodes back to the same bytes. This
// does exactly that and hands every other case to libyaml's own function,
// which then carries on from the same state: UTF-16, a control character, a
// bad or cut octet sequence, and with it every reader error except the read
// handler's own. Refilling the raw buffer and choosing the encoding, which
// libyaml keeps to itself (`static`), are done here the same way.
//
// Written as inline functions in a header, not as a C target, for the same
// reason as CLibYAMLAllocator: C targets get DWARF 5 debug information, which
// valgrind 3.19 cannot read (Docs/performance-history.md, round 4).

#ifndef TRANSITIONC_LIBYAML_READER_H
#define TRANSITIONC_LIBYAML_READER_H

#if defined(__linux__)

#include <dlfcn.h>
#include <string.h>
#include <yaml.h>

typedef int (*libyaml_update_buffer_function)(yaml_parser_t *parser, size_t length);

// How many calls were answered here rather than by libyaml, for a test to
// see that the replacement is in effect. Off: every call goes to libyaml.
typedef struct {
    size_t fast_calls;
    int disabled;
} libyaml_reader_state;

// Initial-exec, as the allocator's cache (CLibYAMLAllocator): compiled into
// the executable only, so no call to `__tls_get_addr` is needed.
static inline libyaml_reader_state *libyaml_reader_thread_state(void) {
    static __thread __attribute__((tls_model("initial-exec"))) libyaml_reader_state state;
    return &state;
}

// libyaml's own `yaml_parser_update_buffer`: the next definition after the
// executable's (glibc's RTLD_NEXT, spelled out because <dlfcn.h> declares it
// only under _GNU_SOURCE).
static inline libyaml_update_buffer_function libyaml_own_update_buffer(void) {
    static libyaml_update_buffer_function own;
    libyaml_update_buffer_function found = __atomic_load_n(&own, __ATOMIC_ACQUIRE);
    if (found == NULL) {
        found = (libyaml_update_buffer_function)dlsym((void *)-1l, "yaml_parser_update_buffer");
        __atomic_store_n(&own, found, __ATOMIC_RELEASE);
    }
    return found;
}

// Whether this step is in use at all: the executable turns it off at
// start-up for any libyaml but the one it re-implements (`libyaml_fill_raw_buffer`
// and the encoding's choice copy what 0.2.5 keeps `static`), and every call
// then goes to libyaml's own.
static inline int *libyaml_reader_in_use(void) {
    static int in_use = 1;
    return &in_use;
}

static inline void libyaml_reader_set_in_use(int in_use) {
    __atomic_store_n(libyaml_reader_in_use(), in_use, __ATOMIC_RELAXED);
}

static inline int libyaml_delegate_update_buffer(yaml_parser_t *parser, size_t length) {
    libyaml_update_buffer_function own = libyaml_own_update_buffer();
    if (own == NULL) {
        parser->error = YAML_READER_ERROR;
        parser->problem = "libyaml's reader could not be found";
        parser->problem_offset = parser->offset;
        parser->problem_value = -1;
        return 0;
    }
    return own(parser, length);
}

// A byte that libyaml's reader passes through unchanged: printable ASCII,
// tab, line feed, carriage return.
static inline int libyaml_is_plain_ascii(unsigned char byte) {
    return (byte >= 0x20 && byte < 0x7F) || byte == '\n' || byte == '\t' || byte == '\r';
}

// How many bytes from `bytes` on are plain ASCII, up to `count`. Eight bytes
// at a time while none is below 0x20 or above 0x7E, which is most of a spec
// (a line break comes every twenty bytes or so), then byte by byte.
static inline size_t libyaml_plain_ascii_prefix(const unsigned char *bytes, size_t count) {
    const unsigned long long ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    size_t index = 0;
    while (index < count) {
        if (count - index >= 8) {
            unsigned long long word;
            memcpy(&word, bytes + index, 8);
            // A byte below 0x20 or at least 0x7F has its high bit set in one of these.
            unsigned long long below = (word - 0x20 * ones) & ~word;
            unsigned long long above = (word + (0x80 - 0x7F) * ones) | word;
            if (((below | above) & highs) == 0) {
                index += 8;
                continue;
            }
        }
        if (!libyaml_is_plain_ascii(bytes[index])) return index;
        index++;
    }
    return count;
}

// The width of the character at `bytes` if it is one that libyaml's reader
// passes through unchanged and is not plain ASCII: a well-formed UTF-8
// sequence of two to four bytes, all of them among the `available` bytes,
// for a character YAML allows (NEL, U+00A0 to U+D7FF, U+E000 to U+FFFD, and
// beyond U+FFFF). 0 for anything else, which libyaml then decodes itself:
// a bad or cut sequence, or a character it refuses (C1 controls, U+FFFE).
static inline size_t libyaml_allowed_multibyte_width(const unsigned char *bytes, size_t available) {
    unsigned char lead = bytes[0];
    size_t width = (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3 : (lead & 0xF8) == 0xF0 ? 4 : 0;
    if (width == 0 || width > available) return 0;
    unsigned int value = lead & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07);
    for (size_t index = 1; index < width; index++) {
        if ((bytes[index] & 0xC0) != 0x80) return 0;
        value = value << 6 | (bytes[index] & 0x3F);
    }
    // Overlong forms, surrogates and values past Unicode's last are errors.
    if ((width == 2 && value < 0x80) || (width == 3 && value < 0x800) || (width == 4 && value < 0x10000)) return 0;
    if ((value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF) return 0;
    int allowed = value == 0x85 || (value >= 0xA0 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD)
        || value >= 0x10000;
    return allowed ? width : 0;
}

// Moves `bytes` bytes, `characters` characters, from the raw buffer to the
// parser's buffer unchanged, as libyaml's decoding of them would.
static inline void libyaml_copy_characters(yaml_parser_t *parser, size_t bytes, size_t characters) {
    memcpy(parser->buffer.last, parser->raw_buffer.pointer, bytes);
    parser->buffer.last += bytes;
    parser->raw_buffer.pointer += bytes;
    parser->offset += bytes;
    parser->unread += characters;
}

// libyaml's refill of the raw buffer, with the same effect on the parser:
// what is left moves to the front, the read handler fills the rest, and a
// read of nothing marks the end of the input.
static inline int libyaml_fill_raw_buffer(yaml_parser_t *parser) {
    if (parser->raw_buffer.start == parser->raw_buffer.pointer
            && parser->raw_buffer.last == parser->raw_buffer.end) return 1;
    if (parser->eof) return 1;
    size_t left = (size_t)(parser->raw_buffer.last - parser->raw_buffer.pointer);
    if (left > 0 && parser->raw_buffer.pointer != parser->raw_buffer.start) {
        memmove(parser->raw_buffer.start, parser->raw_buffer.pointer, left);
    }
    parser->raw_buffer.pointer = parser->raw_buffer.start;
    parser->raw_buffer.last = parser->raw_buffer.start + left;
    size_t read = 0;
    if (!parser->read_handler(parser->read_handler_data, parser->raw_buffer.last,
                              (size_t)(parser->raw_buffer.end - parser->raw_buffer.last), &read)) {
        parser->error = YAML_READER_ERROR;
        parser->problem = "input error";
        parser->problem_offset = parser->offset;
        parser->problem_value = -1;
        return 0;
    }
    parser->raw_buffer.last += read;
    if (read == 0) parser->eof = 1;
    return 1;
}

// libyaml's choice of encoding, on the first request: a UTF-16 byte order
// mark makes the input UTF-16, and anything else UTF-8, its byte order mark
// skipped. Returns 0 on an error, which is then set in the parser.
static inline int libyaml_determine_encoding(yaml_parser_t *parser) {
    while (!parser->eof && parser->raw_buffer.last - parser->raw_buffer.pointer < 3) {
        if (!libyaml_fill_raw_buffer(parser)) return 0;
    }
    const unsigned char *start = parser->raw_buffer.pointer;
    size_t available = (size_t)(parser->raw_buffer.last - start);
    if (available >= 2 && ((start[0] == 0xFF && start[1] == 0xFE) || (start[0] == 0xFE && start[1] == 0xFF))) {
        parser->encoding = start[0] == 0xFF ? YAML_UTF16LE_ENCODING : YAML_UTF16BE_ENCODING;
        parser->raw_buffer.pointer += 2;
        parser->offset += 2;
    } else if (available >= 3 && start[0] == 0xEF && start[1] == 0xBB && start[2] == 0xBF) {
        parser->encoding = YAML_UTF8_ENCODING;
        parser->raw_buffer.pointer += 3;
        parser->offset += 3;
    } else {
        parser->encoding = YAML_UTF8_ENCODING;
    }
    return 1;
}

// `yaml_parser_update_buffer`: at least `length` characters unread in the
// parser's buffer, or the end of the input reached. Returns 0 on an error,
// which is then set in the parser.
static inline int libyaml_update_buffer(yaml_parser_t *parser, size_t length) {
    if (parser->eof && parser->raw_buffer.pointer == parser->raw_buffer.last) return 1;
    if (parser->unread >= length) return 1;
    libyaml_reader_state *state = libyaml_reader_thread_state();
    if (state->disabled || !__atomic_load_n(libyaml_reader_in_use(), __ATOMIC_RELAXED)) {
        return libyaml_delegate_update_buffer(parser, length);
    }
    if (parser->encoding == YAML_ANY_ENCODING && !libyaml_determine_encoding(parser)) return 0;
    if (parser->encoding != YAML_UTF8_ENCODING) {
        return libyaml_delegate_update_buffer(parser, length);
    }
    state->fast_calls++;
    // The characters not yet scanned move to the front of the buffer.
    size_t unscanned = (size_t)(parser->buffer.last - parser->buffer.pointer);
    if (parser->buffer.pointer != parser->buffer.start) {
        if (unscanned > 0) memmove(parser->buffer.start, parser->buffer.pointer, unscanned);
        parser->buffer.pointer = parser->buffer.start;
        parser->buffer.last = parser->buffer.start + unscanned;
    }
    int refill = parser->raw_buffer.pointer == parser->raw_buffer.last;
    while (parser->unread < length) {
        if (refill && !libyaml_fill_raw_buffer(parser)) return 0;
        refill = 1;
        // The whole raw buffer, as libyaml decodes it: runs of plain ASCII,
        // and between them characters of other scripts, each copied as it is.
        size_t available;
        for (;;) {
            available = (size_t)(parser->raw_buffer.last - parser->raw_buffer.pointer);
            size_t plain = libyaml_plain_ascii_prefix(parser->raw_buffer.pointer, available);
            libyaml_copy_characters(parser, plain, plain);
            available -= plain;
            if (available == 0) break;
            size_t width = libyaml_allowed_multibyte_width(parser->raw_buffer.pointer, available);
            if (width == 0) break;
            libyaml_copy_characters(parser, width, 1);
        }
        if (available > 0) {
            // Something to decode: libyaml goes on from here, as if it had
            // copied the plain bytes itself. It decodes all of the raw buffer
            // before it looks at the count again (so a bad byte in it is
            // found now, not when the scanner gets there), stopping early
            // only at a character cut by the end of the buffer. Asking it for
            // one character more than there are makes it decode the rest
            // now too; but a cut character comes first, and there are enough,
            // it would stop right there, and so does this.
            unsigned char lead = *parser->raw_buffer.pointer;
            size_t width = (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3 : (lead & 0xF8) == 0xF0 ? 4 : 0;
            if (parser->unread >= length && !parser->eof && width > available) break;
            size_t more = parser->unread + 1;
            return libyaml_delegate_update_buffer(parser, length > more ? length : more);
        }
        if (parser->eof) {
            // libyaml ends the input with a NUL character.
            *(parser->buffer.last++) = '\0';
            parser->unread++;
            return 1;
        }
    }
    if (parser->offset >= ((size_t)-1) / 2) {
        parser->error = YAML_READER_ERROR;
        parser->problem = "input is too long";
        parser->problem_offset = parser->offset;
        parser->problem_value = -1;
        return 0;
    }
    return 1;
}

// How many calls on this thread were answered here.
static inline size_t libyaml_reader_fast_calls(void) {
    return libyaml_reader_thread_state()->fast_calls;
}

// Sends every later call on this thread to libyaml's own reader (or back).
static inline void libyaml_reader_set_disabled(int disabled) {
    libyaml_reader_thread_state()->disabled = disabled;
}

#endif  // __linux__
#endif
