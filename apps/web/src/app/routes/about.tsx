import { List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconDeviceMobile, IconTrophy, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

function Feature({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="feature">
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3" mt="sm">
        {title}
      </Title>
      <Text mt={6}>{children}</Text>
    </div>
  );
}

export function Component() {
  useDocumentTitle('Om Segla');
  return (
    <div className="page">
      <PageHeader
        eyebrow="Om Segla"
        title="Kappsegling utan papperslappar"
        lead="Segla är webbappen som svenska segelsällskap använder för att driva sina kappseglingar – från planering till färdigt resultat."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt="xl">
        <Feature icon={<IconUsersGroup />} title="För klubben">
          Planera seglingar i serier, lägg upp startgrupper och banor, och för in deltagare med
          några tryck – förra veckans flotta finns redan där.
        </Feature>
        <Feature icon={<IconDeviceMobile />} title="På startbåten">
          Målgångstider förs in i telefonen, med ena handen och i solsken. Stora knappar och stark
          kontrast är gjorda för det.
        </Feature>
        <Feature icon={<IconBolt />} title="Resultat direkt">
          SRS-korrigerade resultat räknas enligt Kappseglingsreglerna (appendix A) och visas live
          för alla som följer seglingen.
        </Feature>
        <Feature icon={<IconTrophy />} title="För seglaren">
          Seglare har ett eget område med sina seglingar, serier och resultat, och kan anmäla sin
          båt när anmälan är öppen.
        </Feature>
      </SimpleGrid>
      <section className="prose" aria-labelledby="how">
        <Title order={2} id="how" mt={48}>
          Så räknas resultaten
        </Title>
        <List spacing="xs" mt="sm">
          <List.Item>Seglad tid är måltid minus starttid.</List.Item>
          <List.Item>
            Korrigerad tid är seglad tid gånger båtens SRS-tal. Kortast korrigerad tid vinner.
          </List.Item>
          <List.Item>
            Poäng enligt lågpoängsystemet: plats ger poäng, och koder som DNF och DNS ger antalet
            anmälda plus ett.
          </List.Item>
          <List.Item>
            I en serie räknas de sämsta resultaten bort enligt seriens regel, normalt ett från den
            fjärde seglingen.
          </List.Item>
        </List>
      </section>
    </div>
  );
}
