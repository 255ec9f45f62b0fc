/**
 * The folder a static host publishes, planned from an export: Netlify, Cloudflare Pages and GitHub Pages
 * compress every response themselves and read no nginx or Caddy file, so the build's `.br`/`.gz` copies
 * (two of every three files of a large manual) and the host configurations stay out; Netlify and
 * Cloudflare Pages read `_headers` and `_redirects` at the root of what they publish, and show the root's
 * `404.html` for an unknown address.
 */
import { HEADERS_FILE, isHostOnlyFile, REDIRECTS_FILE, staticHosts, type StaticHost } from '../../config/hosting';
import { PRECOMPRESSED_ENCODINGS } from '../../config/precompress';
import { megabytes } from '../byte-size';

export interface ExportFile {
  /** Relative to the export, with forward slashes ('docs/index.html'). */
  path: string;
  bytes: number;
}

export interface HostFolderPlan {
  /** Each file to publish: `from` in the export, `to` in the host's folder. */
  files: { from: string; to: string; bytes: number }[];
  /** Empty files the host needs ('.nojekyll'). */
  empty: string[];
  /** What stays out: the compressed copies, and the files only nginx, Caddy or `npm start` read. */
  leftOut: { copies: number; hostFiles: number };
  /** Why the host would refuse the folder, in sentences; empty when it takes it. */
  problems: string[];
}

const ROOT_FILES_OF: Record<StaticHost, readonly string[]> = {
  netlify: [HEADERS_FILE, REDIRECTS_FILE],
  cloudflare: [HEADERS_FILE, REDIRECTS_FILE],
  'github-pages': [],
};

const size = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : megabytes(bytes));

/** A compressed copy the build wrote beside a file of the export ('docs/index.html.br' beside 'docs/index.html'). */
function isCompressedCopy(path: string, paths: ReadonlySet<string>): boolean {
  return PRECOMPRESSED_ENCODINGS.some(({ suffix }) => path.endsWith(suffix) && paths.has(path.slice(0, -suffix.length)));
}

/** The folder to publish on `host` for an export built for `basePath` ('/FusionDR', or '' for the root). */
export function hostFolderPlan(exported: readonly ExportFile[], basePath: string, host: StaticHost): HostFolderPlan {
  const paths = new Set(exported.map((f) => f.path));
  // GitHub Pages publishes a project site's folder at /<repository>/ itself; the others publish the folder at their root.
  const under = host === 'github-pages' || basePath === '' ? '' : `${basePath.slice(1)}/`;
  const files: HostFolderPlan['files'] = [];
  const leftOut = { copies: 0, hostFiles: 0 };
  for (const { path, bytes } of exported) {
    if (isCompressedCopy(path, paths)) leftOut.copies++;
    else if (ROOT_FILES_OF[host].includes(path)) files.push({ from: path, to: path, bytes });
    else if (isHostOnlyFile(path)) leftOut.hostFiles++;
    else files.push({ from: path, to: `${under}${path}`, bytes });
  }
  const notFound = exported.find((f) => f.path === '404.html');
  if (host !== 'github-pages' && under !== '' && notFound) files.push({ from: notFound.path, to: notFound.path, bytes: notFound.bytes });
  const empty = host === 'github-pages' ? ['.nojekyll'] : [];
  return { files, empty, leftOut, problems: limitProblems(files.length + empty.length, files, host) };
}

function limitProblems(count: number, files: HostFolderPlan['files'], host: StaticHost): string[] {
  const { name, maxFiles, maxFileBytes, maxSiteBytes } = staticHosts[host];
  const problems: string[] = [];
  if (maxFiles !== undefined && count > maxFiles) {
    problems.push(`${name} publishes at most ${maxFiles.toLocaleString('en')} files on its free plan; this site has ${count.toLocaleString('en')}.`);
  }
  for (const file of files) {
    if (maxFileBytes !== undefined && file.bytes > maxFileBytes) problems.push(`${file.from} is ${size(file.bytes)}: ${name} publishes files of at most ${size(maxFileBytes)}.`);
  }
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  if (maxSiteBytes !== undefined && total > maxSiteBytes) problems.push(`${name} publishes at most ${size(maxSiteBytes)}; this site is ${size(total)}.`);
  return problems;
}
