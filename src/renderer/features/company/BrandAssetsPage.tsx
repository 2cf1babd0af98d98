import {
  Anchor,
  Box,
  Button,
  Card,
  Code,
  DEFAULT_THEME,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SITE } from '../../../shared/site-config.ts';
import { theme } from '../../theme.ts';
import logoUrl from './assets/replypilot-logo.svg';
import { PageHero, PageSection } from './components/PageHero.tsx';
import classes from './components/company.module.css';

const pilot = theme.colors!.pilot!;

/** The brand colours, read from the theme so this page cannot drift from the product. */
export const BRAND_COLOURS = [
  { id: 'primary', hex: pilot[6] },
  { id: 'deep', hex: pilot[9] },
  { id: 'mist', hex: pilot[0] },
  { id: 'accent', hex: DEFAULT_THEME.colors.cyan[5] },
] as const;

const DOS = ['space', 'background', 'link'] as const;
const DONTS = ['distort', 'recolour', 'endorse', 'combine'] as const;

export function BrandAssetsPage() {
  const { t } = useTranslation('company');
  return (
    <>
      <PageHero title={t('brand.title')} lead={t('brand.lead')} />
      <PageSection id="brand-logo" title={t('brand.logoTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder padding="xl" bg="white">
            <img
              src={logoUrl}
              alt={t('brand.logoAlt')}
              width={240}
              height={64}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
          </Card>
          <Card withBorder padding="xl" bg={pilot[9]}>
            <Box bg="white" p="sm" style={{ borderRadius: 12, alignSelf: 'flex-start' }}>
              <img
                src={logoUrl}
                alt=""
                width={180}
                height={48}
                style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
              />
            </Box>
          </Card>
        </SimpleGrid>
        <Text>{t('brand.logoText')}</Text>
        <Group>
          <Button component="a" href={logoUrl} download="replypilot-logo.svg">
            {t('brand.download')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder padding="lg">
            <Title order={3} size="h5" mb="xs" c="teal">
              {t('brand.dosTitle')}
            </Title>
            <List spacing="xs" size="sm">
              {DOS.map((id) => (
                <List.Item key={id}>{t(`brand.dos.${id}`)}</List.Item>
              ))}
            </List>
          </Card>
          <Card withBorder padding="lg">
            <Title order={3} size="h5" mb="xs" c="red">
              {t('brand.dontsTitle')}
            </Title>
            <List spacing="xs" size="sm">
              {DONTS.map((id) => (
                <List.Item key={id}>{t(`brand.donts.${id}`)}</List.Item>
              ))}
            </List>
          </Card>
        </SimpleGrid>
      </PageSection>
      <PageSection id="brand-colours" title={t('brand.coloursTitle')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {BRAND_COLOURS.map(({ id, hex }) => (
            <Card key={id} withBorder padding={0}>
              <Box h={88} bg={hex} aria-hidden="true" />
              <Stack gap={4} p="md">
                <Code fw={700}>{hex}</Code>
                <Text size="sm" c="dimmed">
                  {t(`brand.colours.${id}`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="brand-name" title={t('brand.nameTitle')}>
        <Text>{t('brand.nameText')}</Text>
      </PageSection>
      <PageSection id="brand-press" title={t('brand.pressTitle')}>
        <Text pb={48}>
          {t('brand.pressText')}{' '}
          <Anchor href={`mailto:${SITE.supportEmail}`} className={classes.wrap} underline="always">
            {SITE.supportEmail}
          </Anchor>
        </Text>
      </PageSection>
    </>
  );
}
