/**
 * Counts the hot paths keep for `GET /metrics` (decision 0044): plain number fields bumped by
 * one increment each (a live message sent, a results cache hit), read by the metrics registry
 * at scrape time. The paths stay as cheap with metrics off as on: no labels, no lookups, no
 * allocation. One per app instance (`app.services.usage`). It sits beside app.ts's services, not
 * in modules/health/: live/, mail/ and results/ bump it, and must not depend on a module.
 */
export class UsageCounts {
  /** Live messages written to websocket clients. */
  liveMessagesSent = 0;
  /** Live messages received from websocket clients. */
  liveMessagesReceived = 0;
  /** Results answers served from the results cache, and ones that had to be computed. */
  resultsCacheHits = 0;
  resultsCacheMisses = 0;
  /** Mail send attempts the transport refused (each retry counts). */
  mailSendFailures = 0;

  /**
   * Told the seconds from a live change to its messages being written to the subscribers. A
   * no-op until the metrics registry puts its histogram here.
   */
  observeFanOut: (seconds: number) => void = () => undefined;
}
