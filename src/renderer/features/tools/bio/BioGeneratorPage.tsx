import { NativeSelect, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bioInputProblem } from '../../../../shared/generation/offline/bio-input.ts';
import {
  BIO_LIMITS,
  BIO_PLATFORMS,
  BIO_STYLES,
  type BioStyle,
  type GenerateResponse,
} from '../../../../shared/generation/schemas.ts';
import { ACTIVE_LANGUAGES, isActiveLanguage } from '../../../../shared/languages.ts';
import { usePrepareSaveToWorkspace, type ItemMetadata } from '../../save-to-workspace/index.ts';
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

interface Written {
  response: GenerateResponse<BioToolId>;
  /** The platform the bios were written for (the form may have changed since). */
  platform: BioPlatform;
  /** What they were written from, kept with a saved bio. */
  inputs: ItemMetadata;
}

/** The form and the three variations. Generation runs on the server. */
function BioGenerator({ toolId, choosePlatform }: { toolId: BioToolId; choosePlatform: boolean }) {
  const { t, i18n } = useTranslation('bioTool');
  const { generate, pending } = useToolGeneration(toolId);
  const [niche, setNiche] = useState('');
  /** A description with nothing to write about ('a', '!!!', 'asdf'): said under the field. */
  const [junk, setJunk] = useState(false);
  /** The bios' language: the page's unless the person picks another. */
  const [language, setLanguage] = useState(() =>
    isActiveLanguage(i18n.language) ? i18n.language : 'en',
  );
  /** '' = "Mix of styles": no style option, three different styles. */
  const [style, setStyle] = useState<BioStyle | ''>('');
  const [platform, setPlatform] = useState<BioPlatform>('instagram');
  const [emojis, setEmojis] = useState(true);
  const [written, setWritten] = useState<Written | null>(null);
  /** Bumped on every new set so the cards (and their 'Copied' state) start fresh. */
  const [generation, setGeneration] = useState(0);
  const inFlight = useRef(false);
  usePrepareSaveToWorkspace();

  async function run() {
    if (!niche.trim()) {
      // An empty niche gets a browser alert, not a toast.
      window.alert(t('emptyNiche'));
      return;
    }
    // Nothing to write about: said here, and no free use is spent (the server refuses it too).
    if (bioInputProblem(niche) !== null) {
      setJunk(true);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    const target = choosePlatform ? platform : 'instagram';
    try {
      const next = await generate(
        { niche: niche.trim() },
        { ...(style ? { style } : {}), platform: target, emojis, language },
      );
      // null: refused or failed; the hook has already explained why. Keep what is shown.
      if (next) {
        const inputs = { platform: target, niche: niche.trim(), language, emojis };
        setWritten({ response: next, platform: target, inputs });
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
              onChange={(e) => {
                setNiche(e.currentTarget.value);
                if (junk) setJunk(false);
              }}
              error={junk && t('junkNiche')}
              onKeyDown={onNicheKeyDown}
              maxLength={300}
              enterKeyHint="go"
            />
            <SimpleGrid cols={{ base: 1, sm: choosePlatform ? 3 : 2 }} spacing="md">
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
              <NativeSelect
                label={t('form.languageLabel')}
                value={language}
                onChange={(e) => setLanguage(e.currentTarget.value)}
                data={ACTIVE_LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
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

      {written && (
        <Stack component="section" gap="md" aria-labelledby="bio-results-title">
          <Title order={2} size="h3" id="bio-results-title">
            {t('results.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" className={classes.results}>
            {written.response.result.bios.map((bio, index) => (
              <BioVariationCard
                key={`${generation}-${index}`}
                bio={bio}
                number={index + 1}
                max={BIO_LIMITS[written.platform]}
                toolId={toolId}
                inputs={written.inputs}
              />
            ))}
          </SimpleGrid>
          <EngineNote engine={written.response.engine} cached={written.response.cached} />
        </Stack>
      )}
    </Stack>
  );
}
