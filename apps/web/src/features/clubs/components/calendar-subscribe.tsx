import { Box, Button, Group, Text, type BoxProps } from '@mantine/core';
import { IconCalendarPlus, IconLink } from '@tabler/icons-react';
import { copyLink } from '../../../lib/copy-link.ts';
import { clubCalendarUrls } from '../utils/calendar-url.ts';

/**
 * "Prenumerera på kalendern": the club's published sailings in the sailor's own calendar
 * (docs/product.md §11, Calendar). The webcal link opens the calendar app (iPhone, Mac, Outlook);
 * Google Calendar and others take the https address, which the second button copies.
 */
export function CalendarSubscribe({ slug, ...boxProps }: { slug: string } & BoxProps) {
  const { https, webcal } = clubCalendarUrls(slug);
  return (
    <Box {...boxProps}>
      <Group gap="8px 12px">
        <Button
          component="a"
          href={webcal}
          variant="default"
          size="sm"
          leftSection={<IconCalendarPlus aria-hidden size={18} />}
        >
          Prenumerera på kalendern
        </Button>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconLink aria-hidden size={18} />}
          onClick={() => void copyLink(https)}
        >
          Kopiera kalenderlänk
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={8}>
        Ändrade och inställda seglingar uppdateras i kalendern av sig själva. I Google Kalender:
        kopiera länken och lägg till den under Andra kalendrar → Från webbadress.
      </Text>
    </Box>
  );
}
