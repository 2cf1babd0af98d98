import { Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GenerationToolId } from '../../../shared/generation/schemas.ts';
import { PageHero } from '../company/index.ts';
import { ToolWrapper, UsageIndicator } from '../tool-gate/index.ts';

/** The frame of every AI tool page: its heading and lead, then the tool inside the free-use gate. */
export function ToolPage({
  toolId,
  title,
  lead,
  children,
}: {
  toolId: GenerationToolId;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <Container size="md" pb={64}>
        <ToolWrapper toolId={toolId}>{children}</ToolWrapper>
      </Container>
    </>
  );
}

/** A tool form's submit button with the compact usage badge beside it. */
export function ToolSubmit({
  toolId,
  label,
  pending,
}: {
  toolId: GenerationToolId;
  label: string;
  pending: boolean;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <Button type="submit" loading={pending}>
        {label}
      </Button>
      <UsageIndicator toolId={toolId} variant="badge" />
    </Group>
  );
}
