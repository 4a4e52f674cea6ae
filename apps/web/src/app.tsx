/** The first page of Segla; the web-app issue replaces it with the router and the real pages. */
export function App() {
  return (
    <main className="welcome">
      <h1>Segla</h1>
      <p>Kappseglingar, resultat och serier för svenska segelsällskap.</p>
      <p className="note">
        Webbappen byggs just nu. API-dokumentationen finns under <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
