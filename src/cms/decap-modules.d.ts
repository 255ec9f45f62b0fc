/** Types for the Decap CMS packages that ship none (decap-cms-core ships its own). */
declare module 'decap-cms-backend-github' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const GitHubBackend: CmsBackendClass;
}

declare module 'decap-cms-backend-proxy' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const ProxyBackend: CmsBackendClass;
}

declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>;
}

declare module 'decap-cms-widget-*' {
  import type { CmsWidgetParam } from 'decap-cms-core';
  import type { ComponentType } from 'react';
  /** The widget's parts; a control given replaces its own (decap-cms-core types a control as its props). */
  const widget: { Widget: (options?: { controlComponent?: ComponentType<any> }) => CmsWidgetParam };
  export default widget;
}
