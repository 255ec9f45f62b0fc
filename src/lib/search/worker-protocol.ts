import type { SearchRequest, SearchResult } from './types';

/** What the page asks the search worker: load the index, or answer requests (loading it first if needed). */
export type WorkerTask = { type: 'load' } | { type: 'search'; requests: SearchRequest[] };

export type WorkerRequest = WorkerTask & { id: number; url: string; timeoutMs: number };

export type WorkerReply = { id: number; ok: true; results: SearchResult[] } | { id: number; ok: false; message: string };
