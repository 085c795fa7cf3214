/**
 * The V8 flags the compiled server runs with (`npm start`, and the benches that measure it; cluster workers inherit
 * them). A young generation of 4 MB per semi-space (V8's default grows to 16 MB) keeps a loaded process ~65 MB
 * smaller for a few percent of throughput in more frequent minor collections. An old generation capped at 256 MB
 * (V8 sizes the default from the machine's memory: ~4 GB here) makes V8 collect as a small heap would: a process
 * posting played rounds holds ~140 MB instead of ~240 MB at the same rate, its live heap being ~40 MB
 * (docs/PERFORMANCE.md, "Memory").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=256'];

/**
 * The environment the compiled server starts with, below whatever the operator sets. glibc gives each thread that
 * allocates an arena of its own (up to eight per core): V8's helper threads, libuv's pool and the WAL checkpointer
 * each kept freed memory in theirs. Two arenas held a process posting played rounds ~4–5 MB lower at the same
 * speed (docs/PERFORMANCE.md, "Memory"). Read by glibc at start, so it must be in place before node runs.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
