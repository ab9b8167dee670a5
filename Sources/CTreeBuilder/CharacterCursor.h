// From libyaml's character indexes to byte offsets, for input that is not
// all ASCII. libyaml counts characters in its marks; a spec's positions are
// bytes. Marks come almost in order, so a cursor moves from the last answer,
// mostly forward and a little at a time. It knows a run of ASCII bytes
// around it, where a character is a byte: a move inside that run (most of
// them: from one mark of an event to the next) is one addition, and only a
// move past it walks.
//
// `CharacterOffsetMapper` (Sources/YAMLSource/SourceText.swift) keeps one for
// the marks Swift converts, and the tree builder's fast path
// (TreeBuilderFastPath.h) moves the same one for the events it takes, so
// the two never disagree and there is one walk, here.

// Bounds: every read is of the three parts' own counts. A walk through the
// body stops at `body + body_count`; a walk over the whole input at
// `tc_cursor_input_count` going forward and at `base` going back; and
// `tc_cursor_byte` picks the part an index falls in before it reads (its
// callers keep the index within `base..<tc_cursor_input_count`).

#ifndef TRANSITIONC_CHARACTER_CURSOR_H
#define TRANSITIONC_CHARACTER_CURSOR_H

#include <stdint.h>
#include <string.h>

// A parser's input is three parts read one after another (`ParserInput`):
// a header line (a piece's), the body (the file's bytes, in place) and an
// ending. `base` is the byte order mark, which libyaml skips without counting.
typedef struct {
    const uint8_t *prefix, *body, *suffix;
    intptr_t prefix_count, body_count, suffix_count;
    intptr_t base;
    // The cursor: `character` starts at byte `byte` (a character's first
    // byte, or the end of the input).
    intptr_t character, byte;
    // Every byte from `ascii_from` up to `ascii_until` is ASCII, and `byte`
    // is between them (the run is empty when they are equal).
    intptr_t ascii_from, ascii_until;
} tc_character_cursor;

static inline intptr_t tc_cursor_input_count(const tc_character_cursor *cursor) {
    return cursor->prefix_count + cursor->body_count + cursor->suffix_count;
}

static inline uint8_t tc_cursor_byte(const tc_character_cursor *cursor, intptr_t index) {
    if (index < cursor->prefix_count) return cursor->prefix[index];
    intptr_t in_body = index - cursor->prefix_count;
    if (in_body < cursor->body_count) return cursor->body[in_body];
    return cursor->suffix[in_body - cursor->body_count];
}

static inline int tc_is_continuation(uint8_t byte) { return (byte & 0xC0) == 0x80; }

// The number of ASCII bytes that begin `word` (eight bytes as loaded from
// memory), 0 to 8.
static inline intptr_t tc_leading_ascii_bytes(uint64_t word) {
    uint64_t high = word & 0x8080808080808080ull;
    if (high == 0) return 8;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return (intptr_t)(__builtin_ctzll(high) / 8);
#else
    return 0;
#endif
}

// Moves the cursor forward to `character`, or as far as the body goes, from
// a place in the body. An ASCII byte is a character, so the ASCII bytes
// ahead are crossed as many at a time as the move needs (most moves are a
// few characters, from one mark of an event to the next), and only the
// others a character at a time.
static inline void tc_cursor_walk_body(tc_character_cursor *cursor, intptr_t character) {
    const uint8_t *position = cursor->body + (cursor->byte - cursor->prefix_count);
    const uint8_t *end = cursor->body + cursor->body_count;
    intptr_t reached = cursor->character;
    while (reached < character && position < end) {
        if (end - position >= 8) {
            uint64_t word;
            memcpy(&word, position, 8);
            intptr_t ascii = tc_leading_ascii_bytes(word);
            if (ascii > 0) {
                intptr_t step = character - reached < ascii ? character - reached : ascii;
                position += step;
                reached += step;
                continue;
            }
        }
        position += 1;
        while (position < end && tc_is_continuation(*position)) position += 1;
        reached += 1;
    }
    cursor->byte = cursor->prefix_count + (position - cursor->body);
    cursor->character = reached;
}

// Where the run of ASCII bytes that starts at input offset `from`, in the
// body, ends: the first byte after it that is not ASCII, or the body's end;
// or, in a long run, 4 KiB on (a move past that walks and looks again), so
// that a cursor sent back and forth in the middle of an ASCII file does not
// look to its end each time.
static inline intptr_t tc_cursor_ascii_run_end(const tc_character_cursor *cursor, intptr_t from) {
    const uint8_t *position = cursor->body + (from - cursor->prefix_count);
    const uint8_t *end = cursor->body + cursor->body_count;
    if (end - position > 4096) end = position + 4096;
    while (end - position >= 8) {
        uint64_t word;
        memcpy(&word, position, 8);
        intptr_t ascii = tc_leading_ascii_bytes(word);
        position += ascii;
        if (ascii < 8) return cursor->prefix_count + (position - cursor->body);
    }
    while (position < end && *position < 0x80) position += 1;
    return cursor->prefix_count + (position - cursor->body);
}

// The cursor moved by walking, forward or back, and the ASCII run from its
// new place measured. Not inlined: only a move past that run comes here.
static __attribute__((noinline)) intptr_t tc_cursor_walk(tc_character_cursor *cursor, intptr_t character) {
    const intptr_t count = tc_cursor_input_count(cursor);
    while (cursor->character < character && cursor->byte < count) {
        intptr_t in_body = cursor->byte - cursor->prefix_count;
        if (in_body >= 0 && in_body < cursor->body_count) {
            tc_cursor_walk_body(cursor, character);
            continue;
        }
        cursor->byte += 1;
        while (cursor->byte < count && tc_is_continuation(tc_cursor_byte(cursor, cursor->byte))) cursor->byte += 1;
        cursor->character += 1;
    }
    while (cursor->character > character && cursor->byte > cursor->base) {
        cursor->byte -= 1;
        while (cursor->byte > cursor->base && tc_is_continuation(tc_cursor_byte(cursor, cursor->byte))) cursor->byte -= 1;
        cursor->character -= 1;
    }
    intptr_t in_body = cursor->byte - cursor->prefix_count;
    cursor->ascii_from = cursor->byte;
    cursor->ascii_until = in_body >= 0 && in_body < cursor->body_count
        ? tc_cursor_ascii_run_end(cursor, cursor->byte) : cursor->byte;
    return cursor->byte;
}

// The byte offset where character `character` starts (the input's end for
// one past its last), moving the cursor there.
static inline intptr_t tc_cursor_byte_of_character(tc_character_cursor *cursor, intptr_t character) {
    intptr_t target = cursor->byte + (character - cursor->character);
    if (target >= cursor->ascii_from && target <= cursor->ascii_until) {
        cursor->byte = target;
        cursor->character = character;
        return target;
    }
    return tc_cursor_walk(cursor, character);
}

#endif
