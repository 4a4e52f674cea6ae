import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUse } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { UsageCounts } from '../../usage-counts.ts';
import { countOutboxDepth } from './health-repository.ts';

/** What the metrics read at scrape time. */
export interface MetricsSources {
  db: Kysely<DB>;
  usage: UsageCounts;
  /** PostgreSQL's connection pool; undefined on SQLite (one connection, no pool). */
  pool: PoolUse | undefined;
  /** Open websocket connections of this instance. */
  liveConnections: () => number;
  /** Told when the outbox depth cannot be read (the scrape still answers). */
  onError: (error: unknown) => void;
}

/** The route label of a request no route matched (404s, the SPA's pages): one label for all. */
export const UNMATCHED_ROUTE = 'unmatched';

const FAN_OUT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The Prometheus metrics of one app instance (decision 0044), in a registry of its own: tests
 * build many apps in one process, and the global default registry would mix them. Counters
 * the hot paths keep (UsageCounts) and gauges of the moment are read at scrape time; only the
 * request metrics are observed as requests finish.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status_code'>;
  readonly #duration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(sources: MetricsSources) {
    const { usage } = sources;
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });

    this.#requests = new Counter({
      name: 'segla_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.#duration = new Histogram({
      name: 'segla_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });

    new Gauge({
      name: 'segla_live_connections',
      help: 'Open websocket connections (/ws/) of this instance.',
      registers,
      collect() {
        this.set(sources.liveConnections());
      },
    });
    new Counter({
      name: 'segla_live_messages_total',
      help: 'Websocket messages, by direction (sent to clients, received from them).',
      labelNames: ['direction'],
      registers,
      collect() {
        this.reset();
        this.inc({ direction: 'sent' }, usage.liveMessagesSent);
        this.inc({ direction: 'received' }, usage.liveMessagesReceived);
      },
    });
    const fanOut = new Histogram({
      name: 'segla_live_fanout_seconds',
      help: 'Time from a change to its live messages written to the subscribers.',
      buckets: FAN_OUT_BUCKETS,
      registers,
    });
    usage.observeFanOut = (seconds) => fanOut.observe(seconds);

    new Gauge({
      name: 'segla_mail_outbox_depth',
      help: 'Mails waiting in the outbox (neither sent nor given up).',
      registers,
      async collect() {
        try {
          this.set(await countOutboxDepth(sources.db));
        } catch (error) {
          sources.onError(error);
          this.set(Number.NaN);
        }
      },
    });
    new Counter({
      name: 'segla_mail_send_failures_total',
      help: 'Mail send attempts the transport refused (each retry counts).',
      registers,
      collect() {
        this.reset();
        this.inc(usage.mailSendFailures);
      },
    });

    new Counter({
      name: 'segla_results_cache_requests_total',
      help: 'Results cache lookups, by result (hit: served from memory; miss: computed).',
      labelNames: ['result'],
      registers,
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, usage.resultsCacheHits);
        this.inc({ result: 'miss' }, usage.resultsCacheMisses);
      },
    });

    const { pool } = sources;
    if (pool) {
      new Gauge({
        name: 'segla_db_pool_connections',
        help: 'PostgreSQL pool clients, by state (total, idle, waiting: requests queued for one).',
        labelNames: ['state'],
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }

  /** Counts one answered request; `route` is the route's template (UNMATCHED_ROUTE: none). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_code: String(statusCode) };
    this.#requests.inc(labels);
    this.#duration.observe(labels, seconds);
  }

  /** The Prometheus text exposition of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
