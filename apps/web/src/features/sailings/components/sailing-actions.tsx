import type { SailingListItem } from '@segla/core';
import {
  LIFECYCLE_ACTION_DONE,
  LIFECYCLE_ACTION_LABELS,
  availableLifecycleActions,
  nextLifecycleAction,
  type LifecycleAction,
} from '@segla/core/sailing';
import { IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, type ButtonVariant } from '../../../components/button-class.ts';
import { lazyComponent } from '../../../components/lazy-component.tsx';
import { LazyBottomSheet, LazyConfirmDialog } from '../../../components/lazy-overlays.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { useCopySailing } from '../api/copy-sailing.ts';
import { useDeleteSailing } from '../api/delete-sailing.ts';
import { useRunLifecycleAction } from '../api/run-lifecycle-action.ts';
import { forgetSailing } from '../utils/sailing-cache.ts';
import type { SailingFormChoices } from './sailing-form.tsx';

// The form brings the schemas (zod): only those who edit load it.
const loadFormModal = () => import('./sailing-form-modal.tsx');
const SailingFormModal = lazyComponent(() => loadFormModal().then((module) => module.default));

export const SAILING_COPIED = 'Seglingen är kopierad.';
export const SAILING_DELETED = 'Seglingen är borttagen.';

/** The question before a sailing is deleted. */
export function deleteQuestion(name: string): string {
  return `Vill du ta bort seglingen ${name}? Det går inte att ångra.`;
}

/** The question before a sailing is cancelled. */
export function cancelQuestion(name: string): string {
  return `Vill du ställa in seglingen ${name}? Den kan öppnas igen efteråt.`;
}

type Running = LifecycleAction | 'copy' | 'delete' | null;

type ActionVariant = Extract<ButtonVariant, 'filled' | 'default' | 'light-red'>;

/**
 * A large button of the bar; `loading` keeps its colour and shows a spinner. Plain markup: the
 * bar is on the Målgång page, which paints without Mantine (decision 0055).
 */
function ActionButton({
  variant,
  loading = false,
  disabled = false,
  wide = false,
  icon,
  label,
  children,
  onClick,
}: {
  variant: ActionVariant;
  loading?: boolean;
  disabled?: boolean;
  /** Takes the row's free width (a phone's main step). */
  wide?: boolean;
  icon?: ReactNode;
  label?: string;
  children: ReactNode;
  onClick: () => void;
}) {
  const className = [wide ? 'btn-wide' : null, children ? null : 'btn-icon-only']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={buttonClass(variant, { size: 'lg', className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={label}
      onClick={onClick}
    >
      {loading ? <span className="btn-spinner" aria-hidden /> : children && icon}
      {children ?? (loading ? null : icon)}
    </button>
  );
}

/** The bar's variants: the next step filled, cancel and delete light red. */
function stepVariant(action: LifecycleAction, primary: LifecycleAction | null): ActionVariant {
  if (action === primary) return 'filled';
  return action === 'cancel' ? 'light-red' : 'default';
}

/**
 * The race officer's action bar on a sailing's pages: the lifecycle steps that fit its status
 * (docs/product.md §4), "Redigera", "Kopiera" and "Ta bort". Cancelling and deleting ask
 * first. On a phone the next step of the normal course is a button and the rest sit in the
 * drawer "Fler åtgärder", large enough to hit one-handed.
 * Shown only to those who may manage the club; the server decides anyway.
 */
export function SailingActions({
  sailing,
  choices,
  sailingHref,
  listHref,
  warmForm = true,
  onEdit,
}: {
  sailing: SailingListItem;
  /** The club's series and courses for the edit form. */
  choices: SailingFormChoices;
  /** A sailing's page (the copy opens there). */
  sailingHref: (id: number) => string;
  /** The club's sailings list, where a deleted sailing leads. */
  listHref: string;
  /**
   * Whether to load the edit form's code once the page has painted. Not on the Målgång page:
   * evaluating it (zod, the schemas) is a long task on a slow phone there, and the page's
   * offline copy fetches its files without running them (decision 0041).
   */
  warmForm?: boolean;
  /** "Redigera" was chosen: the page may now fetch the form's `choices`. */
  onEdit?: () => void;
}) {
  // Read at once, not in an effect: the first paint shows the phone's bar, not the desktop's
  // buttons replaced a moment later (a second render and a layout shift).
  const phone = useMediaQuery('(max-width: 600px)');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lifecycle = useRunLifecycleAction();
  const copy = useCopySailing();
  const remove = useDeleteSailing();
  const [running, setRunning] = useState<Running>(null);
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const [editing, setEditing] = useState(false);
  const [formWanted, setFormWanted] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);

  // Warm the form's code while the officer looks at the page, so "Redigera" opens at once;
  // after the page has painted, as the page itself does not need it.
  useEffect(() => {
    if (!warmForm) return;
    return whenIdle(() => {
      void loadFormModal();
    });
  }, [warmForm]);

  const steps = availableLifecycleActions(sailing);
  const busy = running !== null;

  async function runStep(action: LifecycleAction) {
    setRunning(action);
    try {
      await lifecycle.mutateAsync({ id: sailing.id, action });
      notify.success(LIFECYCLE_ACTION_DONE[action]);
    } catch (error) {
      // e.g. 400 'En segling som är avslutad kan inte startas.' when another device was faster.
      handleApiError(error, { context: `Seglingens steg ${action}` });
    } finally {
      setRunning(null);
      setConfirm(null);
    }
  }

  function chooseStep(action: LifecycleAction) {
    if (action === 'cancel') setConfirm('cancel');
    else void runStep(action);
  }

  async function copySailing() {
    setRunning('copy');
    try {
      const made = await copy.mutateAsync(sailing.id);
      notify.success(SAILING_COPIED);
      void navigate(sailingHref(made.id));
    } catch (error) {
      handleApiError(error, { context: 'Kopiera segling' });
    } finally {
      setRunning(null);
    }
  }

  async function deleteSailing() {
    setRunning('delete');
    try {
      await remove.mutateAsync(sailing.id);
      notify.success(SAILING_DELETED);
      setConfirm(null);
      // Away first: the page would otherwise ask again for the deleted sailing.
      await navigate(listHref, { replace: true });
      forgetSailing(queryClient, sailing.id);
    } catch (error) {
      handleApiError(error, { context: 'Ta bort segling' });
      setConfirm(null);
    } finally {
      setRunning(null);
    }
  }

  function edit() {
    onEdit?.();
    setFormWanted(true);
    setEditing(true);
  }

  // A phone's one big button is the next step of the normal course; going back (reopen,
  // unverify) or cancelling sits a tap further away in the drawer.
  const primary = nextLifecycleAction(sailing);
  const rest = steps.filter((action) => action !== primary);

  /** From the phone's drawer: it closes first, so the step's own dialog is the one in front. */
  function later(run: () => void) {
    setMoreOpen(false);
    run();
  }

  return (
    <div className="sailing-actions" role="group" aria-label="Hantera seglingen">
      {phone ? (
        <div className="btn-group btn-group-nowrap">
          {primary && (
            <ActionButton
              variant="filled"
              wide
              loading={running === primary}
              disabled={busy && running !== primary}
              onClick={() => chooseStep(primary)}
            >
              {LIFECYCLE_ACTION_LABELS[primary]}
            </ActionButton>
          )}
          <ActionButton
            variant="default"
            wide={!primary}
            label="Fler åtgärder"
            loading={busy && running !== primary}
            disabled={busy}
            onClick={() => setMoreOpen(true)}
            icon={<IconDots aria-hidden />}
          >
            {primary ? null : 'Fler åtgärder'}
          </ActionButton>
        </div>
      ) : (
        <div className="btn-group">
          {steps.map((action) => (
            <ActionButton
              key={action}
              variant={stepVariant(action, primary)}
              loading={running === action}
              disabled={busy && running !== action}
              onClick={() => chooseStep(action)}
            >
              {LIFECYCLE_ACTION_LABELS[action]}
            </ActionButton>
          ))}
          <ActionButton
            variant="default"
            icon={<IconPencil aria-hidden />}
            disabled={busy}
            onClick={edit}
          >
            Redigera
          </ActionButton>
          <ActionButton
            variant="default"
            icon={<IconCopy aria-hidden />}
            loading={running === 'copy'}
            disabled={busy && running !== 'copy'}
            onClick={() => void copySailing()}
          >
            Kopiera
          </ActionButton>
          <ActionButton
            variant="light-red"
            icon={<IconTrash aria-hidden />}
            disabled={busy}
            onClick={() => setConfirm('delete')}
          >
            Ta bort
          </ActionButton>
        </div>
      )}

      <LazyBottomSheet
        opened={moreOpen}
        onClose={() => setMoreOpen(false)}
        title="Fler åtgärder"
        closeLabel="Stäng menyn"
      >
        <div className="btn-stack">
          {rest.map((action) => (
            <ActionButton
              key={action}
              variant={stepVariant(action, null)}
              onClick={() => later(() => chooseStep(action))}
            >
              {LIFECYCLE_ACTION_LABELS[action]}
            </ActionButton>
          ))}
          <ActionButton
            variant="default"
            icon={<IconPencil aria-hidden />}
            onClick={() => later(edit)}
          >
            Redigera
          </ActionButton>
          <ActionButton
            variant="default"
            icon={<IconCopy aria-hidden />}
            onClick={() => later(() => void copySailing())}
          >
            Kopiera
          </ActionButton>
          <ActionButton
            variant="light-red"
            icon={<IconTrash aria-hidden />}
            onClick={() => later(() => setConfirm('delete'))}
          >
            Ta bort
          </ActionButton>
        </div>
      </LazyBottomSheet>
      <LazyConfirmDialog
        opened={confirm === 'cancel'}
        title="Ställa in seglingen?"
        message={cancelQuestion(sailing.name)}
        confirmLabel={LIFECYCLE_ACTION_LABELS.cancel}
        danger
        busy={running === 'cancel'}
        onConfirm={() => void runStep('cancel')}
        onClose={() => setConfirm(null)}
      />
      <LazyConfirmDialog
        opened={confirm === 'delete'}
        title="Ta bort seglingen?"
        message={deleteQuestion(sailing.name)}
        confirmLabel="Ta bort"
        danger
        busy={running === 'delete'}
        onConfirm={() => void deleteSailing()}
        onClose={() => setConfirm(null)}
      />
      {formWanted && (
        <Suspense fallback={null}>
          <SailingFormModal
            opened={editing}
            onClose={() => setEditing(false)}
            sailing={sailing}
            choices={choices}
            onSaved={() => setEditing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
