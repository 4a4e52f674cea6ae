import { describe, expect, it } from 'vitest';
import { discardThresholds } from './sailwave-plan.ts';

describe('Sailwave discard list as thresholds', () => {
  const read = (list: string) => {
    const warnings: string[] = [];
    return { thresholds: discardThresholds(list, (w) => warnings.push(w)), warnings };
  };

  it('turns discards in force after each race into the races each starts at', () => {
    expect(read('0,0,1,1,1,2,2,2,3')).toEqual({ thresholds: [3, 6, 9], warnings: [] });
    expect(read('0,0,0,1,1,1,1,1,2')).toEqual({ thresholds: [4, 9], warnings: [] });
    expect(read('')).toEqual({ thresholds: [], warnings: [] });
  });

  it('warns when the list adds two at once or goes down', () => {
    const jump = read('0,2');
    expect(jump.thresholds).toEqual([2, 3]);
    expect(jump.warnings).toHaveLength(1);
    const down = read('0,1,0,1');
    expect(down.thresholds).toEqual([2]);
    expect(down.warnings).toHaveLength(1);
  });
});
