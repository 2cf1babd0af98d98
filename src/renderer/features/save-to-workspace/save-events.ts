import type { EventFields } from '../../lib/analytics/index.ts';

type SaveEvent = 'clicked_save' | 'entered_email' | 'magic_link_sent' | 'item_saved';

/**
 * Records a step of the save funnel (docs/product-rules.md#analytics-events). The analytics
 * client loads with the first one, not with the tool page; a failure to load is ignored
 * (analytics never break saving).
 */
export function recordSaveEvent<T extends SaveEvent>(type: T, fields: EventFields[T]): void {
  void import('../../lib/analytics/index.ts').then(
    ({ track }) => (track as (type: T, fields: EventFields[T]) => void)(type, fields),
    () => {},
  );
}
