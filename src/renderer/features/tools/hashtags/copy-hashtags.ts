import { toast } from '../../../components/toasts/toast-store.ts';
import type { HashtagResult } from '../../../../shared/generation/schemas.ts';

/** Every tag of a result, groups first then the model's extras, each once. */
export function allHashtags(result: Pick<HashtagResult, 'groups' | 'suggested'>): string[] {
  return [...new Set([...result.groups.flatMap((g) => g.hashtags), ...result.suggested])];
}

/** Copy-ready text: tags separated by spaces, as they are pasted under a post. */
export const hashtagText = (tags: readonly string[]) => tags.join(' ');

interface CopyMessages {
  copied: string;
  failedTitle: string;
  failedText: string;
}

/** Copies tags and says so in a toast, 'Copied to Clipboard!' or 'Copy Failed'. */
export async function copyHashtags(tags: readonly string[], messages: CopyMessages) {
  try {
    await navigator.clipboard.writeText(hashtagText(tags));
  } catch {
    toast({
      title: messages.failedTitle,
      description: messages.failedText,
      variant: 'destructive',
    });
    return false;
  }
  toast({ title: messages.copied, variant: 'success' });
  return true;
}
