// The tree builder's common cases, in C: a plain scalar inside a collection
// (`kind: push`, `s42`), and the start and end of a collection with no
// anchor or tag. Together they are nearly every event of a spec, and they
// are added to the tree straight from libyaml's event loop.
//
// `TreeBuilder` (Sources/YAMLSource/YAMLReader.swift) handles every event;
// this takes over only while the events are common ones and hands back the
// first one that is not, untouched, for the builder to handle as it always
// does. A scalar is common if it has no anchor and no tag (its text is
// interned here, new or not); a collection if it has no anchor and no tag,
// and, for a mapping that ends, no merge key or repeated key to resolve. Any
// event is handed back if it needs a mark for the document's `LineMap`,
// lies outside the open collections (the root), or meets a limit or a full
// buffer. So each rule of the tree is written once, in Swift, and this only
// repeats, for the common events, what the Swift code does for them.
//
// The interner's hashing, lookup and insertion are here too, and
// `ScalarInterner` calls them, so that there is one table and one way to
// fill it; Swift makes each new text's `String` when the loop returns.
//
// In Swift, the same loop cost several times libyaml's own work an event:
// copying the 104-byte event, exclusivity and uniqueness checks on
// the arrays, and the general offset conversion (Docs/performance-history.md,
// round 13).
//
// Bounds. Every buffer here is Swift's, with its count and capacity passed
// in; nothing is written without a check against the capacity first, and a
// full buffer hands the event back to Swift rather than growing anything:
// the interner checks its slots, texts and arena before an insertion
// (`text_count`, `arena_end`), a node needs `tc_has_room_for_node` (node
// limit, pending capacity), a collection's start `open_capacity` and the
// depth limit, and a mapping's end `closed_capacity`. Texts are read by the
// length libyaml gives with them, and offsets through `CharacterCursor.h`.
//
// Written as inline functions in a header, not as a C target, for the same
// reason as CLibYAMLAllocator: C targets get DWARF 5 debug information, which
// valgrind 3.19 cannot read (Docs/performance-history.md, round 4).

#ifndef TRANSITIONC_TREE_BUILDER_FAST_PATH_H
#define TRANSITIONC_TREE_BUILDER_FAST_PATH_H

#include <stdint.h>
#include <string.h>
// libyaml, through CYAML's header (Sources/CYAML), so that its types belong
// to that module alone.
#include "../CYAML/shim.h"
#include "CharacterCursor.h"

// One node, laid out as Swift lays out `YAMLNode`; `TreeBuilder` checks the
// two agree (`tc_scalar_node`) before it lets this write any.
typedef struct {
    uint8_t kind;         // `YAMLNode.Kind`: 0 for a scalar
    uint8_t style;        // `ScalarStyle`
    uint8_t is_flow;
    int32_t tag_index;    // -1: no tag
    int32_t start, end;   // byte offsets in the file
    int32_t payload;      // the text's index in the document's scalars
    int32_t count;
} tc_yaml_node;

// One interned text, laid out as `ScalarInterner` keeps it: where its bytes
// are in the arena, how many, and up to eight of them packed into a word.
typedef struct {
    int32_t start, count;
    uint64_t word;
} tc_interned_text;

// The interner's table (`ScalarInterner`), which grows here and is given
// more room by Swift.
typedef struct {
    int32_t *slots;                  // text index, or -1 for an empty slot
    intptr_t slot_mask;              // slots - 1 (a power of two); at most half are taken
    tc_interned_text *texts;
    intptr_t text_count, text_capacity;
    uint8_t *arena;                  // every text's bytes, one after another
    intptr_t arena_count, arena_capacity;
    uint64_t seed;
} tc_interner_table;

// Up to eight bytes in one word, in memory order, zero after them. Four to
// eight bytes are read as two words of four that overlap (the bytes they
// share are the same in both), fewer one at a time: no loop, no byte read
// outside the text.
static inline uint64_t tc_packed_text(const uint8_t *bytes, size_t count) {
    if (count >= 4) {
        uint32_t low, high;
        memcpy(&low, bytes, 4);
        memcpy(&high, bytes + count - 4, 4);
        return (uint64_t)low | (uint64_t)high << (8 * (count - 4));
    }
    if (count == 0) return 0;
    return (uint64_t)bytes[0] | (uint64_t)bytes[count / 2] << (8 * (count / 2))
        | (uint64_t)bytes[count - 1] << (8 * (count - 1));
}

// splitmix64's finaliser from a random start, so that the low bits used for
// the slot depend on every bit.
static inline uint64_t tc_mixed(uint64_t word, uint64_t seed) {
    uint64_t hash = word ^ seed;
    hash = (hash ^ (hash >> 30)) * 0xbf58476d1ce4e5b9ull;
    hash = (hash ^ (hash >> 27)) * 0x94d049bb133111ebull;
    return hash ^ (hash >> 31);
}

// A text's hash: a short one's packed word mixed, with its length (so that
// `a` and `a\0` differ); a longer one's bytes eight at a time (the last
// eight overlapping the ones before), each word multiplied in, then mixed
// so that the low bits depend on every byte. A byte at a time cost about
// five instructions a byte, and most ids are longer than eight bytes.
static inline uint64_t tc_text_hash(const uint8_t *bytes, size_t count, uint64_t word, uint64_t seed) {
    if (count <= 8) return tc_mixed(word ^ ((uint64_t)count << 60), seed);
    uint64_t hash = seed ^ (uint64_t)count;
    uint64_t part;
    for (size_t index = 0; index + 8 < count; index += 8) {
        memcpy(&part, bytes + index, 8);
        hash = (hash ^ part) * 0x9e3779b97f4a7c15ull;
        hash ^= hash >> 32;
    }
    memcpy(&part, bytes + count - 8, 8);
    return tc_mixed(hash ^ part, seed);
}

// Whether two texts of `count` bytes are the same; up to sixteen bytes as two
// words each, which `memcmp` would take a call to compare.
static inline int tc_same_text(const uint8_t *left, const uint8_t *right, size_t count) {
    if (count > 16) return memcmp(left, right, count) == 0;
    uint64_t left_head, left_tail, right_head, right_tail;
    memcpy(&left_head, left, 8);
    memcpy(&right_head, right, 8);
    memcpy(&left_tail, left + count - 8, 8);
    memcpy(&right_tail, right + count - 8, 8);
    return left_head == right_head && left_tail == right_tail;
}

// The index of the text, added to the table if it is new; -1 if it is new
// and the table has no room for it (the caller makes room and asks again).
static inline int32_t tc_interned_index(tc_interner_table *table, const uint8_t *bytes, size_t count,
                                        uint64_t word, uint64_t hash) {
    intptr_t slot = (intptr_t)hash & table->slot_mask;
    for (;;) {
        int32_t index = table->slots[slot];
        if (index < 0) break;
        const tc_interned_text *text = &table->texts[index];
        if ((size_t)text->count == count) {
            if (count <= 8 ? text->word == word : tc_same_text(table->arena + text->start, bytes, count)) return index;
        }
        slot = (slot + 1) & table->slot_mask;
    }
    intptr_t arena_end = table->arena_count + (intptr_t)count;
    if ((table->text_count + 1) * 2 > table->slot_mask + 1 || table->text_count == table->text_capacity
        || arena_end > table->arena_capacity || arena_end > INT32_MAX)
        return -1;
    int32_t index = (int32_t)table->text_count;
    tc_interned_text text = {(int32_t)table->arena_count, (int32_t)count, word};
    table->texts[index] = text;
    if (count > 0) memcpy(table->arena + table->arena_count, bytes, count);
    table->arena_count = arena_end;
    table->text_count += 1;
    table->slots[slot] = index;
    return index;
}

// `ScalarStyle` for libyaml's scalar style: plain unless quoted or a block.
static inline uint8_t tc_scalar_style(yaml_scalar_style_t style) {
    switch (style) {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return 1;
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return 2;
    case YAML_LITERAL_SCALAR_STYLE: return 3;
    case YAML_FOLDED_SCALAR_STYLE: return 4;
    default: return 0;
    }
}

// A scalar's node, as `TreeBuilder.scalar` makes it for a scalar with no tag.
static inline tc_yaml_node tc_scalar_node(uint8_t style, int32_t start, int32_t end, int32_t payload) {
    tc_yaml_node node = {0, style, 0, -1, start, end, payload, 0};
    return node;
}

// A collection still open, as `TreeBuilder` keeps it on its stack.
typedef struct {
    int32_t node;
    uint8_t is_mapping;
    uint8_t has_anchor;        // its anchor's name is kept by the builder
    intptr_t first_child;      // where its children start on the child stack
    intptr_t nodes_at_start;   // the builder's `expandedNodes` when it opened
} tc_open_collection;

// What the fast path may write, and what it reads of the builder's state.
// `TreeBuilder` fills it before each call and reads back the counts.
typedef struct {
    tc_interner_table interner;
    int32_t merge_key_text;            // the text index of `<<`, or -1
    tc_yaml_node *nodes;
    intptr_t next_node, node_limit;
    int32_t *pending;                  // the open collections' children (`TreeBuilder.pending`)
    intptr_t pending_count, pending_capacity;
    tc_open_collection *open;
    intptr_t open_count, open_capacity, max_depth;
    // The children of the collections closed here, to be appended to the
    // document's `childIDs`, which hold `child_base` already.
    int32_t *closed_children;
    intptr_t closed_count, closed_capacity, child_base;
    intptr_t expanded_nodes, max_nodes;
    // From libyaml's character index to a byte offset in the file:
    // `CharacterOffsetMapper` (for ASCII input, one byte a character, so
    // `cursor` is NULL; otherwise its cursor, moved here) and the piece's
    // `PieceGeometry` (`cut_end` -1 for none).
    tc_character_cursor *cursor;
    intptr_t byte_order_mark, input_bytes, body_start, offset_shift, line_shift, cut_end;
    // The next mark for the document's `LineMap` is due at this line or
    // offset, whichever comes first, if before the end of the file.
    intptr_t next_mark_line, next_mark_offset, file_bytes;
} tc_tree_fast_state;

// The byte offset in the file of a mark, as `TreeBuilder.offset` gives it,
// or -1 when that needs more than arithmetic: a mark in a piece's header
// line or where the piece was cut, or a line mark due. `is_ascii` is a
// constant in each of the loop's two copies (`tc_take_common_events`).
static inline __attribute__((always_inline)) intptr_t tc_fast_offset(const tc_tree_fast_state *state, const yaml_mark_t *mark,
                                                                     const int is_ascii) {
    intptr_t offset;
    if (is_ascii) {
        offset = state->byte_order_mark + (intptr_t)mark->index;
        if (offset > state->input_bytes) offset = state->input_bytes;
    } else {
        offset = tc_cursor_byte_of_character(state->cursor, (intptr_t)mark->index);
    }
    if (offset < state->body_start || (state->cut_end >= 0 && offset >= state->cut_end)) return -1;
    offset += state->offset_shift;
    intptr_t line = (intptr_t)mark->line + state->line_shift;
    if ((line >= state->next_mark_line || offset >= state->next_mark_offset) && offset < state->file_bytes) return -1;
    return offset;
}

// Whether a node can be added inside the open collections: room for it and
// its place among the children, and under the node limit.
static inline int tc_has_room_for_node(const tc_tree_fast_state *state) {
    return state->open_count > 0 && state->next_node < state->node_limit
        && state->pending_count < state->pending_capacity && state->expanded_nodes < state->max_nodes;
}

// Adds a node as the next child of the innermost open collection.
static inline void tc_add_child(tc_tree_fast_state *state, tc_yaml_node node) {
    state->nodes[state->next_node] = node;
    state->pending[state->pending_count++] = (int32_t)state->next_node;
    state->next_node += 1;
    state->expanded_nodes += 1;
}

// A scalar event, added if it is a common one.
static inline __attribute__((always_inline)) int tc_took_scalar(tc_tree_fast_state *state, const yaml_event_t *event,
                                                                 const int is_ascii) {
    if (event->data.scalar.anchor != NULL || event->data.scalar.tag != NULL || !tc_has_room_for_node(state)) return 0;
    intptr_t start = tc_fast_offset(state, &event->start_mark, is_ascii);
    intptr_t end = tc_fast_offset(state, &event->end_mark, is_ascii);
    if (start < 0 || end < 0) return 0;
    const uint8_t *bytes = event->data.scalar.value;
    size_t count = bytes == NULL ? 0 : event->data.scalar.length;
    // `<<` marks the document's merge key, which the builder notes.
    if (count == 2 && bytes[0] == '<' && bytes[1] == '<') return 0;
    uint64_t word = count <= 8 ? tc_packed_text(bytes, count) : 0;
    int32_t payload = tc_interned_index(&state->interner, bytes, count, word,
                                        tc_text_hash(bytes, count, word, state->interner.seed));
    if (payload < 0) return 0;
    tc_add_child(state, tc_scalar_node(tc_scalar_style(event->data.scalar.style), (int32_t)start, (int32_t)end, payload));
    return 1;
}

// The start of a sequence or mapping, opened if it has no anchor and no tag.
static inline __attribute__((always_inline)) int tc_took_collection_start(tc_tree_fast_state *state, const yaml_event_t *event,
                                                                           int is_mapping, const int is_ascii) {
    int is_flow;
    if (is_mapping) {
        if (event->data.mapping_start.anchor != NULL || event->data.mapping_start.tag != NULL) return 0;
        is_flow = event->data.mapping_start.style == YAML_FLOW_MAPPING_STYLE;
    } else {
        if (event->data.sequence_start.anchor != NULL || event->data.sequence_start.tag != NULL) return 0;
        is_flow = event->data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE;
    }
    if (!tc_has_room_for_node(state) || state->open_count >= state->max_depth || state->open_count == state->open_capacity)
        return 0;
    intptr_t start = tc_fast_offset(state, &event->start_mark, is_ascii);
    intptr_t end = tc_fast_offset(state, &event->end_mark, is_ascii);
    if (start < 0 || end < 0) return 0;
    tc_open_collection opened = {(int32_t)state->next_node, (uint8_t)is_mapping, 0, 0, state->expanded_nodes};
    tc_yaml_node node = {(uint8_t)(is_mapping ? 2 : 1), 0, (uint8_t)is_flow, -1, (int32_t)start, (int32_t)end, 0, -1};
    tc_add_child(state, node);
    opened.first_child = state->pending_count;
    state->open[state->open_count++] = opened;
    return 1;
}

// Whether a mapping's keys need no rewriting, as `TreeBuilder.isPlainMapping`
// decides: at most 16 pairs, every key an untagged scalar, none of them the
// merge key `<<`, no text twice.
static inline int tc_is_plain_mapping(const tc_tree_fast_state *state, intptr_t first) {
    if ((state->pending_count - first) / 2 > 16) return 0;
    for (intptr_t index = first; index < state->pending_count; index += 2) {
        const tc_yaml_node *key = &state->nodes[state->pending[index]];
        if (key->kind != 0 || key->tag_index >= 0) return 0;
        if (key->style == 0 && key->payload == state->merge_key_text) return 0;
        for (intptr_t other = first; other < index; other += 2) {
            if (state->nodes[state->pending[other]].payload == key->payload) return 0;
        }
    }
    return 1;
}

// The end of the innermost collection, closed if it has no anchor and, for
// a mapping, plain keys: its children move to `closed_children`.
static inline __attribute__((always_inline)) int tc_took_collection_end(tc_tree_fast_state *state, const yaml_event_t *event,
                                                                         const int is_ascii) {
    if (state->open_count == 0) return 0;
    const tc_open_collection *collection = &state->open[state->open_count - 1];
    if (collection->has_anchor) return 0;
    if (collection->is_mapping && !tc_is_plain_mapping(state, collection->first_child)) return 0;
    intptr_t count = state->pending_count - collection->first_child;
    if (state->closed_count + count > state->closed_capacity) return 0;
    intptr_t end = tc_fast_offset(state, &event->end_mark, is_ascii);
    if (end < 0) return 0;
    memcpy(state->closed_children + state->closed_count, state->pending + collection->first_child,
           (size_t)count * sizeof(int32_t));
    tc_yaml_node *node = &state->nodes[collection->node];
    node->end = (int32_t)end;
    node->payload = (int32_t)(state->child_base + state->closed_count);
    node->count = (int32_t)count;
    state->closed_count += count;
    state->pending_count = collection->first_child;
    state->open_count -= 1;
    return 1;
}

// The loop of `tc_take_common_events`, for ASCII input or not.
static inline __attribute__((always_inline)) int tc_take_events(yaml_parser_t *parser, yaml_event_t *event,
                                                                 tc_tree_fast_state *state, const int is_ascii) {
    for (;;) {
        if (!yaml_parser_parse(parser, event)) return 0;
        switch (event->type) {
        case YAML_SCALAR_EVENT:
            if (!tc_took_scalar(state, event, is_ascii)) return 1;
            // What `LibYAMLParser.release` does for such a scalar.
            yaml_free(event->data.scalar.value);
            break;
        case YAML_MAPPING_START_EVENT:
        case YAML_SEQUENCE_START_EVENT:
            if (!tc_took_collection_start(state, event, event->type == YAML_MAPPING_START_EVENT, is_ascii)) return 1;
            break;
        case YAML_MAPPING_END_EVENT:
        case YAML_SEQUENCE_END_EVENT:
            if (!tc_took_collection_end(state, event, is_ascii)) return 1;
            break;
        default:
            return 1;
        }
        event->type = YAML_NO_EVENT;
    }
}

// Pulls events from `parser`, adding each common one to the tree, until one
// is not: returns 1 with that event in `event` (the caller handles and
// releases it), or 0 when libyaml fails.
//
// Two copies of the loop: in the one for ASCII input (nearly every spec) a
// character index is a byte offset, with no cursor to ask on every mark.
static inline int tc_take_common_events(yaml_parser_t *parser, yaml_event_t *event, tc_tree_fast_state *state) {
    return state->cursor == NULL ? tc_take_events(parser, event, state, 1) : tc_take_events(parser, event, state, 0);
}

// A flag shared by the readers of one file's pieces, raised by the first
// that gives up: the file is then read whole, so the others stop too rather
// than finish work that will be thrown away. Relaxed: it only says when to
// stop, and guards no other memory.
static inline void tc_flag_raise(int32_t *flag) { __atomic_store_n(flag, 1, __ATOMIC_RELAXED); }
static inline int tc_flag_is_raised(const int32_t *flag) { return __atomic_load_n(flag, __ATOMIC_RELAXED); }

#endif
