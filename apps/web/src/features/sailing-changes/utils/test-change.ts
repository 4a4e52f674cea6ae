import type { SailingChange } from '@segla/core';

let nextId = 1;

/** A change-log entry for tests: a finish of SWE 1234 Vinga set now, applied, by the club account. */
export function sailingChange(overrides: Partial<SailingChange> = {}): SailingChange {
  return {
    id: nextId++,
    at: new Date().toISOString(),
    user: { id: 3, email: 'bris@demo.segla.se' },
    signed_by: 'Klubbkontot',
    device: 'Telefon A',
    kind: 'finish',
    competitor: { id: 7, boat_name: 'Vinga', sail_number: 'SWE 1234' },
    start_group: null,
    protest: null,
    before: null,
    after: '18:42:13',
    status: 'applied',
    ...overrides,
  };
}
