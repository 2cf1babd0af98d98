import { Badge, Button, Card, Group, List, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY_RULE_IDS, type ReplyGradeResult } from '../../../../shared/generation/schemas.ts';
import { useClipboardCopy } from '../clipboard/use-clipboard-copy.ts';
import { replyScoreBand, ruleMessage } from './reply-form.ts';
import classes from './reply-grader.module.css';

/** Filled badge colours with readable text (red's default shade is too light for white text). */
const BADGE_COLOR = { green: 'green', yellow: 'yellow', red: 'red.9' } as const;

/** A graded reply: score, one row per rule, the fixes and the suggested rewrite. */
export function ReplyGradeView({
  result,
  comparedWith,
  onUseRewrite,
}: {
  result: ReplyGradeResult;
  /** How many earlier replies were sent (0: the similarity rule had nothing to compare). */
  comparedWith: number;
  onUseRewrite: (rewrite: string) => void;
}) {
  const { t } = useTranslation('replyGrader');
  const { band, color } = replyScoreBand(result.score);
  const { copied, copy } = useClipboardCopy({
    failure: { title: t('result.copyFailedTitle'), description: t('result.copyFailedText') },
  });

  return (
    <Stack gap="md">
      <Section title={t('result.scoreTitle')}>
        <div className={classes.score}>
          <RingProgress
            size={112}
            thickness={10}
            roundCaps
            role="img"
            aria-label={t('result.scoreLabel', { score: result.score })}
            sections={[{ value: result.score, color }]}
            label={
              <Text ta="center" fw={800} fz={22} aria-hidden>
                {result.score}
              </Text>
            }
          />
          <Stack gap={6}>
            <Text fw={700} fz={22}>
              {t('result.outOf100', { value: result.score })}
            </Text>
            <Badge
              color={BADGE_COLOR[color]}
              autoContrast
              size="lg"
              data-band={band}
              data-band-color={color}
            >
              {t(`band.${band}`)}
            </Badge>
          </Stack>
        </div>
      </Section>

      <Section title={t('result.rulesTitle')}>
        <ul className={classes.rules}>
          {REPLY_RULE_IDS.map((rule) => {
            const check = result.checks.find((c) => c.rule === rule);
            if (!check) return null;
            const { key, values } = ruleMessage(check, comparedWith);
            return (
              <li key={rule} className={classes.rule} data-rule={rule} data-passed={check.passed}>
                <span className={classes.mark} data-passed={check.passed} aria-hidden>
                  {check.passed ? '✓' : '✗'}
                </span>
                <div>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} component="span">
                      {t(`rule.${rule}.name`)}
                    </Text>
                    <Badge color={check.passed ? 'teal.9' : 'red.9'} size="sm">
                      {check.passed ? t('result.passed') : t('result.failed')}
                    </Badge>
                  </Group>
                  <Text size="sm" className={classes.text}>
                    {t(key, values)}
                  </Text>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={t('result.fixesTitle')}>
        {result.fixes.length === 0 ? (
          <Text size="sm">{t('result.noFixes')}</Text>
        ) : (
          <List type="ordered" spacing="xs" className={classes.text}>
            {result.fixes.map((fix, index) => (
              <List.Item key={index}>
                <bdi>{fix}</bdi>
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section title={t('result.rewriteTitle')}>
        <Text size="sm" c="dimmed">
          {t('result.rewriteHint')}
        </Text>
        <blockquote className={classes.rewrite} dir="auto">
          {result.rewrite}
        </blockquote>
        <Group gap="sm" wrap="wrap">
          <Button
            onClick={() => void copy(result.rewrite)}
            variant={copied ? 'light' : 'filled'}
            color={copied ? 'teal' : undefined}
          >
            {copied ? t('result.copied') : t('result.copy')}
          </Button>
          <Button variant="default" onClick={() => onUseRewrite(result.rewrite)}>
            {t('result.use')}
          </Button>
        </Group>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
