import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

// Loaded from src/app/globals.css with @config. Breakpoints and colours the CSS reads live there too.
export default {
  content: ['./src/**/*.{ts,tsx}', './content/**/*.mdx'],
  theme: {
    extend: {
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
