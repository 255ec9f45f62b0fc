import type { MetadataRoute } from 'next';
import { BASE_PATH, site } from '@/config/site';
import { TEST_CRASH_PATH } from '@/config/test-crash';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: `${BASE_PATH}/`, disallow: [`${BASE_PATH}/admin/`, `${BASE_PATH}${TEST_CRASH_PATH}`] },
    sitemap: `${site.url}${BASE_PATH}/sitemap.xml`,
  };
}
