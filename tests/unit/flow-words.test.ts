import { join } from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { codeNames, type CodeNames } from '../../machines/graph/codes';
import { machineAtlas } from '../../machines/index';
import { ACTION_WORDS, CALL_WORDS, EVENT_WORDS, GUARD_WORDS, STATE_WORDS } from '../../src/features/flows/flow-words';
import { INTENTIONALLY_IDENTICAL_IN_FRENCH } from '../../src/i18n/intentionally-identical';
import { readPo } from './po';

// The atlas tells every code name of every machine in business words (issue 14): each kind of code
// name has its record, and a record holds words for exactly the names the machines use today.
const RECORDS: Record<keyof CodeNames, Record<string, MessageDescriptor>> = {
  states: STATE_WORDS,
  events: EVENT_WORDS,
  guards: GUARD_WORDS,
  actions: ACTION_WORDS,
  calls: CALL_WORDS,
};
const KINDS = Object.keys(RECORDS) as (keyof CodeNames)[];

const names = codeNames(machineAtlas.map((entry) => entry.machine));
const french = readPo(join(import.meta.dirname, '../../src/i18n/locales/fr-CA/atlas.po'));

/** The English words of a descriptor: the .po uses the source text as msgid. */
const english = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id;

describe.each(KINDS)('the flow atlas words for %s', (kind) => {
  const record = RECORDS[kind];

  it('exist for every code name the machines use', () => {
    expect(names[kind].size).toBeGreaterThan(0);
    const missing = [...names[kind]].filter((name) => !Object.hasOwn(record, name)).sort();
    expect(missing, `${kind} without words`).toEqual([]);
  });

  it('name no code name the machines no longer use', () => {
    const stale = Object.keys(record).filter((name) => !names[kind].has(name)).sort();
    expect(stale, `stale ${kind} words`).toEqual([]);
  });

  it('are short business words, not the code name', () => {
    const unfit = Object.entries(record)
      .filter(([name, descriptor]) => {
        const words = english(descriptor);
        return !words || words === name || words.endsWith('.') || words.trim().split(/\s+/).length > 7;
      })
      .map(([name]) => name);
    expect(unfit).toEqual([]);
  });

  it('are translated into French, and not left in English', () => {
    const untranslated = Object.entries(record)
      .filter(([, descriptor]) => {
        const words = english(descriptor);
        const translation = french.get(words);
        return !translation?.trim() || (translation === words && !INTENTIONALLY_IDENTICAL_IN_FRENCH.includes(words));
      })
      .map(([name, descriptor]) => `${name}: ${english(descriptor)}`);
    expect(untranslated).toEqual([]);
  });
});
