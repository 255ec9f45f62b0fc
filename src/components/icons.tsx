import type { SVGProps } from 'react';

// Stroke and fill come from the .icon class, so each icon on a page does not repeat them.
const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true } as const;
const cls = (p: SVGProps<SVGSVGElement>) => (p.className ? `icon ${p.className}` : 'icon');

export const SunIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} className={cls(p)}><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" /></svg>
);
export const MoonIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} className={cls(p)}><path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" /></svg>
);
export const SystemIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} className={cls(p)}><rect x="2" y="4" width="20" height="13" rx="2" /><path d="M8 21h8M12 17v4" /></svg>
);
export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} className={cls(p)}><path d="M3 6h18M3 12h18M3 18h18" /></svg>
);
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} className={cls(p)}><path d="M18 6 6 18M6 6l12 12" /></svg>
);
export const ChevronIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} className={cls(p)}><path d="m9 18 6-6-6-6" /></svg>
);
export const ExternalIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} width={13} height={13} {...p} className={cls(p)}><path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" /></svg>
);
export const GlobeIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} className={cls(p)}><circle cx="12" cy="12" r="10" /><path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" /></svg>
);
export const HomeIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} width={16} height={16} {...p} className={cls(p)}><path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" /></svg>
);
export const LogoMark = (p: SVGProps<SVGSVGElement>) => (
  <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden {...p}>
    <rect width="32" height="32" rx="7" fill="#1d4ed8" />
    <path d="M9 8h14v3.5h-10v3.5h8v3.5h-8V24H9z" fill="#fff" />
    <circle cx="23" cy="21" r="3" fill="#93c5fd" />
  </svg>
);
