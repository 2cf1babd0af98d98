import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './company.module.css';

/** The top of a company page: optional eyebrow, the page's one `<h1>`, and a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Container size="md" pt={{ base: 40, sm: 72 }} pb={{ base: 24, sm: 40 }}>
      <Stack gap="md">
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text size="lg" c="dimmed" className={classes.lead}>
          {lead}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}

/** A titled section of a company page (`<h2>`). */
export function PageSection({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size="md" component="section" py={{ base: 24, sm: 32 }} aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
