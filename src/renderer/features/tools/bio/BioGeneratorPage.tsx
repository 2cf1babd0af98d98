import { NativeSelect, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BIO_PLATFORMS,
  BIO_STYLES,
  type BioStyle,
  type GenerateResponse,
} from '../../../../shared/generation/schemas.ts';
import { EngineNote, useToolGeneration } from '../../tool-gate/index.ts';
import { ToolPage, ToolSubmit } from '../ToolPage.tsx';
import classes from './BioGenerator.module.css';
import { BioVariationCard } from './BioVariationCard.tsx';

type BioToolId = 'instagram-bio-generator' | 'social-media-bio-generator';
type BioPlatform = (typeof BIO_PLATFORMS)[number];

/** `/generators/instagram/bio-generator`: bios for Instagram only. */
export function InstagramBioGeneratorPage() {
  return <BioGeneratorPage toolId="instagram-bio-generator" copy="instagram" />;
}

/** `/social-media-bio-generator`: the same generator with a platform selector. */
export function SocialMediaBioGeneratorPage() {
  return <BioGeneratorPage toolId="social-media-bio-generator" copy="social" choosePlatform />;
}

function BioGeneratorPage({
  toolId,
  copy,
  choosePlatform = false,
}: {
  toolId: BioToolId;
  copy: 'instagram' | 'social';
  choosePlatform?: boolean;
}) {
  const { t } = useTranslation('bioTool');
  return (
    <ToolPage toolId={toolId} title={t(`${copy}.title`)} lead={t(`${copy}.lead`)}>
      <BioGenerator toolId={toolId} choosePlatform={choosePlatform} />
    </ToolPage>
  );
}

/** The form and the three variations. Generation runs on the server. */
function BioGenerator({ toolId, choosePlatform }: { toolId: BioToolId; choosePlatform: boolean }) {
  const { t } = useTranslation('bioTool');
  const { generate, pending } = useToolGeneration(toolId);
  const [niche, setNiche] = useState('');
  /** '' = "Mix of styles": no style option, three different styles. */
  const [style, setStyle] = useState<BioStyle | ''>('');
  const [platform, setPlatform] = useState<BioPlatform>('instagram');
  const [emojis, setEmojis] = useState(true);
  const [response, setResponse] = useState<GenerateResponse<BioToolId> | null>(null);
  /** Bumped on every new set so the cards (and their 'Copied' state) start fresh. */
  const [generation, setGeneration] = useState(0);
  const inFlight = useRef(false);

  async function run() {
    if (!niche.trim()) {
      // An empty niche gets a browser alert, not a toast.
      window.alert(t('emptyNiche'));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const next = await generate(
        { niche: niche.trim() },
        { ...(style ? { style } : {}), platform: choosePlatform ? platform : 'instagram', emojis },
      );
      // null: refused or failed; the hook has already explained why. Keep what is shown.
      if (next) {
        setResponse(next);
        setGeneration((n) => n + 1);
      }
    } finally {
      inFlight.current = false;
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run();
  }

  function onNicheKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the niche field generates (handled here so it never submits twice).
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void run();
  }

  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <TextInput
              label={t('form.nicheLabel')}
              placeholder={t('form.nichePlaceholder')}
              description={t('form.nicheHint')}
              value={niche}
              onChange={(e) => setNiche(e.currentTarget.value)}
              onKeyDown={onNicheKeyDown}
              maxLength={300}
              enterKeyHint="go"
            />
            <SimpleGrid cols={{ base: 1, sm: choosePlatform ? 2 : 1 }} spacing="md">
              {choosePlatform && (
                <NativeSelect
                  label={t('form.platformLabel')}
                  value={platform}
                  onChange={(e) => setPlatform(e.currentTarget.value as BioPlatform)}
                  data={BIO_PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) }))}
                />
              )}
              <NativeSelect
                label={t('form.styleLabel')}
                value={style}
                onChange={(e) => setStyle(e.currentTarget.value as BioStyle | '')}
                data={[
                  { value: '', label: t('form.styleMix') },
                  ...BIO_STYLES.map((value) => ({ value, label: t(`style.${value}`) })),
                ]}
              />
            </SimpleGrid>
            <Switch
              label={t('form.emojiLabel')}
              checked={emojis}
              onChange={(e) => setEmojis(e.currentTarget.checked)}
            />
            <ToolSubmit toolId={toolId} label={t('form.generate')} pending={pending} />
          </Stack>
        </form>
      </Paper>

      {response && (
        <Stack component="section" gap="md" aria-labelledby="bio-results-title">
          <Title order={2} size="h3" id="bio-results-title">
            {t('results.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" className={classes.results}>
            {response.result.bios.map((bio, index) => (
              <BioVariationCard key={`${generation}-${index}`} bio={bio} number={index + 1} />
            ))}
          </SimpleGrid>
          <EngineNote engine={response.engine} cached={response.cached} />
        </Stack>
      )}
    </Stack>
  );
}
