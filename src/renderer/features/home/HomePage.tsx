import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SystemStatusCard } from './SystemStatusCard/SystemStatusCard.tsx';
import classes from './HomePage.module.css';

export function HomePage() {
  return (
    <Container size="lg" py={{ base: 48, sm: 96 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.hero}>
        <Stack gap="lg">
          <Text className={classes.eyebrow}>AI reply automation for X</Text>
          <Title order={1} className={classes.title}>
            <span className={classes.gradient}>ReplyPilot</span>
          </Title>
          <Text size="xl" c="dimmed" className={classes.lead}>
            Find the conversations worth joining on X and post thoughtful, on-brand replies with AI,
            in your voice.
          </Text>
        </Stack>
        <SystemStatusCard />
      </SimpleGrid>
    </Container>
  );
}
