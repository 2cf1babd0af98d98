import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  RingProgress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPLY_CRITERIA,
  REPLY_RULE_IDS,
  replyGradeBand,
  type ReplyGradeResult,
} from '../../../../shared/generation/schemas.ts';
import { useClipboardCopy } from '../clipboard/use-clipboard-copy.ts';
import { criterionMessage, ruleMessage } from './reply-form.ts';
import classes from './reply-grader.module.css';

/** Filled badge colours with readable text (red's default shade is too light for white text). */
const BADGE_COLOR = { green: 'green', yellow: 'yellow', red: 'red.9' } as const;
/** A criterion's bar: 7 and up strong, 4 and up fair, else weak. */
const barColor = (score: number) => (score >= 7 ? 'teal.9' : score >= 4 ? 'yellow.8' : 'red.9');

/**
 * A graded reply: the score, the criteria behind it, the suggestions, the model's rewrite when
 * a model wrote one, and, apart, the autopilot's house style (not part of the score).
 */
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
  const { band, color } = replyGradeBand(result.score);

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

      <Section title={t('result.criteriaTitle')}>
        <ul className={classes.rules}>
          {REPLY_CRITERIA.map((id) => {
            const criterion = result.criteria.find((c) => c.criterion === id);
            if (!criterion) return null;
            const { key, values } = criterionMessage(criterion);
            const score = t('result.criterionScore', { score: criterion.score });
            return (
              <li key={id} className={classes.criterion} data-criterion={id}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text fw={600} component="span">
                    {t(`criterion.${id}.name`)}
                  </Text>
                  <Text size="sm" fw={700} component="span" className={classes.figure}>
                    {score}
                  </Text>
                </Group>
                <Progress
                  value={criterion.score * 10}
                  color={barColor(criterion.score)}
                  size="sm"
                  aria-label={`${t(`criterion.${id}.name`)} ${score}`}
                />
                <Text size="sm" className={classes.text}>
                  {t(key, values)}
                </Text>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={t('result.suggestionsTitle')}>
        {result.suggestions.length === 0 ? (
          <Text size="sm">{t('result.noSuggestions')}</Text>
        ) : (
          <List type="ordered" spacing="xs" className={classes.text}>
            {result.suggestions.map((suggestion) => (
              <List.Item key={suggestion.id} data-suggestion={suggestion.id}>
                <bdi>{suggestion.text}</bdi>
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      {result.rewrite && <Rewrite rewrite={result.rewrite} onUse={onUseRewrite} />}

      <Section title={t('result.houseStyleTitle')}>
        <Text size="sm" c="dimmed">
          {t('result.houseStyleHint')}
        </Text>
        <ul className={classes.rules}>
          {REPLY_RULE_IDS.map((rule) => {
            const check = result.houseStyle.find((c) => c.rule === rule);
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
    </Stack>
  );
}

/** The model's rewrite, with copy and use buttons (offline results have none). */
function Rewrite({ rewrite, onUse }: { rewrite: string; onUse: (rewrite: string) => void }) {
  const { t } = useTranslation('replyGrader');
  const { copied, copy } = useClipboardCopy({
    failure: { title: t('result.copyFailedTitle'), description: t('result.copyFailedText') },
  });
  return (
    <Section title={t('result.rewriteTitle')}>
      <Text size="sm" c="dimmed">
        {t('result.rewriteHint')}
      </Text>
      <blockquote className={classes.rewrite} dir="auto">
        {rewrite}
      </blockquote>
      <Group gap="sm" wrap="wrap">
        <Button
          onClick={() => void copy(rewrite)}
          variant={copied ? 'light' : 'filled'}
          color={copied ? 'teal' : undefined}
        >
          {copied ? t('result.copied') : t('result.copy')}
        </Button>
        <Button variant="default" onClick={() => onUse(rewrite)}>
          {t('result.use')}
        </Button>
      </Group>
    </Section>
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
