import { describe, expect, it } from 'vitest';
import { caddyConfig } from './caddy-config';
import { hostRules } from './host-rules';
import { headersJson } from './__fixtures__/headers-json';

const config = caddyConfig(hostRules(headersJson, '/FusionDR'));

describe('the Caddyfile', () => {
  it('gives each page its policy at its folder address and its file', () => {
    expect(config).toContain('"/FusionDR/docs/users/" p2');
    expect(config).toContain('"/FusionDR/docs/users/index.html" p2');
    expect(config).toContain(`p2 "script-src 'self' 'sha256-users'"`);
  });

  it('answers in the order written: methods, redirects, hidden files, then the files with their headers', () => {
    const route = config.slice(config.indexOf('\troute {'), config.indexOf('\thandle_errors'));
    const order = ['respond @fusiondr_method 405', 'redir /FusionDR /FusionDR/ 308', 'error @fusiondr_host_only 404', 'try_files {path} {path}.html', 'header Cache-Control', 'file_server'];
    const at = order.map((text) => route.indexOf(text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(route).toContain('precompressed br gzip');
  });

  it('sends a moved doc’s old address, with or without its slash, to the new page for good, before serving files', () => {
    const route = config.slice(config.indexOf('\troute {'), config.indexOf('\thandle_errors'));
    expect(route).toContain('\t\tredir /FusionDR/docs/oldUsers /FusionDR/docs/users/ 301\n\t\tredir /FusionDR/docs/oldUsers/ /FusionDR/docs/users/ 301');
    expect(route.indexOf('redir /FusionDR/docs/oldUsers/')).toBeLessThan(route.indexOf('try_files'));
  });

  it('serves the not-found page with its headers, the security headers included', () => {
    const errors = config.slice(config.indexOf('\thandle_errors'));
    expect(errors).toContain('rewrite * /FusionDR/404.html');
    expect(errors).toContain('X-Frame-Options "SAMEORIGIN"');
    expect(errors).toContain('file_server');
  });

  it('keeps regexes as written (Caddy reads a backslash as itself)', () => {
    expect(config).toContain('not path_regexp "\\.(m?js|ts)$"');
  });
});

describe('the Caddyfile at the root of the host (an empty base path)', () => {
  const root = caddyConfig(hostRules({ ...headersJson, basePath: '' }, '/FusionDR'));

  it('serves the site at / with no redirect and nothing refused around it', () => {
    expect(root).not.toContain('redir / ');
    expect(root).toContain('redir /docs/oldUsers/ /docs/users/ 301');
    expect(root).not.toContain('_outside');
    expect(root).toContain('"/docs/users/" p2');
    expect(root).toContain('rewrite * /404.html');
  });
});
