import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SailingListItem } from '@segla/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { dateParts, formatTime, plural } from '@segla/core/format';
import { AppLink } from './app-link.tsx';
import { StatusBadge } from './status-badge.tsx';

/** A sailing's date as a block: weekday, day, month ('ons', '22', 'apr'). */
function DateBlock({ date }: { date: string }) {
  const parts = dateParts(date);
  const small = { fz: 'xs', fw: 700, tt: 'uppercase', lts: '0.04em', lh: 1.05 } as const;
  return (
    <Stack
      aria-hidden
      gap={0}
      align="center"
      justify="center"
      w={56}
      h={60}
      bg="sea.0"
      c="sea.9"
      bdrs={10}
      style={{ flex: 'none' }}
    >
      <Text span {...small}>
        {parts.weekday}
      </Text>
      <Text span fz="1.4rem" fw={800} lh={1.05}>
        {parts.day}
      </Text>
      <Text span {...small}>
        {parts.month}
      </Text>
    </Stack>
  );
}

/**
 * A dated row that links somewhere (a sailing, a sailor's entry): date block, title, a dimmed
 * line of details and a line of `meta`; the whole card is the link.
 */
export function DatedCardLink({
  href,
  date,
  title,
  details,
  meta,
  action,
}: {
  href: string;
  date: string;
  title: string;
  details: string;
  meta: ReactNode;
  /** What following the link does, for screen readers (e.g. 'Visa resultat'). */
  action?: string;
}) {
  return (
    <Paper
      component={AppLink}
      to={href}
      withBorder
      radius="lg"
      shadow="sm"
      p="sm"
      mih={76}
      c="inherit"
      td="none"
      display="flex"
      className="sailing-card"
    >
      <Group gap={14} wrap="nowrap" flex={1} miw={0}>
        <DateBlock date={date} />
        <Stack gap={2} flex={1} miw={0}>
          <Text fw={750} fz="1.05rem" className="sailing-card-title">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {details}
          </Text>
          <Group gap="4px 10px" mt={4}>
            {meta}
          </Group>
        </Stack>
        {action && <span className="visually-hidden">{action}</span>}
        <IconChevronRight
          aria-hidden
          color="var(--mantine-color-gray-6)"
          style={{ flex: 'none' }}
        />
      </Group>
    </Paper>
  );
}

/** A sailing in a list: date block, name, club and course, status; the whole row is a link. */
export function SailingCard({
  sailing,
  href,
  showClub = true,
  showSeries = true,
  action,
}: {
  sailing: SailingListItem;
  href: string;
  showClub?: boolean;
  /** Off inside a series, where the series' name says nothing new. */
  showSeries?: boolean;
  /** What following the link does, for screen readers (e.g. 'Visa resultat'). */
  action?: string;
}) {
  const details = [
    showClub ? sailing.club.name : null,
    sailing.course?.name ?? null,
    showSeries ? (sailing.serie?.name ?? null) : null,
  ].filter(Boolean);
  return (
    <DatedCardLink
      href={href}
      date={sailing.start_date}
      title={sailing.name}
      details={details.join(' · ')}
      action={action}
      meta={
        <>
          <StatusBadge status={sailing.status} label={sailing.status_label} />
          <Text span size="sm">
            {sailing.start_time ? `Start ${formatTime(sailing.start_time)}` : 'Starttid ej satt'}
            {' · '}
            {plural(sailing.competitor_count, 'båt', 'båtar')}
          </Text>
        </>
      }
    />
  );
}
