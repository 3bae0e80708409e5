import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { THEME_BREAKPOINTS_PX, THEME_GRID } from '../../contracts/constants';

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(c + (target - c) * amount));
  return '#' + mixed.map((c) => c.toString(16).padStart(2, '0')).join('');
}

/** Ten shades around the publisher's colour; shade 6 is the colour itself. */
export function brandShades(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.32, 0.16].map((a) => mix(hex, 255, a));
  const darker = [0.15, 0.3, 0.45].map((a) => mix(hex, 0, a));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
}

const px = (n: number) => `${n / 16}em`;
const [sm, md, lg, xl] = THEME_BREAKPOINTS_PX;

/** The visual theme of §9: breakpoints 576/768/992/1200, a 12-column grid with a 15px gutter, base font size 0.875rem. */
export function portalTheme(primaryColor: string) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: brandShades(primaryColor) },
    fontSizes: { md: '0.875rem' },
    breakpoints: { xs: px(sm), sm: px(md), md: px(lg), lg: px(xl), xl: '88em' },
    defaultRadius: 'sm',
    components: {
      // §9 grid: 12 columns, 15px gutter (Mantine's default gutter is its md spacing, 16px). A simple grid
      // (the brand footer's lists) keeps the same gutter between its columns unless it names its own.
      Grid: { defaultProps: { columns: THEME_GRID.columns, gutter: `${THEME_GRID.gutterPx}px` } },
      SimpleGrid: { defaultProps: { spacing: `${THEME_GRID.gutterPx}px` } },
      // Mantine's default description grey (gray.6) fails WCAG contrast on white (axe).
      Notification: { styles: { description: { color: 'var(--mantine-color-gray-8)' } } },
    },
  });
}

/**
 * Mantine's default dimmed grey and error red fall below WCAG AA contrast for small text on white
 * (about 3.3:1 and 3.6:1): descriptions, errors and invalid fields use darker shades everywhere.
 */
export const portalCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
