import { Anchor, Box, Button, Group, Text, Title } from '@mantine/core';
import type { Club } from '@segla/core';
import { copyText } from '../../../lib/copy-link.ts';
import { embedSnippet, embedUrl } from '../utils/embed-snippet.ts';

/**
 * "Resultattavla för er webbplats" (docs/product.md §2, decision 0035): the iframe a club puts
 * on its own web site, a copy button and a preview. The address is the one the app is served
 * from, which is the board's.
 */
export function EmbedSnippet({ club }: { club: Pick<Club, 'slug' | 'name'> }) {
  const origin = window.location.origin;
  const snippet = embedSnippet(origin, club);
  return (
    // Styled by props, not a stylesheet: a lazy page's own CSS file would lengthen the entry's
    // preload map, which is in the home page's first load.
    <Box component="section" aria-labelledby="embed-snippet-title" mt="xl">
      <Title order={2} size="h3" id="embed-snippet-title">
        Resultattavla för er webbplats
      </Title>
      <Text mt="xs">
        Visa klubbens pågående segling live, de senaste resultaten och kommande seglingar på er egen
        webbplats. Klistra in koden där tavlan ska synas; den följer sidans bredd.
      </Text>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Kod att klistra in"
        my="sm"
        p="sm"
        fz="sm"
        bg="var(--segla-surface)"
        bd="1px solid var(--mantine-color-default-border)"
        // Wraps rather than widening a phone's page.
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 8 }}
      >
        <code>{snippet}</code>
      </Box>
      <Group gap="md">
        {/* No icon: IconCopy would be a chunk of its own in the entry's preload map. */}
        <Button
          variant="default"
          size="sm"
          onClick={() => void copyText(snippet, 'Koden är kopierad.', 'Kopiera koden')}
        >
          Kopiera kod
        </Button>
        <Anchor href={embedUrl(origin, club.slug)} target="_blank" rel="noopener" fw={600}>
          Förhandsgranska
          <span className="visually-hidden"> (öppnas i ny flik)</span>
        </Anchor>
      </Group>
    </Box>
  );
}
