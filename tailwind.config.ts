import typography from '@tailwindcss/typography'
import type { Config } from 'tailwindcss'
import colors from 'tailwindcss/colors'
import defaultTheme from 'tailwindcss/defaultTheme'

// The brand is sky and emerald over slate. Only these palettes are exposed, so a stray colour cannot creep in.
export default {
  // Tests are left out: their fixtures hold class names no page uses, which would ship 6 KB of CSS with every page.
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'],
  theme: {
    // xs: the phones of 384 px and more, where two figures fit side by side. A named width rather than an arbitrary
    // min-[…] variant: those produced no CSS at all in this build, so the class silently did nothing.
    screens: { xs: '24rem', ...defaultTheme.screens },
    colors: {
      transparent: 'transparent',
      current: 'currentColor',
      white: colors.white,
      slate: colors.slate,
      sky: colors.sky,
      emerald: colors.emerald,
      red: colors.red,
    },
    extend: {
      fontFamily: {
        // The system stack: no font download, no layout shift while a web font arrives.
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: { prose: '70ch' },
    },
  },
  plugins: [typography],
  // Every page carries its rules inline, so bytes of CSS are bytes of HTML. Colours are written plainly
  // (`color:rgb(15 23 42)`) rather than through an opacity variable no class of the site sets (`bg-white/95` still
  // works), and the defaults of the variables that transforms, rings, shadows and filters read are set on the elements
  // that use them rather than on every element, which also spares the browser some forty variables per element.
  corePlugins: {
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    ringOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
  },
  experimental: { optimizeUniversalDefaults: true },
} satisfies Config
