/**
 * Where the writers' CMS lives: its path inside the site (under the base path) and the local backend
 * (decap-server in fs mode) it talks to. Apart from src/config/cms.ts, which reads the environment, so
 * that the offline manual's browser code and the environment schema can name them without a cycle.
 */
export const CMS_PATH = '/admin';

export const CMS_LOCAL_HOST = '127.0.0.1';
export const CMS_LOCAL_PORT = 8081;
