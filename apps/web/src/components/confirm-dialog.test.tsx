import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: { busy?: boolean; message?: ReactNode; cancelLabel?: string }) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Ta bort bana"
      message={props.message ?? 'Vill du ta bort banan Bana 2?'}
      confirmLabel="Ta bort"
      cancelLabel={props.cancelLabel}
      danger
      busy={props.busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('the confirmation dialog', { timeout: 30_000 }, () => {
  it('asks the question under its title, with "Avbryt" and the step’s button', async () => {
    renderDialog({});
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort bana' });
    expect(within(dialog).getByText('Vill du ta bort banan Bana 2?')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Stäng', 'Avbryt', 'Ta bort']);
    expect(dialog.closest('.touch-ui')).not.toBeNull();
  });

  it('shows a question of several parts as given', async () => {
    renderDialog({
      message: (
        <>
          <p>Serien ”Vårserien” tas bort.</p>
          <p>Seglingarna finns kvar.</p>
        </>
      ),
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Serien ”Vårserien” tas bort.')).toBeInTheDocument();
    expect(within(dialog).getByText('Seglingarna finns kvar.')).toBeInTheDocument();
  });

  it('starts on "Avbryt", so a stray Enter does not confirm', async () => {
    renderDialog({});
    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Avbryt' });
    await vi.waitFor(() => expect(cancel).toHaveFocus());
  });

  it('calls onConfirm, and only it, on the step’s button', async () => {
    const { onConfirm, onClose, user } = renderDialog({});
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('calls onClose and not onConfirm on "Avbryt"', async () => {
    const { onConfirm, onClose, user } = renderDialog({});
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onClose and not onConfirm on "Stäng" and on Escape', async () => {
    const { onConfirm, onClose, user } = renderDialog({});
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('names the cancel button as asked', async () => {
    const { onClose, user } = renderDialog({ cancelLabel: 'Nej' });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Nej' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('button', { name: 'Avbryt' })).toBeNull();
  });

  it('while busy, the step’s button spins and neither button can be pressed again', async () => {
    const { onConfirm, onClose, user } = renderDialog({ busy: true });
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Ta bort' });
    const cancel = within(dialog).getByRole('button', { name: 'Avbryt' });
    expect(confirm).toHaveAttribute('data-loading');
    expect(confirm).toBeDisabled();
    expect(cancel).not.toHaveAttribute('data-loading');
    expect(cancel).toBeDisabled();
    await user.click(confirm);
    await user.click(cancel);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is not loading when not busy', async () => {
    renderDialog({});
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Ta bort' });
    expect(confirm).not.toHaveAttribute('data-loading');
    expect(confirm).toBeEnabled();
  });
});
