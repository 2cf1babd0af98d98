import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './viral.module.css';

/** One result card: a `<section>` named by its `<h3>` title. */
export function ResultCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id} className={classes.card}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  /** Long text: the label sits above it instead of beside it. */
  long?: boolean;
}

/** Label/value pairs as a description list; `undefined` entries (absent fields) are skipped. */
export function Facts({ items }: { items: Array<Fact | undefined> }) {
  return (
    <dl className={classes.facts}>
      {items
        .filter((item): item is Fact => item !== undefined)
        .map(({ label, value, long }) => (
          <div key={label} className={long ? classes.longFact : classes.fact}>
            <dt>{label}</dt>
            <dd>
              {/* Quotations of the post may be in another script: isolate their direction. */}
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
    </dl>
  );
}
