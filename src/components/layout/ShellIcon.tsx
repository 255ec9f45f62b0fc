export type ShellIconName = 'sun' | 'moon' | 'system' | 'menu' | 'close' | 'chevron' | 'globe' | 'search';

/**
 * An icon of the site shell, drawn by the stylesheet (`.shell-icon-*` in globals.css): a few bytes in
 * each page instead of SVG markup. `className` sets its size (20 px by default).
 */
export function ShellIcon({ name, className = 'size-5', ...rest }: { name: ShellIconName; className?: string } & Record<`data-${string}`, string>) {
  return <span aria-hidden className={`shell-icon shell-icon-${name} ${className}`} {...rest} />;
}
