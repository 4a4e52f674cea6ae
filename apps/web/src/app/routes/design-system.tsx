import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordField } from '../../components/password-field.tsx';
import { ResultTable } from '../../components/result-table.tsx';
import type { SailingListItem } from '@segla/core';
import { SAILING_STATUS_LABELS, type SailingStatus } from '@segla/core/sailing';
import { IconCircleCheck, IconInfoCircle, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { SailingCard } from '../../components/sailing-card.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { contrastRatio } from '../../lib/contrast.ts';
import { formatDuration, formatNumber, formatRating } from '@segla/core/format';
import { notify } from '../../lib/notify.ts';
import { palette, PRIMARY_SHADE, tokens } from '../../lib/theme.ts';

const PALETTE_NAMES: Record<string, string> = {
  sea: 'Hav (primär)',
  red: 'Signal (fel)',
  green: 'Tång (klart)',
  orange: 'Boj (pågår, uppmaning)',
  gray: 'Grått (text, ramar)',
};

function Block({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="ds-block" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {lead && (
        <Text c="dimmed" mt={4} mb="md">
          {lead}
        </Text>
      )}
      {children}
    </section>
  );
}

/** Ink, white or black: whichever reads best on `background`. */
function readableOn(background: string): string {
  return [tokens.ink, '#ffffff', '#000000'].reduce((best, colour) =>
    contrastRatio(colour, background) > contrastRatio(best, background) ? colour : best,
  );
}

function ratio(a: string, b: string) {
  return formatNumber(Math.round(contrastRatio(a, b) * 10) / 10);
}

const SAMPLE_SAILING: SailingListItem = {
  id: 0,
  club: { id: 0, slug: 'exempel', name: 'Segelsällskapet Exempel' },
  name: 'Onsdagssegling 4',
  start_date: '2026-05-13',
  start_time: '18:30:00',
  status: 'finished',
  status_label: 'Avslutad',
  serie: { id: 0, name: 'Vårserien 2026' },
  course: { id: 0, name: 'Bana A' },
  description: '',
  reg_status: 'closed',
  verified_result: true,
  is_finished: true,
  competitor_count: 18,
};

// From the labels, not SAILING_STATUSES: that list would become a chunk of its own (shared with
// the schemas), listed in every page's preload map.
const STATUSES = Object.keys(SAILING_STATUS_LABELS) as SailingStatus[];

/** /design-system: Segla's own tokens and components, rendered with the real code. */
export function Component() {
  useDocumentTitle('Designsystem');
  return (
    <div className="page">
      <PageHeader
        eyebrow="Designsystem"
        title="Segla i detalj"
        lead="Färger, typografi, avstånd och komponenter som hela appen byggs av. Allt här är de riktiga komponenterna."
      />

      <Block
        id="colours"
        title="Färger"
        lead={`Varje palett har tio nyanser. Nyans ${PRIMARY_SHADE} bär vit text, nyans 9 är text på ljus ton. Siffrorna är kontrast mot vitt.`}
      >
        <Stack gap="lg">
          {Object.entries(palette).map(([name, shades]) => (
            <div key={name}>
              <Text fw={700} mb={6}>
                {PALETTE_NAMES[name] ?? name}{' '}
                <Text span c="dimmed" size="sm">
                  ({name})
                </Text>
              </Text>
              <div className="swatches">
                {shades.map((shade, index) => {
                  return (
                    <div
                      key={shade}
                      className="swatch"
                      style={{ background: shade, color: readableOn(shade) }}
                    >
                      <span className="swatch-index">{index}</span>
                      <span className="swatch-hex">{shade}</span>
                      <span className="swatch-ratio">{ratio(shade, '#ffffff')}:1</span>
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
          <div>
            <Text fw={700} mb={6}>
              Namngivna toner
            </Text>
            <div className="swatches swatches-named">
              {Object.entries(tokens).map(([name, value]) => {
                return (
                  <div
                    key={name}
                    className="swatch"
                    style={{ background: value, color: readableOn(value) }}
                  >
                    <span className="swatch-index">{name}</span>
                    <span className="swatch-hex">{value}</span>
                  </div>
                );
              })}
            </div>
          </div>
        </Stack>
      </Block>

      <Block
        id="type"
        title="Typografi"
        lead="Systemets typsnitt: snabbt, skarpt och utan nedladdning."
      >
        <Stack gap="xs">
          <Title order={1}>Rubrik 1 – Vårserien 2026</Title>
          <Title order={2}>Rubrik 2 – Senaste resultat</Title>
          <Title order={3}>Rubrik 3 – SRS kölbåt</Title>
          <Text size="lg">Ingress: Seglingar, serier och resultat från svenska segelsällskap.</Text>
          <Text>Brödtext 16 px: Anmälan stänger en timme före start.</Text>
          <Text size="sm" c="dimmed">
            Dämpad text 14 px: Segelsällskapet Bris · Bana A
          </Text>
        </Stack>
      </Block>

      <Block
        id="spacing"
        title="Avstånd och former"
        lead="Avstånd i steg om 4 px; tryckytor minst 44 px."
      >
        <Group gap="lg" align="flex-end">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <div key={size} className="spacing-sample">
              <div className="spacing-bar" style={{ width: `var(--mantine-spacing-${size})` }} />
              <Text size="sm">{size}</Text>
            </div>
          ))}
          {(['sm', 'md', 'lg'] as const).map((radius) => (
            <div key={radius} className="spacing-sample">
              <div
                className="radius-sample"
                style={{ borderRadius: `var(--mantine-radius-${radius})` }}
              />
              <Text size="sm">radie {radius}</Text>
            </div>
          ))}
        </Group>
      </Block>

      <Block
        id="status"
        title="Status för seglingar"
        lead="Fem statusar, alltid med text – aldrig bara färg."
      >
        <Group gap="sm">
          {STATUSES.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </Group>
      </Block>

      <Block id="buttons" title="Knappar">
        <Stack gap="md">
          <Group gap="sm">
            <Button>Primär</Button>
            <Button color="orange">Uppmaning</Button>
            <Button variant="light">Ljus</Button>
            <Button variant="default">Standard</Button>
            <Button variant="subtle">Diskret</Button>
            <Button color="red">Ta bort</Button>
          </Group>
          <Group gap="sm">
            <Button loading>Sparar</Button>
            <Button disabled>Inaktiv</Button>
            <Button leftSection={<IconSend aria-hidden />}>Med ikon</Button>
            <Button size="lg">Stor – för startbåten</Button>
          </Group>
        </Stack>
      </Block>

      <Block
        id="forms"
        title="Formulär"
        lead="Etikett ovanför, fel under fältet, obligatoriska fält markerade."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TextInput label="E-post" placeholder="namn@exempel.se" withAsterisk />
          <PasswordField label="Lösenord" withAsterisk />
          <TextInput label="Segelnummer" defaultValue="SWE 12" error="Segelnumret används redan." />
          <NativeSelect label="Ämne" data={['Förbättringsförslag', 'Felrapport', 'Övrigt']} />
          <Textarea label="Meddelande" rows={3} />
          <Checkbox label="Jag godkänner villkoren" mt="lg" />
        </SimpleGrid>
      </Block>

      <Block id="alerts" title="Meddelanden och notiser">
        <Stack gap="sm">
          <Alert color="sea" icon={<IconInfoCircle aria-hidden />}>
            Info: Ett mail med återställningslänk har skickats.
          </Alert>
          <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
            Klart: Ditt konto har skapats.
          </Alert>
          <Alert color="red">
            Fel: Ett eller flera fält har ett fel. Kontrollera och försök igen.
          </Alert>
          <Group gap="sm">
            <Button variant="default" onClick={() => notify.success('Resultatet är sparat.')}>
              Visa notis: klart
            </Button>
            <Button
              variant="default"
              onClick={() => notify.error('Något gick fel. Försök igen senare.')}
            >
              Visa notis: fel
            </Button>
            <Button variant="default" onClick={() => notify.info('Seglingen har startat.')}>
              Visa notis: info
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Notiser visas nere till höger i tre sekunder.
          </Text>
        </Stack>
      </Block>

      <Block id="cards" title="Listor och kort">
        <SailingCard sailing={SAMPLE_SAILING} href="/design-system" />
      </Block>

      <Block
        id="tables"
        title="Tabeller"
        lead="Siffror högerställda med tabellsiffror; på telefon visas de viktigaste kolumnerna."
      >
        <ResultTable minWidth={320}>
          <thead>
            <tr>
              <th className="col-rank">Plac</th>
              <th>Båt</th>
              <th className="num">SRS</th>
              <th className="num">Korr. tid</th>
              <th className="num">Poäng</th>
            </tr>
          </thead>
          <tbody>
            {[
              [1, 'Silverpilen', 0.963, 2759.958],
              [2, 'Frida', 0.951, 2760.753],
              [3, 'Nordan', 0.951, 2792.136],
            ].map(([rank, boat, rating, corrected]) => (
              <tr key={String(boat)}>
                <td className="col-rank">
                  <span className={`rank rank-${String(rank)}`}>{rank}</span>
                </td>
                <td>
                  <Text span fw={650} className="boat-name">
                    {boat}
                  </Text>
                </td>
                <td className="num">{formatRating(Number(rating))}</td>
                <td className="num">{formatDuration(Number(corrected))}</td>
                <td className="num">{rank}</td>
              </tr>
            ))}
          </tbody>
        </ResultTable>
      </Block>
    </div>
  );
}
