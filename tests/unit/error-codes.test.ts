import { join } from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contracts/error-codes';
import { ZErrorCodeSchema } from '../../contracts/schemas/common';
import { ZErrorBodySchema } from '../../contracts/schemas/common';
import { actionErrorText } from '../../src/features/accounts/action-messages';
import { failureMessageOf, resultMessageOf } from '../../src/gateway/errors';
import { refusalMessages } from '../../src/gateway/refusal-messages';
import { readPo } from './po';

/**
 * Issue 17 item 1: every refusal code of the gateway has a message in both catalogs, and the
 * screen says the code's message, never the gateway's English text.
 */
const locales = join(import.meta.dirname, '../../src/i18n/locales');
const english = readPo(join(locales, 'en-US/messages.po'));
const french = readPo(join(locales, 'fr-CA/messages.po'));
const sourceOf = (d: MessageDescriptor) => d.message ?? d.id;
const inFrench = (d: MessageDescriptor) => french.get(sourceOf(d)) || `<missing ${sourceOf(d)}>`;

describe('refusal codes (contracts/error-codes.ts)', () => {
  it.each(ERROR_CODES)('%s has a message in en-US and a French one that is not the English', (code) => {
    const descriptor = refusalMessages[code];
    expect(descriptor, code).toBeDefined();
    const source = sourceOf(descriptor);
    expect(english.has(source), `${code}: "${source}" is not in the en-US catalog`).toBe(true);
    const translated = french.get(source) ?? '';
    expect(translated.trim(), `${code}: no French for "${source}"`).not.toBe('');
    expect(translated, `${code}: the French is the English`).not.toBe(source);
  });

  it('has no message for a code outside the list, and no code twice', () => {
    expect(Object.keys(refusalMessages).sort()).toEqual([...ERROR_CODES].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('the error body accepts only listed codes', () => {
    expect(ZErrorBodySchema.safeParse({ code: 'CARD_DECLINED', message: 'x' }).success).toBe(true);
    expect(ZErrorBodySchema.safeParse({ code: 'CONFLICT', message: 'x' }).success).toBe(false);
    expect(ZErrorCodeSchema.options).toEqual(ERROR_CODES);
  });
});

describe('a refusal on screen', () => {
  const declined = { code: 'CARD_DECLINED', message: 'The card was declined. Please use another card.' };

  it('a refused call passes on its code, not the gateway’s English', () => {
    expect(failureMessageOf(422, declined)).toBe('CARD_DECLINED');
    expect(resultMessageOf({ code: 'MANUAL_REFUND', message: 'This refund needs a customer service agent.' })).toBe('MANUAL_REFUND');
    // §8: the words 'Invalid login token' end the session, so they travel as they are.
    expect(failureMessageOf(401, { code: 'INVALID_TOKEN', message: 'Invalid login token' })).toBe('Invalid login token');
    // An answer that is no error body keeps its status.
    expect(failureMessageOf(502, '<html>')).toBe('HTTP 502');
  });

  it('shows the generic message and the code’s message in French, with no English sentence', () => {
    const result = { status: 'error', reason: 'exception', message: failureMessageOf(422, declined) } as const;
    const text = actionErrorText('Card Update', result, inFrench);
    expect(text).toBe(`${french.get('Error on Card Update')}: ${french.get('The card was declined. Please use another card.')}`);
    expect(text).not.toContain(declined.message);
    expect(text).toContain('La carte a été refusée');
  });

  it('says §8 Unknown error for a text that names no code (the gateway’s or the browser’s English)', () => {
    const text = actionErrorText('Suspend', { status: 'error', reason: 'exception', message: 'Failed to fetch' }, inFrench);
    expect(text).toBe(`${french.get('Error on Suspend')}: Erreur inconnue`);
    expect(actionErrorText('Suspend', { status: 'error', reason: 'unsuccessful' }, inFrench)).toBe(french.get('Error on Suspend'));
  });
});
