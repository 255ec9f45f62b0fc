import { firstLoadJs, kb } from './bench-first-load';
import { startServer } from './serve';
const server = await startServer({ port: 0 });
const pages = ['/', '/docs/', '/docs/settings/DICOM/worklist/'];
const loads = await firstLoadJs(server.url, pages);
for (const p of pages) { const l = loads.get(p)!; console.log(p, kb(l.transferredBytes), l.files, 'files', kb(l.inlineBytes), 'inline'); }
await server.close();
