/**
 * The defaults of the environment variables that code in the browser needs too. Kept apart from the
 * schema (src/config/env.ts) so that reading them costs a page no validation library.
 */
export const envDefaults = {
  /** The spec's base path. */
  BASE_PATH: '/FusionDR',
  SITE_URL: 'http://localhost:3000',
  HELP_URL: 'https://help.fusiondr.example/',
  FEEDBACK_URL: 'https://feedback.fusiondr.example/',
} as const;
