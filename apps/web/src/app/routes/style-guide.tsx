import { List, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import {
  formatDate,
  formatDateRange,
  formatDuration,
  formatPoints,
  formatRating,
  formatTime,
} from '@segla/core/format';
import { swedishCollator } from '@segla/core/search';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ds-block" aria-labelledby={id}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

const FORMATS: [string, string, string][] = [
  ['Datum', '2026-05-13', formatDate('2026-05-13')],
  ['Period', '2026-04-22 – 2026-05-27', formatDateRange('2026-04-22', '2026-05-27')],
  ['Klockslag', '18:30:00', formatTime('18:30:00')],
  ['SRS-tal', '0.845', formatRating(0.845)],
  ['Poäng', '3.5', formatPoints(3.5)],
  ['Seglad tid', '2866 s', formatDuration(2866)],
  ['Korrigerad tid', '2759,958 s', formatDuration(2759.958)],
];

const NAMES = ['Örnen', 'Albatross', 'Ägir', 'Zefyr', 'Åskan', 'Vinga'];

/** /style-guide: how Segla writes and formats, generated with the app's own formatters. */
export function Component() {
  useDocumentTitle('Stilguide');
  return (
    <div className="page">
      <PageHeader
        eyebrow="Stilguide"
        title="Så skriver och visar vi"
        lead="Segla talar svenska som en klubbkamrat på bryggan: kort, vänligt och tydligt."
      />

      <Section id="voice" title="Ton">
        <List spacing="xs">
          <List.Item>
            Skriv du, inte ni. Korta meningar, aktiva verb: ”Spara”, ”Skicka”, ”Logga in”.
          </List.Item>
          <List.Item>
            Säg vad som hände och vad man kan göra: ”Länken har gått ut. Begär en ny.”
          </List.Item>
          <List.Item>
            Seglingens ord: segling, serie, startgrupp, deltagare, målgång, SRS-tal.
          </List.Item>
          <List.Item>Koder som DNF, DNS och DSQ skrivs som i Kappseglingsreglerna.</List.Item>
        </List>
      </Section>

      <Section id="formats" title="Format">
        <Text mb="sm">
          Datum med veckodag, 24-timmarsklocka och decimalkomma. Tabellen är skapad med appens egna
          formatfunktioner.
        </Text>
        <Table.ScrollContainer minWidth={320} type="native" tabIndex={0}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vad</Table.Th>
                <Table.Th>Värde</Table.Th>
                <Table.Th>Visas som</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FORMATS.map(([what, raw, shown]) => (
                <Table.Tr key={what}>
                  <Table.Td>{what}</Table.Td>
                  <Table.Td className="mono">{raw}</Table.Td>
                  <Table.Td fw={650}>{shown}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>

      <Section id="sorting" title="Sortering">
        <Text>
          Namn sorteras på svenska, med å, ä och ö efter z:{' '}
          <strong>{[...NAMES].sort(swedishCollator.compare).join(', ')}</strong>.
        </Text>
      </Section>

      <Section id="access" title="Tillgänglighet">
        <List spacing="xs">
          <List.Item>
            Kontrast enligt WCAG 2.2 AA: minst 4,5:1 för text, 3:1 för kontroller.
          </List.Item>
          <List.Item>
            Tryckytor minst 44 × 44 px – de används med en hand på en gungande båt.
          </List.Item>
          <List.Item>
            Varje knapp med bara en ikon har ett svenskt namn, t.ex. ”Sök” och ”Min profil”.
          </List.Item>
          <List.Item>Status visas alltid med text, aldrig bara med färg.</List.Item>
          <List.Item>Laddning syns först efter 200 ms, så snabba svar inte blinkar.</List.Item>
        </List>
      </Section>

      <Section id="mobile" title="Mobilen först">
        <Text>
          Varje sida byggs för en 375 px bred telefon först. På små skärmar döljs sökrutan,
          profilikonen och feedbackfliken i toppen; menyknappen ger samma sök, inloggning och
          feedback.
        </Text>
      </Section>
    </div>
  );
}
