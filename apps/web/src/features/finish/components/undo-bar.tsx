import { buttonClass } from '../../../components/button-class.ts';

/**
 * The last tap, at the bottom of the screen for a while (UNDO_MS) with "Ångra": the stamp and
 * its time, so the race officer sees what she recorded and takes back a wrong boat at once.
 */
export function UndoBar({
  text,
  onUndo,
}: {
  /** What was recorded: 'Mål SWE 1234 Vinga 18:42:13'. */
  text: string | null;
  onUndo: () => void;
}) {
  return (
    <div className="finish-undo" role="status">
      {text && (
        <div className="finish-undo-inner">
          <span className="finish-undo-text">{text}</span>
          <button type="button" className={buttonClass('orange', { size: 'lg' })} onClick={onUndo}>
            Ångra
          </button>
        </div>
      )}
    </div>
  );
}
