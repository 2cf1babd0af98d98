import { Badge, Button, Group, List, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { viralBand, type ViralResult } from '../../../../shared/generation/schemas.ts';
import { useClipboardCopy } from '../clipboard/use-clipboard-copy.ts';
import { Facts, ResultCard } from './ResultParts.tsx';
import { useRenderedAnalysis } from './use-rendered-analysis.ts';
import classes from './viral.module.css';

/** The result cards of one analysis, in the spec's order. */
export function ViralAnalysis({ result }: { result: ViralResult }) {
  const { t } = useTranslation('viralTool');
  const text = useRenderedAnalysis(result);
  const { hookAnalysis: hook, pacingAnalysis: pacing, emotionalTriggers: emotion } = result;
  const { ctaAnalysis: cta } = result;
  const outOf10 = (value: number) => t('result.outOf10', { value });

  return (
    <Stack gap="md">
      <ScoreCard score={result.viralDnaScore} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ResultCard title={t('hook.title')}>
          <Facts
            items={[
              { label: t('hook.type'), value: text.hookType },
              { label: t('hook.wordCount'), value: hook.wordCount },
              { label: t('hook.score'), value: outOf10(hook.score) },
              { label: t('hook.trigger'), value: text.trigger },
              { label: t('hook.breakdown'), value: text.breakdown, long: true },
            ]}
          />
        </ResultCard>
        <ResultCard title={t('pacing.title')}>
          <Facts
            items={[
              { label: t('pacing.tempo'), value: text.tempo },
              pacing.cutsPerSecond === undefined
                ? undefined
                : { label: t('pacing.cutsPerSecond'), value: pacing.cutsPerSecond },
              pacing.speedVsAverage === undefined
                ? undefined
                : { label: t('pacing.speedVsAverage'), value: pacing.speedVsAverage },
              { label: t('pacing.description'), value: text.pacing, long: true },
            ]}
          />
        </ResultCard>
        <ResultCard title={t('emotion.title')}>
          <Facts
            items={[
              { label: t('emotion.primary'), value: text.primary },
              { label: t('emotion.secondary'), value: text.secondary },
              { label: t('emotion.intensity'), value: outOf10(emotion.intensity) },
              { label: t('emotion.description'), value: text.emotion, long: true },
            ]}
          />
        </ResultCard>
        <ResultCard title={t('cta.title')}>
          <Facts
            items={[
              { label: t('cta.type'), value: text.ctaType },
              { label: t('cta.placement'), value: text.placement },
              { label: t('cta.effectiveness'), value: outOf10(cta.effectiveness) },
              { label: t('cta.description'), value: text.cta, long: true },
            ]}
          />
        </ResultCard>
      </SimpleGrid>
      <ResultCard title={t('structure.title')}>
        <Facts
          items={[
            { label: t('hook.type'), value: text.structureKind },
            { label: t('structure.opening'), value: text.opening },
            { label: t('structure.body'), value: text.body },
            { label: t('structure.close'), value: text.close },
            { label: t('structure.flow'), value: text.flow },
          ]}
        />
      </ResultCard>
      <TemplateCard template={text.template} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ResultCard title={t('recommendations.title')}>
          <TextList items={text.recommendations} />
        </ResultCard>
        <ResultCard title={t('takeaways.title')}>
          <TextList items={text.keyTakeaways} />
        </ResultCard>
      </SimpleGrid>
    </Stack>
  );
}

function ScoreCard({ score }: { score: number }) {
  const { t } = useTranslation('viralTool');
  const { band, color } = viralBand(score);
  return (
    <ResultCard title={t('score.title')}>
      <div className={classes.score}>
        <RingProgress
          size={132}
          thickness={12}
          roundCaps
          sections={[{ value: score, color }]}
          aria-label={t('score.ringLabel', { score })}
          role="img"
          label={
            <Text ta="center" fw={800} fz={26} aria-hidden>
              {score}
            </Text>
          }
        />
        <Stack gap={6}>
          <Text fw={700} fz={22}>
            {t('result.outOf100', { value: score })}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" component="span">
              {t('score.bandLine')}
            </Text>
            <Badge color={color} autoContrast size="lg" data-band={band} data-band-color={color}>
              {t(`band.${band}`)}
            </Badge>
          </Group>
        </Stack>
      </div>
    </ResultCard>
  );
}

function TemplateCard({ template }: { template: string }) {
  const { t } = useTranslation('viralTool');
  const { copied, copy } = useClipboardCopy({
    success: { title: t('template.copiedTitle'), description: t('template.copiedText') },
    failure: { title: t('template.failedTitle'), description: t('template.failedText') },
  });
  return (
    <ResultCard title={t('template.title')}>
      <Text size="sm" c="dimmed">
        {t('template.hint')}
      </Text>
      <pre className={classes.template} dir="auto">
        {template}
      </pre>
      <Button
        onClick={() => void copy(template)}
        variant={copied ? 'light' : 'filled'}
        color={copied ? 'teal' : undefined}
        style={{ alignSelf: 'flex-start' }}
      >
        {copied ? t('template.copied') : t('template.copy')}
      </Button>
    </ResultCard>
  );
}

function TextList({ items }: { items: string[] }) {
  return (
    <List spacing="xs" className={classes.text}>
      {items.map((item, index) => (
        <List.Item key={index}>
          <bdi>{item}</bdi>
        </List.Item>
      ))}
    </List>
  );
}
