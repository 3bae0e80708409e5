import { join } from 'node:path';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { WELL_FORMED_MESSAGE } from '../../contracts/validation/checks';
import { VALIDATION_MESSAGES } from '../../contracts/validation/messages';
import { translateValidation } from '../../src/features/forms/validation-messages';
import { readPo } from './po';

/** The French catalog as an i18n: each message shown by its source text's translation. */
const french = readPo(join(import.meta.dirname, '../../src/i18n/locales/fr-CA/messages.po'));
const inFrench = { _: (descriptor: MessageDescriptor) => french.get(descriptor.message ?? descriptor.id) || `<missing ${descriptor.message}>` } as unknown as I18n;

describe('translateValidation: a field error in the active language', () => {
  it('shows a §5 message in French', () => {
    expect(translateValidation(inFrench, VALIDATION_MESSAGES.alphanumeric)).toBe('Caractères alphanumériques seulement');
  });

  it('shows the well-formed text rule in French, not in English (a NUL or lone surrogate in any free text)', () => {
    const shown = translateValidation(inFrench, WELL_FORMED_MESSAGE);
    expect(shown).toBe(french.get(WELL_FORMED_MESSAGE));
    expect(shown).not.toBe(WELL_FORMED_MESSAGE);
    expect(shown).not.toMatch(/^<missing/);
  });

  it('passes any other text through, and shows nothing for no error', () => {
    expect(translateValidation(inFrench, 'Une autre erreur')).toBe('Une autre erreur');
    expect(translateValidation(inFrench, '')).toBeUndefined();
    expect(translateValidation(inFrench, null)).toBeUndefined();
  });
});
