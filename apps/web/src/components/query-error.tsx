import { describeError } from '../lib/api-error.ts';
import { buttonClass } from './button-class.ts';

/** The shared handler's message; a 400 about one field says what is wrong with it. */
function messageOf(error: unknown): string {
  const described = describeError(error);
  if (described.status !== 400) return described.message;
  return described.nonFieldError ?? Object.values(described.fieldErrors)[0] ?? described.message;
}

/** A failed fetch inside a page: the shared handler's message and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="alert-error" role="alert">
      <div className="alert-error-title">Det gick inte att hämta uppgifterna</div>
      {messageOf(error)}
      {onRetry && (
        <div>
          <button
            type="button"
            className={buttonClass('white-red', { size: 'sm', className: 'alert-retry' })}
            onClick={onRetry}
          >
            Försök igen
          </button>
        </div>
      )}
    </div>
  );
}
