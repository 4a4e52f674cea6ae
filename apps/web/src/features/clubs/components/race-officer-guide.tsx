import { Anchor, Text, Title } from '@mantine/core';
import { LIFECYCLE_ACTION_LABELS, SAILING_STATUS_LABELS } from '@segla/core/sailing';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.tsx';

/** A button or page named as the screen shows it. */
function Ui({ children }: { children: ReactNode }) {
  return <strong className="guide-ui">{children}</strong>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="guide-section card-block" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

const label = LIFECYCLE_ACTION_LABELS;
const status = SAILING_STATUS_LABELS;

/**
 * The race officer's guide (the club's "Hjälp"): from a new sailing to checked results, in the
 * order of a race day. Buttons and statuses are named from `@segla/core/sailing`, so the guide
 * says what the screens say.
 */
export function RaceOfficerGuide({ club }: { club: string }) {
  const base = `/clubs/${encodeURIComponent(club)}`;
  return (
    <article className="guide" aria-labelledby="guide-title">
      <header>
        <Title order={2} id="guide-title">
          Så kör du en segling
        </Title>
        <Text size="lg" mt={6} className="page-lead">
          En kort guide för dig som är seglingsledare: från en ny segling till ett kontrollerat
          resultat. Allt går att göra från mobilen, även ute på startbåten.
        </Text>
      </header>

      <Section id="guide-plan" title="1. Planera seglingen">
        <ol className="guide-steps">
          <li>
            Hör seglingen till en serie, till exempel onsdagsseglingarna? Gå till{' '}
            <Anchor component={AppLink} underline="always" to={`${base}/series`}>
              Serier
            </Anchor>{' '}
            och tryck på <Ui>Ny serie</Ui>. Ge serien ett namn. En fristående segling behöver ingen
            serie.
          </li>
          <li>
            Gå till{' '}
            <Anchor component={AppLink} underline="always" to={`${base}/sailings`}>
              Seglingar
            </Anchor>{' '}
            och tryck på <Ui>Ny segling</Ui>. Fyll i <Ui>Namn</Ui>, <Ui>Datum</Ui> och{' '}
            <Ui>Starttid</Ui>, och välj <Ui>Serie</Ui> och <Ui>Bana</Ui>. Banorna lägger du in en
            gång för alla under{' '}
            <Anchor component={AppLink} underline="always" to={`${base}/courses`}>
              Banor
            </Anchor>
            .
          </li>
          <li>
            Den nya seglingen är <Ui>{status.unpublished}</Ui>: bara klubben ser den. När allt
            stämmer trycker du på <Ui>{label.publish}</Ui>. Då blir den <Ui>{status.upcoming}</Ui>{' '}
            och syns för alla.
          </li>
        </ol>
      </Section>

      <Section id="guide-groups" title="2. Startgrupper och deltagare">
        <Text>Öppna seglingen och gå till fliken Deltagare.</Text>
        <ol className="guide-steps">
          <li>
            Tryck på <Ui>Ny startgrupp</Ui> och ge gruppen ett namn, till exempel ”SRS kölbåt” eller
            ”Jolle”, och en starttid. Använd samma namn varje gång, så räknas gruppen ihop i serien.
          </li>
          <li>
            Välj handikapp: <Ui>SRS</Ui> räknar om varje båts tid med båtens SRS-tal,{' '}
            <Ui>Ingen handicap</Ui> låter seglad tid avgöra.
          </li>
          <li>
            Välj starttyp: vid <Ui>Gemensam start</Ui> startar alla samtidigt. Vid{' '}
            <Ui>Jaktstart</Ui> anger du den planerade seglingstiden, och Segla räknar ut varje båts
            egen starttid efter SRS-talet, så att den som går först i mål vinner.
          </li>
          <li>
            Tryck på <Ui>Lägg till deltagare</Ui> för att lägga in en båt med skeppare, båtnamn,
            segelnummer och SRS-tal.
          </li>
          <li>
            Samma båtar som förra veckan? Öppna <Ui>Tidigare deltagare</Ui>, bocka för båtarna och
            tryck på <Ui>Lägg till valda</Ui>.
          </li>
          <li>
            Hamnade en båt i fel grupp? Flytta den till rätt startgrupp. En båt utan startgrupp får
            ingen placering i resultatet.
          </li>
        </ol>
      </Section>

      <Section id="guide-race" title="3. På tävlingsdagen">
        <ol className="guide-steps">
          <li>
            När starten går trycker du på <Ui>{label.start}</Ui>. Seglingen blir{' '}
            <Ui>{status.ongoing}</Ui> och resultatet visas live för alla som följer den.
          </li>
          <li>
            Måltider och koder (till exempel DNF) förs in på fliken <Ui>Målgång</Ui> i seglingen.
            Tryck på båtens knapp <Ui>Mål</Ui> när den går i mål, så sparas sekunden på telefonen
            och skickas vidare, även när täckningen är dålig.
          </li>
          <li>
            När sista båten är i mål trycker du på <Ui>{label.finish}</Ui>. Seglingen blir{' '}
            <Ui>{status.finished}</Ui>.
          </li>
        </ol>
      </Section>

      <Section id="guide-check" title="4. Kontrollera resultatet">
        <ol className="guide-steps">
          <li>
            Gå till fliken Resultat och gå igenom tider, koder och placeringar. Tills du har
            kontrollerat det står resultatet som ”Preliminärt”.
          </li>
          <li>
            Stämmer allt trycker du på <Ui>{label.verify}</Ui>.
          </li>
          <li>
            Behöver något rättas? Tryck på <Ui>{label.reopen}</Ui>, rätta, tryck på{' '}
            <Ui>{label.finish}</Ui> och kontrollera på nytt. Att öppna igen tar bort
            kontrollmarkeringen.
          </li>
          <li>
            Inför nästa veckas segling: tryck på <Ui>Kopiera</Ui>. Kopian får samma bana, serie,
            startgrupper och deltagare men inga tider, och den är {status.unpublished.toLowerCase()}
            . Ändra namn och datum och tryck på <Ui>{label.publish}</Ui>.
          </li>
        </ol>
      </Section>

      <Section id="guide-share" title="5. Så når resultatet seglarna">
        <ul className="guide-steps">
          <li>
            Resultatet uppdateras live medan seglingen pågår. På Seglas startsida syns pågående
            seglingar och de senaste resultaten för alla, även utan konto.
          </li>
          <li>
            Vill du dela ett resultat? Öppna det från startsidan och tryck på <Ui>Kopiera länk</Ui>.
            Länken fungerar för alla, så du kan skicka den i klubbens chatt eller lägga den på
            klubbens webbplats.
          </li>
          <li>
            Serien räknas ihop av sig själv efter varje segling, med de sämsta resultaten
            borträknade enligt seriens regler.
          </li>
        </ul>
      </Section>
    </article>
  );
}
