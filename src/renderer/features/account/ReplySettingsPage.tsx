import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Container,
  Group,
  Input,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  MultiSelect,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PACING_PRESET_IDS, PACING_PRESETS } from '../../../shared/extension/messages.ts';
import { findLanguage } from '../../../shared/languages.ts';
import { REPLY_LENGTH_BOUNDS } from '../../../shared/reply-rules/length.ts';
import {
  REPLY_STRATEGY_IDS,
  type ReplyStrategyId,
} from '../../../shared/reply-strategies/index.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { platform, type ReplySettings, type ReplySettingsErrorCode } from '../../platform/index.ts';
import { PageHero, useLocalizedPath } from '../company/index.ts';
import {
  browserTimeZone,
  cleanHandle,
  formFromSettings,
  REPLY_LANGUAGE_CODES,
  MAX_SAMPLE_REPLIES,
  MAX_TOPICS,
  nextTimeZoneChange,
  timeZoneChoices,
  validateForm,
  type FieldError,
  type FieldErrors,
  type ReplySettingsForm,
} from './reply-settings-form.ts';
import { useRequireAuth } from './use-require-auth.ts';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; saved: ReplySettings };
type Outcome =
  { state: 'idle' } | { state: 'saved' } | { state: 'error'; code: ReplySettingsErrorCode };

/**
 * Persona and extension settings (docs/product-rules.md#daily-replies): how replies sound
 * (niche, tone, topics, sample replies, strategies, hashtags, links, length), how the
 * extension's session runs (mode, pacing, active hours, likes) and the time zone whose midnight
 * starts the user's day. Checked with the server's own schemas before saving.
 */
export function ReplySettingsPage() {
  const { t, i18n } = useTranslation('replySettings');
  const to = useLocalizedPath();
  const auth = useRequireAuth();
  const userId = auth.status === 'signed-in' ? auth.user?.id : undefined;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [form, setForm] = useState<ReplySettingsForm | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [version, setVersion] = useState(0);
  // Each language named in the page's own language (Intl), the code when the runtime cannot.
  const languageOptions = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    } catch {
      names = null;
    }
    return REPLY_LANGUAGE_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code }));
  }, [i18n.language]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void platform()
      .replySettings.get()
      .then((saved) => {
        if (!live) return;
        setLoaded(saved ? { state: 'ready', saved } : { state: 'failed' });
        if (saved) setForm((current) => current ?? formFromSettings(saved));
      });
    return () => {
      live = false;
    };
  }, [userId, version]);

  const knownZones = useMemo(() => timeZoneChoices(browserTimeZone()), []);

  const hero = <PageHero title={t('title')} lead={t('lead')} />;
  if (auth.status !== 'signed-in' || loaded.state === 'loading')
    return (
      <>
        {hero}
        <PageLoader />
      </>
    );
  if (loaded.state === 'failed' || !form)
    return (
      <>
        {hero}
        <Container size="md" pb={64}>
          <Alert color="red" variant="light" role="alert">
            {t('loadFailed')}
          </Alert>
        </Container>
      </>
    );

  const htmlLang = findLanguage(i18n.language)?.htmlLang ?? 'en';
  const saved = loaded.saved;
  const nextChange = saved.saved ? nextTimeZoneChange(saved.timeZoneChangedAt) : null;
  const formatDate = (date: Date) =>
    new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.kind === 'tooLong' || error.kind === 'tooMany')
      return t(`fieldErrors.${error.kind}`, { max: error.max });
    return t(`fieldErrors.${error.kind}`);
  };

  const update = (patch: Partial<ReplySettingsForm>) => {
    setForm((current) => (current ? { ...current, ...patch } : current));
    setOutcome({ state: 'idle' });
  };
  const updateSession = (patch: Partial<ReplySettingsForm['session']>) =>
    update({ session: { ...form.session, ...patch } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form || busy) return;
    const checked = validateForm(form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      setOutcome({ state: 'error', code: 'invalid' });
      return;
    }
    setBusy(true);
    setOutcome({ state: 'idle' });
    const result = await platform().replySettings.save(checked.input);
    setBusy(false);
    if (result.ok) {
      setOutcome({ state: 'saved' });
      setVersion((v) => v + 1); // reads the change time of the time zone back
    } else {
      setOutcome({ state: 'error', code: result.code });
      if (result.code === 'time-zone-once-a-day' || result.code === 'unknown-time-zone')
        setErrors({ timeZone: { kind: 'invalid' } });
    }
  }

  const { default: standard, short } = REPLY_LENGTH_BOUNDS;
  // A saved zone this browser does not list stays choosable.
  const zones = knownZones.includes(form.timeZone) ? knownZones : [form.timeZone, ...knownZones];

  return (
    <>
      {hero}
      <Container size="md" pb={64}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="lg">
            <Card withBorder padding="lg" data-testid="persona-settings">
              <Stack gap="md">
                <div>
                  <Title order={2} size="h4">
                    {t('persona.title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('persona.lead')}
                  </Text>
                </div>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('persona.niche')}
                    description={t('persona.nicheHint')}
                    value={form.niche}
                    maxLength={120}
                    onChange={(e) => update({ niche: e.currentTarget.value })}
                    error={errorText(errors.niche)}
                  />
                  <TextInput
                    label={t('persona.tone')}
                    description={t('persona.toneHint')}
                    value={form.tone}
                    maxLength={120}
                    onChange={(e) => update({ tone: e.currentTarget.value })}
                    error={errorText(errors.tone)}
                  />
                </SimpleGrid>
                <TagsInput
                  label={t('persona.topics')}
                  description={t('persona.topicsHint', { max: MAX_TOPICS })}
                  value={form.topics}
                  maxTags={MAX_TOPICS}
                  maxLength={60}
                  acceptValueOnBlur
                  onChange={(topics) => update({ topics })}
                  error={errorText(errors.topics)}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TagsInput
                    label={t('persona.targetAccounts')}
                    description={t('persona.targetAccountsHint')}
                    value={form.targetAccounts}
                    maxTags={50}
                    maxLength={16}
                    acceptValueOnBlur
                    onChange={(handles) => update({ targetAccounts: handles.map(cleanHandle) })}
                    error={errorText(errors.targetAccounts)}
                  />
                  <TagsInput
                    label={t('persona.avoidAccounts')}
                    description={t('persona.avoidAccountsHint')}
                    value={form.avoidAccounts}
                    maxTags={200}
                    maxLength={16}
                    acceptValueOnBlur
                    onChange={(handles) => update({ avoidAccounts: handles.map(cleanHandle) })}
                    error={errorText(errors.avoidAccounts)}
                  />
                </SimpleGrid>
                <MultiSelect
                  label={t('persona.languages')}
                  description={t('persona.languagesHint')}
                  data={languageOptions}
                  value={form.languages}
                  onChange={(languages) => update({ languages })}
                  searchable
                  clearable
                  error={errorText(errors.languages)}
                />

                <Stack gap="xs">
                  <div>
                    <Input.Label>{t('persona.samples')}</Input.Label>
                    <Input.Description>
                      {t('persona.samplesHint', { max: MAX_SAMPLE_REPLIES })}
                    </Input.Description>
                  </div>
                  {form.sampleReplies.map((sample, index) => (
                    <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
                      <Textarea
                        style={{ flex: 1 }}
                        aria-label={t('persona.sampleLabel', { n: index + 1 })}
                        value={sample}
                        maxLength={500}
                        rows={3}
                        onChange={(e) => {
                          const sampleReplies = [...form.sampleReplies];
                          sampleReplies[index] = e.currentTarget.value;
                          update({ sampleReplies });
                        }}
                        error={errorText(errors[`sampleReplies.${index}`])}
                      />
                      <CloseButton
                        aria-label={t('persona.removeSample', { n: index + 1 })}
                        onClick={() =>
                          update({
                            sampleReplies: form.sampleReplies.filter((_, i) => i !== index),
                          })
                        }
                      />
                    </Group>
                  ))}
                  <div>
                    <Button
                      variant="default"
                      size="xs"
                      disabled={form.sampleReplies.length >= MAX_SAMPLE_REPLIES}
                      onClick={() => update({ sampleReplies: [...form.sampleReplies, ''] })}
                    >
                      {t('persona.addSample')}
                    </Button>
                  </div>
                  {errors.sampleReplies && (
                    <Text size="xs" c="red">
                      {errorText(errors.sampleReplies)}
                    </Text>
                  )}
                </Stack>

                <Checkbox.Group
                  label={t('persona.strategies')}
                  description={t('persona.strategiesHint')}
                  value={form.strategies}
                  onChange={(value) => update({ strategies: value as ReplyStrategyId[] })}
                  error={errorText(errors.strategies)}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                    {REPLY_STRATEGY_IDS.map((id) => (
                      <Checkbox
                        key={id}
                        value={id}
                        label={t(`strategies.${id}.label`)}
                        description={t(`strategies.${id}.description`)}
                      />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>

                <Group gap="xl">
                  <Switch
                    label={t('persona.allowHashtags')}
                    checked={form.allowHashtags}
                    onChange={(e) => update({ allowHashtags: e.currentTarget.checked })}
                  />
                  <Switch
                    label={t('persona.allowLinks')}
                    checked={form.allowLinks}
                    onChange={(e) => update({ allowLinks: e.currentTarget.checked })}
                  />
                </Group>

                <Radio.Group
                  label={t('persona.style')}
                  value={form.style}
                  onChange={(value) => update({ style: value as ReplySettingsForm['style'] })}
                >
                  <Stack gap="xs" mt="xs">
                    <Radio
                      value="default"
                      label={t('persona.styleDefault', { min: standard.min, max: standard.max })}
                    />
                    <Radio value="short" label={t('persona.styleShort', { max: short.max })} />
                  </Stack>
                </Radio.Group>
              </Stack>
            </Card>

            <Card withBorder padding="lg" data-testid="session-settings">
              <Stack gap="md">
                <div>
                  <Title order={2} size="h4">
                    {t('session.title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('session.lead')}
                  </Text>
                </div>
                <Radio.Group
                  label={t('session.mode')}
                  value={form.session.mode}
                  onChange={(value) =>
                    updateSession({ mode: value as ReplySettingsForm['session']['mode'] })
                  }
                >
                  <Stack gap="xs" mt="xs">
                    <Radio
                      value="review"
                      label={t('session.review')}
                      description={t('session.reviewHint')}
                    />
                    <Radio
                      value="autopilot"
                      label={t('session.autopilot')}
                      description={t('session.autopilotHint')}
                    />
                  </Stack>
                </Radio.Group>
                <NativeSelect
                  label={t('session.pacing')}
                  description={t('session.pacingHint')}
                  value={form.session.pacing}
                  onChange={(e) =>
                    updateSession({
                      pacing: e.currentTarget.value as ReplySettingsForm['session']['pacing'],
                    })
                  }
                  data={PACING_PRESET_IDS.map((id) => ({
                    value: id,
                    label: t(`session.pacingPresets.${id}`, { count: PACING_PRESETS[id] }),
                  }))}
                />
                <div>
                  <Input.Label>{t('session.activeHours')}</Input.Label>
                  <Input.Description>{t('session.activeHoursHint')}</Input.Description>
                  <Group gap="md" mt="xs" align="flex-start">
                    <TextInput
                      type="time"
                      label={t('session.from')}
                      value={form.session.activeHours.start}
                      onChange={(e) =>
                        updateSession({
                          activeHours: {
                            ...form.session.activeHours,
                            start: e.currentTarget.value,
                          },
                        })
                      }
                      error={errorText(errors['activeHours.start'])}
                    />
                    <TextInput
                      type="time"
                      label={t('session.until')}
                      value={form.session.activeHours.end}
                      onChange={(e) =>
                        updateSession({
                          activeHours: { ...form.session.activeHours, end: e.currentTarget.value },
                        })
                      }
                      error={errorText(errors['activeHours.end'])}
                    />
                  </Group>
                </div>
                <Switch
                  label={t('session.like')}
                  checked={form.session.like}
                  onChange={(e) => updateSession({ like: e.currentTarget.checked })}
                />
              </Stack>
            </Card>

            <Card withBorder padding="lg" data-testid="time-zone-settings">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('timeZone.title')}
                </Title>
                <NativeSelect
                  label={t('timeZone.label')}
                  description={t('timeZone.hint')}
                  value={form.timeZone}
                  onChange={(e) => update({ timeZone: e.currentTarget.value })}
                  data={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
                  error={errorText(errors.timeZone)}
                />
                {!saved.saved && (
                  <Text size="xs" c="dimmed">
                    {t('timeZone.detected')}
                  </Text>
                )}
                {nextChange && (
                  <Text size="xs" c="dimmed" data-testid="time-zone-next-change">
                    {t('timeZone.nextChange', { date: formatDate(nextChange) })}
                  </Text>
                )}
              </Stack>
            </Card>

            {outcome.state === 'saved' && (
              <Alert color="teal" variant="light" role="status" data-testid="settings-saved">
                {t('saved')}
              </Alert>
            )}
            {outcome.state === 'error' && (
              <Alert color="red" variant="light" role="alert" data-testid="settings-error">
                {t(`saveErrors.${outcome.code}`)}
              </Alert>
            )}
            <Group justify="space-between">
              <Anchor component={Link} to={to('/dashboard')} size="sm">
                {t('back')}
              </Anchor>
              <Button type="submit" loading={busy}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Container>
    </>
  );
}
