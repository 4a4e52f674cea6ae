import { describe, expect, it } from 'vitest';
import { entryRuleText } from './start-group-labels.ts';

const none = { min_rating: null, max_rating: null, boat_types: '', is_default: false };

describe('entryRuleText (issue 13)', () => {
  it('words which entries a group takes', () => {
    expect(entryRuleText(none)).toBeNull();
    expect(entryRuleText({ ...none, min_rating: 0.9, max_rating: 1.1 })).toBe('SRS 0,9–1,1');
    expect(entryRuleText({ ...none, min_rating: 0.9 })).toBe('SRS från 0,9');
    expect(entryRuleText({ ...none, max_rating: 1 })).toBe('SRS till 1');
    expect(entryRuleText({ ...none, min_rating: 0.1 + 0.2 })).toBe('SRS från 0,3');
    expect(entryRuleText({ ...none, boat_types: 'Folkbåt\r\n\nH-båt ', is_default: true })).toBe(
      'Folkbåt, H-båt · Standardgrupp',
    );
  });
});
