/**
 * Loaded into `next dev` by the development site (scripts/dev-site.ts, through NODE_OPTIONS).
 *
 * Next's development server adds a route's addresses to `.next/dev/prerender-manifest.json` whenever the
 * route's generateStaticParams list changes (a doc added or deleted, the sidebar's file renamed): it
 * reads the file, then writes it back in place with fs.promises.writeFile, while every request reads it
 * (next/dist/server/dev/next-dev-server.js, getStaticPaths; next/dist/server/load-manifest.external.js).
 * A request between the truncation and the write answered 500 "Unexpected end of JSON input"; two
 * routes' lists written at once can leave the file torn, and then every page answers 500 until the next
 * change of a list. This writes that one file atomically: aside, then renamed over it. Any other write
 * is left as it is.
 */
'use strict';

const fs = require('node:fs');

const MANIFEST = /[\\/]prerender-manifest\.json$/;
const { writeFile, rename, rm } = fs.promises;
let asides = 0;

fs.promises.writeFile = function writeManifestAtomically(file, data, options) {
  if (typeof file !== 'string' || !MANIFEST.test(file)) return writeFile.apply(this, arguments);
  const aside = `${file}.${process.pid}.${++asides}.tmp`;
  return writeFile(aside, data, options)
    .then(() => rename(aside, file))
    .catch((error) => rm(aside, { force: true }).then(() => Promise.reject(error)));
};
