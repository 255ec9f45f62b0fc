/** A size as the site's commands print it: '264.3 MB'. */
export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
