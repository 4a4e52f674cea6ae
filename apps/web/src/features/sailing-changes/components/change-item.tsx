import { Badge, Button } from '@mantine/core';
import type { SailingChange } from '@segla/core';
import { SAILING_CHANGE_STATUS_LABELS, canApplyChange, canRevertChange } from '@segla/core/sailing';
import { SAILING_CHANGE_KIND_LABELS } from '@segla/core/sailing';
import { AppLink } from '../../../components/app-link.tsx';
import type { ChangeResolution } from '../api/resolve-sailing-change.ts';
import {
  changeAuthor,
  changeSubject,
  changeTitle,
  changeValue,
  changeWhen,
} from '../utils/describe-change.ts';

const STATUS_COLORS: Record<SailingChange['status'], string> = {
  applied: 'green',
  kept: 'gray',
  conflict: 'orange',
  reverted: 'gray',
};

/**
 * One entry of the change log: when, what, before → after, who on which device, what became of
 * it, and what the race officer can do about it: "Ångra" an applied change; "Använd …" a kept
 * stamp or a conflict; "Behåll nuvarande" for a conflict (docs/product.md §11 "Ändringar").
 */
export function ChangeItem({
  change,
  busy,
  revertable,
  actions = true,
  protestHref,
  onResolve,
}: {
  change: SailingChange;
  /** A resolution of this entry is on its way: its buttons wait. */
  busy: boolean;
  /** An applied change whose value still stands (a later one would be undone unseen). */
  revertable: boolean;
  /** False: shown without buttons (a conflict also listed under "Att lösa"). */
  actions?: boolean;
  /** Where a decision's protest is on the sailing's board (its anchor); left out: no link. */
  protestHref?: (protestId: number) => string;
  onResolve: (change: SailingChange, resolution: ChangeResolution) => void;
}) {
  const title = changeTitle(change);
  const canRevert = revertable && canRevertChange(change.status, change.kind);
  const canApply = canApplyChange(change.status, change.kind);
  const before = changeValue(change.kind, change.before);
  const after = changeValue(change.kind, change.after);
  return (
    <li className={`change-item change-${change.status}`}>
      <div className="change-head">
        <time className="change-when" dateTime={change.at}>
          {changeWhen(change.at)}
        </time>
        <Badge color={STATUS_COLORS[change.status]} variant="light" radius="sm">
          {SAILING_CHANGE_STATUS_LABELS[change.status]}
        </Badge>
      </div>
      <div className="change-title">
        {change.protest && protestHref ? (
          <>
            {SAILING_CHANGE_KIND_LABELS[change.kind]}{' '}
            <AppLink to={protestHref(change.protest.id)}>{changeSubject(change)}</AppLink>
          </>
        ) : (
          title
        )}
      </div>
      <div className="change-values">
        <span>{before}</span>
        <span aria-hidden> → </span>
        <span className="visually-hidden"> till </span>
        <strong>{after}</strong>
      </div>
      <div className="change-author">{changeAuthor(change)}</div>
      {actions && (canRevert || canApply) && (
        <div className="change-actions">
          {canApply && (
            <Button
              size="md"
              loading={busy}
              aria-label={`Använd ${after} för ${title}`}
              onClick={() => onResolve(change, 'apply')}
            >
              Använd {after}
            </Button>
          )}
          {change.status === 'conflict' && (
            <Button
              size="md"
              variant="default"
              disabled={busy}
              aria-label={`Behåll nuvarande värde för ${title}`}
              onClick={() => onResolve(change, 'dismiss')}
            >
              Behåll nuvarande
            </Button>
          )}
          {canRevert && (
            <Button
              size="md"
              variant="default"
              loading={busy}
              aria-label={`Ångra ändringen av ${title} till ${after}`}
              onClick={() => onResolve(change, 'revert')}
            >
              Ångra
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
