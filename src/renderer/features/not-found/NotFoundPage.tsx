import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={96}>
      <Stack align="flex-start" gap="md">
        <Text fw={700} c="pilot" size="sm">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">
          There is nothing at <code>{pathname}</code>.
        </Text>
        <Button component={Link} to="/">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
