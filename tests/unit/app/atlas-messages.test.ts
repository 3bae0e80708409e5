import { describe, expect, it } from 'vitest';
import { machineAtlas } from '../../../machines/index';
import { ATLAS_TEXT } from '../../../src/features/flows/atlas-messages';

describe('the flow atlas in both languages', () => {
  it('has a translatable title and description for every machine', () => {
    const missing = machineAtlas.map((entry) => entry.id).filter((id) => !ATLAS_TEXT[id]);
    expect(missing).toEqual([]);
  });

  it('says the same as the atlas in English', () => {
    for (const entry of machineAtlas) {
      const text = ATLAS_TEXT[entry.id];
      expect(text?.title.message ?? text?.title.id).toBe(entry.title);
      expect(text?.description.message ?? text?.description.id).toBe(entry.description);
    }
  });
});
