import { describe, expect, it } from 'vitest';
import { portalTheme } from '../../../src/app/theme';

/** §9 visual theme: breakpoints 576/768/992/1200, a 12-column grid with a 15px gutter, base font 0.875rem. */
describe('the portal theme', () => {
  const theme = portalTheme('#1b4f8a');

  it('has the §9 breakpoints and base font size', () => {
    expect(theme.breakpoints).toMatchObject({ xs: '36em', sm: '48em', md: '62em', lg: '75em' });
    expect(theme.fontSizes).toMatchObject({ md: '0.875rem' });
  });

  it('lays grids out in 12 columns with a 15px gutter', () => {
    expect(theme.components?.Grid?.defaultProps).toEqual({ columns: 12, gutter: '15px' });
    expect(theme.components?.SimpleGrid?.defaultProps).toEqual({ spacing: '15px' });
  });
});
