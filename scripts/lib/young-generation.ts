/**
 * V8's young generation for the threads that parse, check and render every doc (the build's check
 * workers, the development site's check). Most of what they allocate lives until the check ends (the
 * docs' trees), and the default 16 MB semi-spaces promote it in many small collections. With 64 MB
 * semi-spaces, the check of 1,236 docs in one thread took 13.3-13.8 s against 15.2 s, their rendering
 * 3.7 s against 4.5 s; in the build's two workers, 19.5-20.7 s against 21.6-22.2 s (cold builds timed
 * in three pairs: wall 0.964 of before, peak memory 1,266 MiB against 1,223). Given to Next's static
 * generation too, the build's time moved within the machine's noise, either way: left at Node's default.
 */
export const SEMI_SPACE_MB = 64;

/** The same for a worker thread (its young generation holds three semi-spaces). */
export const WORKER_YOUNG_GENERATION_MB = 3 * SEMI_SPACE_MB;

/** Node's flag, for a child process's arguments. */
export const SEMI_SPACE_FLAG = `--max-semi-space-size=${SEMI_SPACE_MB}`;
