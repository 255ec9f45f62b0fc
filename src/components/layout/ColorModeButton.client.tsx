'use client';

// A client component with no state: its markup comes from the cached code, not from every page's payload.
import { strings } from '@/config/strings/client';
import { COLOR_MODES } from '@/lib/color-mode';
import { hook } from './shell-hooks';
import { ShellIcon } from './ShellIcon';

const icons = { light: 'sun', dark: 'moon', system: 'system' } as const;

/**
 * The colour mode button: it cycles light, dark, system (shell-controls.ts). Its icon follows the mode the
 * head script set on <html> before the first paint; the button is enabled, and names the mode and the next
 * one (its label and tooltip), once the controls listen.
 */
export function ColorModeButton() {
  return (
    <button type="button" disabled aria-label={strings.colorMode.toggle} aria-live="polite" className="icon-button rounded-full disabled:opacity-60" {...hook('colorToggle')}>
      {COLOR_MODES.map((mode) => (
        <ShellIcon key={mode} name={icons[mode]} {...hook('modeIcon', mode)} />
      ))}
    </button>
  );
}
