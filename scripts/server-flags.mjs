/**
 * The V8 flags the compiled server runs with (`npm start`, and the benches that measure it; cluster workers inherit
 * them). A young generation of 4 MB per semi-space (V8's default grows to 16 MB) keeps a loaded process ~65 MB
 * smaller for a few percent of throughput in more frequent minor collections. An old generation capped at 256 MB
 * (V8 sizes the default from the machine's memory: ~4 GB here) makes V8 collect as a small heap would: a process
 * posting played rounds holds ~140 MB instead of ~240 MB at the same rate, its live heap being ~40 MB
 * (docs/PERFORMANCE.md, "Memory").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=256'];
