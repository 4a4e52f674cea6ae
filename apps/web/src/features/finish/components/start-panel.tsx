import type { StartGroup } from '@segla/core';
import { Suspense, useState } from 'react';
import { buttonClass } from '../../../components/button-class.ts';
import { LazyConfirmDialog, LazyFormModal } from '../../../components/lazy-overlays.ts';
import { clockSeconds } from '@segla/core/time';
import { formatCountdown, secondsUntil, shiftClock } from '../utils/countdown.ts';
import { boatLabel } from '../utils/finish-board.ts';
import { clockTimeAt } from '../utils/server-clock.ts';
import type { useTapTime } from '../utils/use-tap-time.ts';
import { StartTimeForm } from './lazy-forms.tsx';

type TapProps = ReturnType<typeof useTapTime>;

/** What the start section does: the gun of a group at a moment, or an adjusted start time. */
export interface StartActions {
  start: (groupId: number, serverMs: number) => Promise<unknown>;
  adjust: (groupId: number, startTime: string) => Promise<unknown>;
}

/**
 * A pursuit start's boats yet to start, the next first (those who start in the same second
 * together). Their own starts move with the group's start when this device has changed it.
 */
function nextStarters(group: StartGroup, startTime: string | null, now: number) {
  const server = group.start_time ? clockSeconds(group.start_time) : null;
  const shown = startTime ? clockSeconds(startTime) : null;
  const shift = server !== null && shown !== null ? shown - server : 0;
  const upcoming = group.competitors
    .map((competitor) => ({ competitor, start: shiftClock(competitor.start, shift) }))
    .map((item) => ({ ...item, until: secondsUntil(item.start, now) }))
    .filter(
      (item): item is typeof item & { until: number } => item.until !== null && item.until > 0,
    )
    .sort((a, b) => a.until - b.until);
  const first = upcoming[0];
  return first ? upcoming.filter((item) => item.until === first.until) : [];
}

function GroupStart({
  group,
  startTime,
  now,
  today,
  tapProps,
  actions,
}: {
  group: StartGroup;
  startTime: string | null;
  now: number;
  today: boolean;
  tapProps: TapProps;
  actions: StartActions;
}) {
  const [editing, setEditing] = useState(false);
  const [restartAt, setRestartAt] = useState<number | null>(null);
  const headingId = `finish-start-${group.id}`;
  const until = today ? secondsUntil(startTime, now) : null;
  const started = until !== null && until <= 0;
  const pursuit = group.start_type === 'pursuit';
  const next = pursuit && today && startTime ? nextStarters(group, startTime, now) : [];
  return (
    <section className="finish-start" aria-labelledby={headingId}>
      <div className="finish-start-head">
        <h3 className="finish-start-name" id={headingId}>
          {group.name}
        </h3>
        <span className="finish-start-time">
          {startTime ? `Start ${startTime}` : 'Ingen starttid'}
        </span>
      </div>
      {until !== null && (
        <p className="finish-start-countdown">
          {until > 0 ? `Start om ${formatCountdown(until)}` : `Seglat ${formatCountdown(-until)}`}
        </p>
      )}
      {pursuit && !startTime && (
        <p className="finish-hint">Jaktstart: sätt starttid så räknas båtarnas starter ut.</p>
      )}
      {pursuit && startTime && today && (
        <p className="finish-next-start">
          {next.length === 0 ? (
            'Alla båtar har startat.'
          ) : (
            <>
              Nästa start:{' '}
              <strong>{next.map((item) => boatLabel(item.competitor)).join(', ')}</strong>{' '}
              {next[0]!.start} – om <strong>{formatCountdown(next[0]!.until)}</strong>
            </>
          )}
        </p>
      )}
      <div className="finish-start-actions">
        <button
          type="button"
          className={buttonClass('green', { size: 'lg', className: 'finish-start-now' })}
          {...tapProps((at) => {
            // Once the group has started, a new gun (a general recall) is asked about first;
            // its time is the tap's all the same.
            if (started) setRestartAt(at);
            else void actions.start(group.id, at);
          })}
        >
          Start nu
        </button>
        <button
          type="button"
          className={buttonClass('default', { size: 'lg' })}
          aria-label={`Ändra starttid för ${group.name}`}
          onClick={() => setEditing(true)}
        >
          Ändra
        </button>
      </div>
      <LazyFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        title={`Starttid för ${group.name}`}
        size="sm"
      >
        <Suspense fallback={null}>
          <StartTimeForm
            startTime={startTime}
            onSave={(time) => actions.adjust(group.id, time)}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      </LazyFormModal>
      <LazyConfirmDialog
        opened={restartAt !== null}
        title={`Ny start för ${group.name}?`}
        message={`Starttiden blir ${restartAt === null ? '' : clockTimeAt(restartAt)} och alla seglade tider i gruppen räknas om.`}
        confirmLabel="Starta om"
        onConfirm={() => {
          if (restartAt !== null) void actions.start(group.id, restartAt);
          setRestartAt(null);
        }}
        onClose={() => setRestartAt(null)}
      />
    </section>
  );
}

/**
 * "Start": each start group with its start time, "Start nu" (the gun, stamped at the tap) and
 * "Ändra starttid"; a countdown to the start, and in a pursuit start who starts next.
 */
export function StartPanel({
  groups,
  startTimes,
  now,
  today,
  tapProps,
  actions,
}: {
  groups: readonly StartGroup[];
  startTimes: ReadonlyMap<number, string | null>;
  /** The server's time (ms). */
  now: number;
  /** The sailing is today (countdowns only make sense then). */
  today: boolean;
  tapProps: TapProps;
  actions: StartActions;
}) {
  if (groups.length === 0) return null;
  return (
    <section className="finish-section" aria-labelledby="finish-start-heading">
      <h2 className="finish-heading" id="finish-start-heading">
        Start
      </h2>
      <div className="finish-starts">
        {groups.map((group) => (
          <GroupStart
            key={group.id}
            group={group}
            startTime={startTimes.get(group.id) ?? null}
            now={now}
            today={today}
            tapProps={tapProps}
            actions={actions}
          />
        ))}
      </div>
    </section>
  );
}
