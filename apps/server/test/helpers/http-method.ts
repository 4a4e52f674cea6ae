import type { InjectOptions } from 'fastify';

/**
 * A method read as text (a route list, the API document, a list of methods to try) as
 * `app.inject` takes it. The light-my-request release we pin (decision 0048) types `method` as
 * the known methods only; the server itself answers any method, which is what the probes test.
 */
export function httpMethod(method: string): InjectOptions['method'] {
  return method as InjectOptions['method'];
}
