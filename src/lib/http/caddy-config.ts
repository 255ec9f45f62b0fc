/**
 * A Caddyfile for an export, written from its host rules. The headers that depend on the file are
 * set after try_files (inside one `route`, which keeps its order), from maps on the path it chose, so
 * a page reached as `/index` gets the page's policy; the not-found page goes through the same route.
 */
import { ALLOWED_METHODS, MOVED_STATUS, compressibleTypes, extraMediaTypes, hostConfigDefaults } from '../../config/hosting';
import { pageAddresses, variablePrefix, type HostRules } from './host-rules';
import type { ServerLines } from './nginx-config';

/** A Caddyfile token in double quotes (Caddy reads a backslash as itself, but for one before a quote). */
function quoted(value: string): string {
  return `"${value.replace(/"/g, '\\"')}"`;
}

export function caddyConfig(rules: HostRules, server: ServerLines = hostConfigDefaults): string {
  const v = variablePrefix(rules.basePath);
  const base = rules.basePath;
  const pageKeys = rules.policies.flatMap(({ id, files }) => files.flatMap((file) => pageAddresses(base, file).map((address) => [address, id] as const)));
  const mediaTypes = Object.entries(extraMediaTypes);
  // Set again in the error route: a response made there starts without the headers set before the error.
  const securityHeaders = [`Allow ${quoted(ALLOWED_METHODS.join(', '))}`, ...Object.entries(rules.headers).map(([name, value]) => `${name} ${quoted(value)}`), '-Server'];
  const servingFile = [
    'header {',
    ...securityHeaders.map((line) => `\t${line}`),
    '}',
    `header Cache-Control {${v}_cache_control}`,
    `header @${v}_not_script Content-Security-Policy {${v}_content_security_policy}`,
    ...mediaTypes.map(([ext]) => `header @${v}_${ext} Content-Type ${quoted(extraMediaTypes[ext])}`),
    `file_server {`,
    '\tprecompressed br gzip',
    '}',
  ];
  const indent = (lines: string[], tabs: number) => lines.map((line) => `${'\t'.repeat(tabs)}${line}`);

  return [
    `# The FusionDR documentation under ${base}/, for Caddy: written by the build for this export, from the same`,
    '# source as its _headers file (see README, "Deploying"). Edit the two lines marked "edit", then:',
    '# caddy validate --config Caddyfile && caddy reload --config Caddyfile.',
    '',
    `:${server.listen} { # edit: the site address (a host name such as docs.clinic.example gets automatic HTTPS)`,
    `\troot * ${server.root} # edit: the folder holding the export as .${base}/`,
    '',
    '\theader {',
    ...securityHeaders.map((line) => `\t\t${line}`),
    '\t}',
    `\t@${v}_method not method ${ALLOWED_METHODS.join(' ')}`,
    `\t@${v}_host_only path_regexp ${quoted(rules.hostOnly)}`,
    ...(base === '' ? [] : [`\t@${v}_outside not path ${base}/*`]),
    '',
    '\t# Each page has its own Content-Security-Policy (the hashes of its inline scripts); pages sharing one',
    '\t# share its name. Every other file is a sandboxed document; scripts keep none.',
    `\tmap {path} {${v}_policy} {`,
    ...pageKeys.map(([key, id]) => `\t\t${quoted(key)} ${id}`),
    '\t\tdefault file',
    '\t}',
    `\tmap {${v}_policy} {${v}_content_security_policy} {`,
    ...rules.policies.map(({ id, policy }) => `\t\t${id} ${quoted(policy)}`),
    `\t\tdefault ${quoted(rules.filePolicy)}`,
    '\t}',
    '\t# Hashed and content-addressed files are kept for good, images a day, everything else revalidated.',
    `\tmap {path} {${v}_cache_control} {`,
    ...rules.caching.map(({ pattern, value }) => `\t\t~${pattern} ${quoted(value)}`),
    `\t\tdefault ${quoted(rules.revalidate)}`,
    '\t}',
    `\t@${v}_not_script not path_regexp ${quoted(rules.scriptPattern)}`,
    ...mediaTypes.map(([ext]) => `\t@${v}_${ext} path *.${ext}`),
    '',
    '\t# The build writes a .br and a .gz copy beside each text file: served as they are. Anything without a',
    '\t# copy is compressed on the fly.',
    '\tencode gzip {',
    '\t\tmatch {',
    ...compressibleTypes.map((type) => `\t\t\theader Content-Type ${type}*`),
    '\t\t}',
    '\t}',
    '\t# One route: its directives run in the order written.',
    '\troute {',
    `\t\trespond @${v}_method 405`,
    // At the root of the host (an empty base path) there is nothing around the site to redirect or refuse.
    ...(base === '' ? [] : [`\t\tredir / ${base}/ 302`, `\t\tredir ${base} ${base}/ 308`]),
    // Moved docs: each old address (redirect_from) leads to the page for good.
    ...rules.redirects.map(([from, to]) => `\t\tredir ${from} ${to} ${MOVED_STATUS}`),
    `\t\terror @${v}_host_only 404`,
    ...(base === '' ? [] : [`\t\terror @${v}_outside 404`]),
    '\t\ttry_files {path} {path}.html',
    ...indent(servingFile, 2),
    '\t}',
    '\thandle_errors {',
    `\t\t@${v}_not_found expression {err.status_code} == 404`,
    `\t\troute @${v}_not_found {`,
    `\t\t\trewrite * ${base}${rules.notFound}`,
    ...indent(servingFile, 3),
    '\t\t}',
    '\t}',
    '}',
    '',
  ].join('\n');
}
