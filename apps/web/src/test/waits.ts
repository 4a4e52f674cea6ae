/**
 * How long a test waits for a signal (an element, a socket, a call) before it fails. Generous:
 * the first lazy import of a chunk with zod takes seconds on a slow CI machine, and a wait ends
 * as soon as its signal comes, so a passing test is no slower for it. Tests wait for signals
 * (`findBy*`, `vi.waitFor(…, WAIT)`), never for a fixed time. setup.ts makes it the default of
 * Testing Library's `findBy*` and `waitFor`; `vi.waitFor` takes it as its options.
 */
export const WAIT = { timeout: 10_000 } as const;
