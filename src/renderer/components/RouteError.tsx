import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{detail}</Text>
        <Button component={Link} to="/" reloadDocument>
          Reload ReplyPilot
        </Button>
      </Stack>
    </Container>
  );
}
