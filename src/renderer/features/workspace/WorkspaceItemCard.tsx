import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Spoiler,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceItem } from '../../platform/index.ts';
import { ArchiveIcon, CopyIcon, EditIcon, StarIcon, TrashIcon, UnarchiveIcon } from './icons.tsx';

export interface ItemActions {
  toggleFavorite(item: WorkspaceItem): void;
  toggleArchive(item: WorkspaceItem): void;
  copy(item: WorkspaceItem): void;
  remove(item: WorkspaceItem): void;
  /** Resolves true once saved (the editor closes), false when it was not (it stays open). */
  saveContent(item: WorkspaceItem, content: string): Promise<boolean>;
}

function Action({
  label,
  onClick,
  pressed,
  color = 'gray',
  children,
}: {
  label: string;
  onClick(): void;
  pressed?: boolean;
  color?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function Editor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave(content: string): Promise<boolean>;
  onCancel(): void;
}) {
  const { t } = useTranslation('workspace');
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const saved = await onSave(draft);
    if (!saved) setSaving(false);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('item.contentLabel')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        rows={6}
        resize="vertical"
        dir="auto"
        data-autofocus
      />
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="compact-sm" onClick={onCancel} disabled={saving}>
          {t('item.cancel')}
        </Button>
        <Button
          size="compact-sm"
          onClick={() => void save()}
          loading={saving}
          disabled={draft.trim().length === 0}
        >
          {t('item.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One saved item: title, content (long content folds), date and its actions. */
export function WorkspaceItemCard({
  item,
  title,
  date,
  actions,
}: {
  item: WorkspaceItem;
  title: string;
  date: string;
  actions: ItemActions;
}) {
  const { t } = useTranslation('workspace');
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      radius="md"
      aria-labelledby={titleId}
      data-testid="workspace-item"
      data-item-id={item.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={4} size="sm" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={item.createdAt}
            style={{ flex: 'none' }}
          >
            {date}
          </Text>
        </Group>
        {editing ? (
          <Editor
            initial={item.content}
            onCancel={() => setEditing(false)}
            onSave={async (content) => {
              const saved = await actions.saveContent(item, content);
              if (saved) setEditing(false);
              return saved;
            }}
          />
        ) : (
          <Spoiler maxHeight={110} showLabel={t('item.showMore')} hideLabel={t('item.showLess')}>
            <Text
              size="sm"
              dir="auto"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="workspace-item-content"
            >
              {item.content}
            </Text>
          </Spoiler>
        )}
        <Group gap={2} justify="flex-end">
          <Action
            label={t('item.favorite')}
            pressed={item.isFavorite}
            color={item.isFavorite ? 'yellow' : 'gray'}
            onClick={() => actions.toggleFavorite(item)}
          >
            <StarIcon filled={item.isFavorite} />
          </Action>
          <Action label={t('item.copy')} onClick={() => actions.copy(item)}>
            <CopyIcon />
          </Action>
          {!editing && (
            <Action label={t('item.edit')} onClick={() => setEditing(true)}>
              <EditIcon />
            </Action>
          )}
          <Action
            label={t(item.isArchived ? 'item.unarchive' : 'item.archive')}
            onClick={() => actions.toggleArchive(item)}
          >
            {item.isArchived ? <UnarchiveIcon /> : <ArchiveIcon />}
          </Action>
          <Action label={t('item.delete')} color="red" onClick={() => actions.remove(item)}>
            <TrashIcon />
          </Action>
        </Group>
      </Stack>
    </Paper>
  );
}
