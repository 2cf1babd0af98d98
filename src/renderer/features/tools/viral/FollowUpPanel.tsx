import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ViralResult } from '../../../../shared/generation/schemas.ts';
import { useLocalizedPath } from '../../company/index.ts';
import { followUpLinks } from './follow-up-links.ts';
import classes from './viral.module.css';

/**
 * Where to go next with this analysis. A target that is not built yet is listed,
 * with what it will do, as 'Coming soon' instead of a link to a page that does not exist.
 */
export function FollowUpPanel({ result, platform }: { result: ViralResult; platform: string }) {
  const { t } = useTranslation('viralTool');
  const localize = useLocalizedPath();
  const headingId = useId();

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
          {followUpLinks(result, platform).map((link) => {
            const body = (
              <>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} component="span">
                    {t(`followUp.${link.id}.label`)}
                  </Text>
                  {!link.built && (
                    <Badge variant="light" color="gray" size="sm">
                      {t('followUp.comingSoon')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`followUp.${link.id}.text`)}
                </Text>
              </>
            );
            return (
              <li key={link.id} data-follow-up={link.id}>
                {link.built ? (
                  <Link
                    className={classes.followUpItem}
                    to={`${localize(link.path)}?${link.query}`}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className={classes.followUpItem} data-disabled="true">
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
}
