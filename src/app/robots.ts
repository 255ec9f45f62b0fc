import type { MetadataRoute } from 'next';
import { BASE_PATH, site } from '@/config/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: `${BASE_PATH}/`, disallow: `${BASE_PATH}/admin/` },
    sitemap: `${site.url}${BASE_PATH}/sitemap.xml`,
  };
}
