import { createHash } from 'node:crypto';
import { withBasePath } from '@/config/site';
import { sidebar } from './docs';

/**
 * The whole sidebar tree, delivered once as a file whose name carries a hash of its content: pages
 * carry only the part a reader sees, and fetch this file (cached for good) when a closed category or
 * the mobile drawer opens.
 */
const json = JSON.stringify(sidebar);
const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);

export const navigationFile = {
  name: `sidebar.${hash}.json`,
  url: withBasePath(`/nav/sidebar.${hash}.json`),
  json,
};
