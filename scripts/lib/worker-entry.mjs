// The entry of every worker thread of the build: the worker's module is TypeScript, as the build is, and
// a worker thread does not inherit the loader of the thread that starts it (it registers the same one first).
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
