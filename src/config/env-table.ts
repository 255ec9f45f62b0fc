/** The README's configuration tables, written from the environment schema (src/config/env.ts). */
import { envGroups, envSchema, readEnv } from './env';

export function envTables(): string {
  const defaults = readEnv({});
  return Object.entries(envGroups)
    .map(([group, names]) => {
      const rows = names.map((name) => {
        const value = defaults[name];
        const shown = value === undefined || value === '' ? 'unset' : `\`${value}\``;
        return `| \`${name}\` | ${envSchema.shape[name].description} | ${shown} |`;
      });
      return [`### ${group}`, '', '| variable | used for | default |', '| --- | --- | --- |', ...rows].join('\n');
    })
    .join('\n\n');
}
