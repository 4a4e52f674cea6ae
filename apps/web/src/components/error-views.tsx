import { AppLink } from './app-link.tsx';
import { buttonClass } from './button-class.ts';

// No icons on these buttons: the error views are in every first load, and icons cost bytes.

/** The 404 page (docs/product.md §2: 'This page could not be found'). */
export function NotFoundView() {
  return (
    <section className="status-page" data-status="404">
      <div className="status-code" aria-hidden>
        404
      </div>
      <h1 lang="en">This page could not be found</h1>
      <p className="page-lead text-lg status-lead">Sidan finns inte, eller så har den flyttats.</p>
      <div className="btn-group status-actions">
        <AppLink to="/" className={buttonClass('filled')}>
          Till startsidan
        </AppLink>
      </div>
    </section>
  );
}

/** The error page (docs/product.md §2); page errors carry a status, 500 unless they say otherwise. */
export function ErrorView({ status = 500, onHome }: { status?: number; onHome?: () => void }) {
  return (
    <section className="status-page" data-status={status}>
      <div className="status-code" aria-hidden>
        {status}
      </div>
      <h1>Hoppsan, något gick fel!</h1>
      <p className="page-lead text-lg status-lead">
        Vi jobbar med att åtgärda detta. Var god försök igen senare.
      </p>
      <div className="btn-group status-actions">
        <button
          type="button"
          className={buttonClass('default')}
          onClick={() => window.location.reload()}
        >
          Försök igen
        </button>
        {onHome ? (
          <button type="button" className={buttonClass('filled')} onClick={onHome}>
            Till startsidan
          </button>
        ) : (
          <a href="/" className={buttonClass('filled')}>
            Till startsidan
          </a>
        )}
      </div>
    </section>
  );
}
