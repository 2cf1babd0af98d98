import { Group, Rating, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast-store.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { rateTool } from './api.ts';
import { useToolGateStore } from './tool-gate-store.ts';

/**
 * Signed-in users rate a tool 1–5 stars after using it (the server keeps one rating per user
 * and tool; rating again changes it). Visitors do not see it.
 */
export function RateTool({ toolId }: { toolId: string }) {
  const { t } = useTranslation('gate');
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  const [stars, setStars] = useState(0);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  if (!signedIn) return null;

  async function rate(value: number) {
    const previous = stars;
    setStars(value);
    setSaving(true);
    const ok = await rateTool(toolId, value);
    setSaving(false);
    if (ok) {
      setSaved(true);
      void useToolGateStore.getState().loadSocialProof(toolId, { force: true });
    } else {
      setStars(previous);
      toast({ title: t('rate.failed'), variant: 'destructive' });
    }
  }

  return (
    <Group gap="sm" role="group" aria-label={t('rate.title')}>
      <Text size="sm">{t('rate.title')}</Text>
      <Rating
        value={stars}
        onChange={(value) => {
          if (!saving) void rate(value);
        }}
        getSymbolLabel={(value) => t('rate.star', { value })}
        name={`rate-${toolId}`}
      />
      {saved && (
        <Text size="sm" c="teal" role="status">
          {t('rate.thanks')}
        </Text>
      )}
    </Group>
  );
}

export default RateTool;
