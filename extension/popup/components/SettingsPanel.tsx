import { NativeSelect, Radio, Stack, Switch, Text, TextInput, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PACING_PRESETS,
  PACING_PRESET_IDS,
  SESSION_MODES,
  SessionSettingsSchema,
  type PacingPreset,
  type SessionMode,
  type SessionSettings,
} from '../../../src/shared/extension/messages.ts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Mode, pacing, active hours and likes; every change is sent to the background at once. */
export function SettingsPanel({
  settings,
  onChange,
}: {
  settings: SessionSettings;
  onChange(settings: SessionSettings): void;
}) {
  const { t } = useTranslation();
  const change = (patch: Partial<SessionSettings>) => {
    const next = SessionSettingsSchema.safeParse({ ...settings, ...patch });
    if (next.success) onChange(next.data);
  };
  const changeHours = (edge: 'start' | 'end', value: string) => {
    if (HHMM.test(value)) change({ activeHours: { ...settings.activeHours, [edge]: value } });
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('settings.mode')}
        value={settings.mode}
        onChange={(mode) => change({ mode: mode as SessionMode })}
      >
        <Stack gap="xs" mt={6}>
          {SESSION_MODES.map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={t(`settings.${mode}`)}
              description={t(`settings.${mode}Help`)}
            />
          ))}
        </Stack>
      </Radio.Group>

      <NativeSelect
        label={t('settings.pacing')}
        description={t('settings.pacingHelp')}
        value={settings.pacing}
        onChange={(event) => change({ pacing: event.currentTarget.value as PacingPreset })}
        data={PACING_PRESET_IDS.map((id) => ({
          value: id,
          label: t('settings.pacingOption', {
            name: t(`settings.pacingNames.${id}`),
            count: PACING_PRESETS[id],
          }),
        }))}
      />

      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text component="legend" size="sm" fw={500} p={0}>
          {t('settings.activeHours')}
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          {t('settings.activeHoursHelp')}
        </Text>
        <Group grow gap="sm">
          <TextInput
            type="time"
            label={t('settings.from')}
            value={settings.activeHours.start}
            onChange={(event) => changeHours('start', event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label={t('settings.until')}
            value={settings.activeHours.end}
            onChange={(event) => changeHours('end', event.currentTarget.value)}
          />
        </Group>
      </fieldset>

      <Switch
        label={t('settings.like')}
        checked={settings.like}
        onChange={(event) => change({ like: event.currentTarget.checked })}
      />
    </Stack>
  );
}
