import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ViralResult } from '../../../../shared/generation/schemas.ts';
import { useLocalizedPath } from '../../company/index.ts';
import { followUpLinks } from './follow-up-links.ts';
import { useRenderedAnalysis } from './use-rendered-analysis.ts';
import classes from './viral.module.css';

/**
 * Where to go next with this analysis: the built follow-up pages, linked with what was found.
 * Nothing shows while none of them is built.
 */
export function FollowUpPanel({ result, platform }: { result: ViralResult; platform: string }) {
  const { t } = useTranslation('viralTool');
  const localize = useLocalizedPath();
  const headingId = useId();
  const { template } = useRenderedAnalysis(result);
  const links = followUpLinks(result, platform, template);
  if (links.length === 0) return null;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('followUp.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('followUp.lead')}
        </Text>
        <ul className={classes.followUp}>
          {links.map((link) => (
            <li key={link.id} data-follow-up={link.id}>
              <Link className={classes.followUpItem} to={`${localize(link.path)}?${link.query}`}>
                <Text fw={600} component="span" display="block">
                  {t(`followUp.${link.id}.label`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`followUp.${link.id}.text`)}
                </Text>
              </Link>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
