import {
  Alert,
  Button,
  Card,
  Container,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast-store.ts';
import { PageHero } from '../company/index.ts';
import { CATEGORIES, validate, type FeatureRequestForm, type FieldErrors } from './rules.ts';
import { platform } from '../../platform/index.ts';

type SubmitResult = 'ok' | 'rate-limited' | 'invalid' | 'failed';

const EMPTY: FeatureRequestForm = { title: '', details: '', category: '', email: '' };

export function FeatureRequestPage() {
  const { t } = useTranslation('featureRequest');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: keyof FeatureRequestForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(form);
    setErrors(checked.ok ? {} : checked.errors);
    setResult(null);
    if (!checked.ok) return;
    setSending(true);
    const answer = await platform().invokeFunction('feature-request', checked.request);
    setSending(false);
    const outcome: SubmitResult = answer.ok
      ? 'ok'
      : answer.code === 'rate-limited'
        ? 'rate-limited'
        : answer.code === 'invalid-request'
          ? 'invalid'
          : 'failed';
    setResult(outcome);
    if (outcome === 'ok') {
      toast({ title: t('result.successTitle'), variant: 'success' });
    }
  }

  if (result === 'ok') {
    return (
      <>
        <PageHero title={t('title')} lead={t('lead')} />
        <Container size="md" pb={64}>
          <Alert color="teal" variant="light" title={t('result.successTitle')} role="status">
            <Stack gap="md" align="flex-start">
              <Text size="sm">{t('result.successText')}</Text>
              <Button
                variant="default"
                onClick={() => {
                  setForm(EMPTY);
                  setResult(null);
                }}
              >
                {t('result.another')}
              </Button>
            </Stack>
          </Alert>
        </Container>
      </>
    );
  }

  const failure =
    result === 'rate-limited'
      ? t('result.rateLimited')
      : result === 'invalid'
        ? t('result.invalid')
        : result === 'failed'
          ? t('result.failed')
          : null;

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Container size="md" pb={64}>
        <Card withBorder padding="lg" component="form" noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('form.titleLabel')}
              placeholder={t('form.titlePlaceholder')}
              description={t('form.titleHint')}
              value={form.title}
              onChange={(e) => set('title')(e.currentTarget.value)}
              error={errors.title && t('error.title')}
              maxLength={200}
              required
            />
            <Textarea
              label={t('form.detailsLabel')}
              placeholder={t('form.detailsPlaceholder')}
              description={t('form.detailsHint')}
              value={form.details}
              onChange={(e) => set('details')(e.currentTarget.value)}
              error={errors.details && t('error.details')}
              autosize
              minRows={5}
              maxRows={14}
              required
            />
            <NativeSelect
              label={t('form.categoryLabel')}
              value={form.category}
              onChange={(e) => set('category')(e.currentTarget.value)}
              error={errors.category && t('error.category')}
              data={[
                { value: '', label: '—', disabled: true },
                ...CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) })),
              ]}
              required
            />
            <TextInput
              type="email"
              label={t('form.emailLabel')}
              description={t('form.emailHint')}
              value={form.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errors.email && t('error.email')}
              autoComplete="email"
            />
            <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
              {t('form.submit')}
            </Button>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
