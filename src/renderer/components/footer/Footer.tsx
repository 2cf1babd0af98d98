import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from '../../../shared/navigation.ts';
import { LogoMark } from '../header/icons.tsx';
import { useLocalized } from '../header/use-localized.ts';
import { SocialIcon } from './SocialIcon.tsx';
import classes from './Footer.module.css';

/** Five link columns, the social links from site-config and the copyright. */
export function Footer() {
  const { t } = useTranslation('footer');
  const { to } = useLocalized();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl">
        <div className={classes.top}>
          <Stack gap="sm" className={classes.about}>
            <Link to={to('/')} className={classes.brand}>
              <span className={classes.logo}>
                <LogoMark />
              </span>
              ReplyPilot
            </Link>
            <Text size="sm" c="dimmed">
              {t('tagline')}
            </Text>
          </Stack>
          <SimpleGrid
            component="nav"
            aria-label={t('label')}
            cols={{ base: 2, sm: 3, md: 5 }}
            spacing="lg"
            verticalSpacing="xl"
            className={classes.columns}
          >
            {FOOTER_COLUMNS.map((column) => (
              <Stack key={column.id} gap="xs">
                <Title order={2} className={classes.columnTitle}>
                  {t(column.labelKey)}
                </Title>
                <ul className={classes.list}>
                  {column.links.map((link) => (
                    <li key={link.id}>
                      <Anchor
                        component={Link}
                        to={to(link.href)}
                        size="sm"
                        className={classes.link}
                      >
                        {t(link.labelKey)}
                      </Anchor>
                    </li>
                  ))}
                </ul>
              </Stack>
            ))}
          </SimpleGrid>
        </div>
        <Group justify="space-between" className={classes.bottom} gap="md">
          <Text size="sm" c="dimmed">
            {t('copyright', { year: new Date().getFullYear() })}
          </Text>
          <Group gap="xs" component="ul" className={classes.list} aria-label={t('socialHeading')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.social}
                  aria-label={t('social', { network: social.label })}
                  title={t('social', { network: social.label })}
                >
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
