import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Engine } from '../../../shared/generation/schemas.ts';

/**
 * Says who wrote a result, honestly: the configured model, or the built-in offline writer
 * (and why, when a model was configured but failed); plus 'Cached Result' when an
 * identical earlier request's result was served.
 */
export function EngineNote({ engine, cached }: { engine: Engine; cached: boolean }) {
  const { t } = useTranslation('gate');
  const line =
    engine.kind === 'model'
      ? t('engine.model', { model: engine.model })
      : engine.fallbackReason
        ? t('engine.fallback', { reason: engine.fallbackReason })
        : t('engine.offline');
  return (
    <Group gap="xs" wrap="wrap">
      {cached && (
        <Badge color="gray" variant="light" tt="none">
          {t('engine.cached')}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {line}
      </Text>
    </Group>
  );
}
