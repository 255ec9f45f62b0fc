import { strings } from '@/config/strings';
import { COLOR_MODES } from '@/lib/color-mode';
import { MoonIcon, SunIcon, SystemIcon } from '../icons';
import { hook } from './shell-hooks';

const icons = { light: SunIcon, dark: MoonIcon, system: SystemIcon };

/**
 * The colour mode button: it cycles light, dark, system (shell-controls.ts). Its icon follows the mode the
 * head script set on <html> before the first paint; the button is enabled, and names the mode, once the
 * controls listen.
 */
export function ColorModeButton() {
  const label = strings.colorMode.toggleLabel(strings.colorMode.light, strings.colorMode.dark);
  return (
    <button type="button" disabled title={label} aria-label={label} aria-live="polite" className="icon-button rounded-full disabled:opacity-60" {...hook('colorToggle')}>
      {COLOR_MODES.map((mode) => {
        const Icon = icons[mode];
        return <Icon key={mode} {...hook('modeIcon', mode)} />;
      })}
    </button>
  );
}
