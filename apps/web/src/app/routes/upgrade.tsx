import { Button, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMessage } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header.tsx';
import { openFeedbackModal } from '../../features/feedback/stores/feedback-modal.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const check = (
  <ThemeIcon size={24} radius="xl" color="green" aria-hidden>
    <IconCheck size={16} />
  </ThemeIcon>
);

/** /upgrade: what a club account adds, and how a club gets one (registration is closed). */
export function Component() {
  useDocumentTitle('Uppgradera');
  return (
    <div className="page">
      <PageHeader
        eyebrow="Uppgradera"
        title="Kör klubbens kappseglingar i Segla"
        lead="Ett seglarkonto ger dig dina seglingar och resultat. Ett klubbkonto låter klubben driva hela kappseglingen."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
        <section className="plan" aria-labelledby="plan-sailor">
          <Title order={2} size="h3" id="plan-sailor">
            Seglare
          </Title>
          <Text c="dimmed" mb="md">
            Det konto du har i dag.
          </Text>
          <List spacing="sm" icon={check}>
            <List.Item>Dina seglingar, serier och resultat på ett ställe</List.Item>
            <List.Item>Anmäl din båt när anmälan är öppen</List.Item>
            <List.Item>Följ resultaten live</List.Item>
          </List>
        </section>
        <section className="plan plan-featured" aria-labelledby="plan-club">
          <Title order={2} size="h3" id="plan-club">
            Klubbkonto
          </Title>
          <Text c="dimmed" mb="md">
            För segelsällskap och båtklubbar.
          </Text>
          <List spacing="sm" icon={check}>
            <List.Item>Seglingar i serier, banor och startgrupper</List.Item>
            <List.Item>Målgång från telefonen på startbåten</List.Item>
            <List.Item>SRS-resultat enligt appendix A, live för alla</List.Item>
            <List.Item>Jaktstarter med uträknade starttider</List.Item>
            <List.Item>Konton åt deltagarna, med inbjudan per e-post</List.Item>
          </List>
          <Text mt="lg">
            Klubbregistreringen är stängd just nu. Berätta om er klubb så hör vi av oss och lägger
            upp kontot.
          </Text>
          <Button mt="md" leftSection={<IconMessage aria-hidden />} onClick={openFeedbackModal}>
            Kontakta oss
          </Button>
        </section>
      </SimpleGrid>
    </div>
  );
}
