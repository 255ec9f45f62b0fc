'use client';

// A client component with no state: its markup comes from the cached code, not from every page's payload.
import { useClientStrings } from '@/components/system/interface-strings.client';
import { COLOR_MODES } from '@/lib/color-mode';
import { hook } from './shell-hooks';
import { ShellIcon } from './ShellIcon';

const icons = { light: 'sun', dark: 'moon', system: 'system' } as const;

/**
 * The colour mode button: it cycles light, dark, system (shell-controls.ts). Its icon follows the mode the
 * head script set on <html> before the first paint; it names the mode and the next one (its label and
 * tooltip) once the controls listen, and a press made before is kept and answered then (src/lib/early-input/).
 * The controls name it in English, or, on a translated page, with the names it carries (`labels`, from
 * colorModeLabels in src/lib/color-mode.ts, made on the server: no English page's scripts carry that code).
 */
export function ColorModeButton({ labels }: { labels?: string }) {
  const strings = useClientStrings();
  return (
    <button
      type="button"
      aria-label={strings.colorMode.toggle}
      aria-live="polite"
      className="icon-button rounded-full"
      {...hook('colorToggle')}
      {...(labels ? hook('colorLabels', labels) : {})}
    >
      {COLOR_MODES.map((mode) => (
        <ShellIcon key={mode} name={icons[mode]} {...hook('modeIcon', mode)} />
      ))}
    </button>
  );
}
