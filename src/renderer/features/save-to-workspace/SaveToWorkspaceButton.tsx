import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ContentToSave, ContentType } from '../../../shared/contracts/magic-link-auth.ts';
import { visibleText } from '../../../shared/text.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { platform, type WorkspaceErrorCode } from '../../platform/index.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { fitMetadata, type ItemMetadata } from './metadata.ts';
import { recordSaveEvent } from './save-events.ts';

// Only visitors ever open it, and only when they choose to save.
const EmailSaveDialog = lazy(() => import('./EmailSaveDialog.tsx'));

/** How long the button reads 'Saved!' after a save. */
export const SAVED_MS = 3_000;

export interface SaveToWorkspaceProps extends Pick<
  ButtonProps,
  'variant' | 'size' | 'fullWidth' | 'className'
> {
  /** The tool's catalogue slug ('smart-hashtag-generator'). */
  toolName: string;
  contentType: ContentType;
  /** What is kept; the button is disabled while it shows nothing. */
  content: string;
  /** Only when the tool has a meaningful one: the repository names untitled items itself. */
  title?: string;
  /** The inputs and figures behind the content (kept within 8 KB, see fitMetadata). */
  metadata?: ItemMetadata;
  /**
   * What this button saves, when a page has several ('Variation 2'): its accessible name
   * becomes 'Save to Workspace: Variation 2'.
   */
  subject?: string;
}

/**
 * 'Save to Workspace' under a tool's result. A signed-in user saves at once ('Saved!' for
 * 3 s; the free plan's item cap answers with the Storage Limit toast and its Upgrade action);
 * a visitor gets the email dialog, whose magic link signs them in and saves the item.
 */
export function SaveToWorkspaceButton(props: SaveToWorkspaceProps) {
  // Its own boundary: should the texts still be loading, only the button waits, not the page.
  return (
    <Suspense fallback={null}>
      <SaveButton {...props} />
    </Suspense>
  );
}

function SaveButton({
  toolName,
  contentType,
  content,
  title = '',
  metadata,
  subject,
  variant = 'light',
  ...buttonProps
}: SaveToWorkspaceProps) {
  const { t } = useTranslation('saveToWorkspace');
  const auth = useAuth();
  const navigate = useNavigate();
  const { to } = useLocalized();
  const [saving, setSaving] = useState(false);
  /** The content last saved, while 'Saved!' shows (a new result reads 'Save' again). */
  const [savedContent, setSavedContent] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'closed' | 'open' | null>(null);
  /** Each opening gets a fresh dialog (empty field, no confirmation left from the last). */
  const [opening, setOpening] = useState(0);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const item = useMemo<ContentToSave>(
    () => ({ toolName, contentType, title, content, metadata: fitMetadata(metadata) }),
    [toolName, contentType, title, content, metadata],
  );
  const blank = visibleText(content).length === 0;
  const saved = savedContent !== null && savedContent === content;

  function openDialog() {
    setOpening((n) => n + 1);
    setDialog('open');
  }

  function failed(code: WorkspaceErrorCode) {
    if (code === 'signed-out') {
      // The session ended meanwhile: the visitor's way still saves the item.
      openDialog();
      return;
    }
    if (code === 'workspace-limit') {
      toast({
        title: t('limit.title'),
        description: t('limit.text'),
        variant: 'destructive',
        action: { label: t('limit.upgrade'), run: () => navigate(to('/pricing')) },
      });
      return;
    }
    toast({
      title: t('failure.title'),
      description: t(code === 'invalid' ? 'failure.invalid' : 'failure.failed'),
      variant: 'destructive',
    });
  }

  async function save() {
    if (blank || saved || inFlight.current) return;
    recordSaveEvent('clicked_save', { toolName, contentType });
    if (auth.status === 'signed-out') {
      openDialog();
      return;
    }
    // Signed in, or not known yet: the repository checks the session and says 'signed-out'.
    inFlight.current = true;
    setSaving(true);
    try {
      const result = await platform().workspace.save(item);
      if (!result.ok) {
        failed(result.code);
        return;
      }
      useWorkspaceStore.getState().changed();
      recordSaveEvent('item_saved', { itemId: result.item.id, toolName, contentType });
      setSavedContent(content);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSavedContent(null), SAVED_MS);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  const label = saved ? t('button.saved') : t('button.save');
  return (
    <>
      <Button
        {...buttonProps}
        variant={saved ? 'light' : variant}
        color={saved ? 'teal' : undefined}
        loading={saving}
        disabled={blank}
        onClick={() => void save()}
        aria-label={!saved && subject ? t('button.saveNamed', { name: subject }) : undefined}
        aria-live="polite"
        data-saved={saved || undefined}
      >
        {label}
      </Button>
      {dialog !== null && (
        <Suspense fallback={null}>
          <EmailSaveDialog
            key={opening}
            opened={dialog === 'open'}
            onClose={() => setDialog('closed')}
            item={item}
          />
        </Suspense>
      )}
    </>
  );
}
