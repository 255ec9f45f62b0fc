import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';
import { DESKTOP_BREAKPOINT } from './src/config/site';

// Loaded from src/app/globals.css with @config. Colours the CSS reads live there.
export default {
  content: ['./src/**/*.{ts,tsx}', './content/**/*.mdx'],
  theme: {
    extend: {
      // `lg:` is the spec's desktop breakpoint, in rem like Tailwind's other breakpoints.
      screens: { lg: `${DESKTOP_BREAKPOINT / 16}rem` },
      typography: {
        DEFAULT: {
          css: {
            'code::before': { content: 'none' },
            'code::after': { content: 'none' },
            maxWidth: 'none',
          },
        },
      },
    },
  },
  plugins: [typography],
} satisfies Config;
