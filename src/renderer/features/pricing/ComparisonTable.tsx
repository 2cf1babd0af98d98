import { Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  PLAN_FEATURE_ROWS,
  PRICING_CARD_TIERS,
  TRIAL_DAYS,
  planFeature,
  type FeatureValue,
} from '../../../shared/plans.ts';
import { CheckIcon, DashIcon } from './icons.tsx';
import type { FreeToolUses } from './PlanCard.tsx';
import classes from './Pricing.module.css';

function Cell({
  value,
  t,
  freeUses,
}: {
  value: FeatureValue;
  t: TFunction<'pricing'>;
  freeUses: FreeToolUses;
}) {
  switch (value.kind) {
    case 'boolean':
      return value.value ? (
        <>
          <CheckIcon className={classes.yes} />
          <VisuallyHidden>{t('table.included')}</VisuallyHidden>
        </>
      ) : (
        <>
          <DashIcon className={classes.no} />
          <VisuallyHidden>{t('table.notIncluded')}</VisuallyHidden>
        </>
      );
    case 'number':
      return <>{value.value}</>;
    case 'unlimited':
      return <>{t('table.unlimited')}</>;
    case 'tool-uses':
      return <>{t('table.toolUses', { ...freeUses })}</>;
  }
}

/**
 * Every plan side by side, row by row (PLAN_FEATURE_ROWS), each value from the plans config.
 * On a phone the table scrolls sideways inside its own focusable region.
 */
export function ComparisonTable({ freeUses }: { freeUses: FreeToolUses }) {
  const { t } = useTranslation('pricing');
  return (
    <div className={classes.section}>
      <Title order={2} size="h2" id="compare-title" className={classes.sectionTitle}>
        {t('table.title')}
      </Title>
      <div
        className={classes.tableScroll}
        role="region"
        aria-labelledby="compare-title"
        tabIndex={0}
      >
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">
                <VisuallyHidden>{t('table.feature')}</VisuallyHidden>
              </th>
              {PRICING_CARD_TIERS.map((tier) => (
                <th scope="col" key={tier}>
                  {t(`plans.${tier}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLAN_FEATURE_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`table.rows.${row}`, { days: TRIAL_DAYS })}</th>
                {PRICING_CARD_TIERS.map((tier) => (
                  <td key={tier}>
                    <Cell value={planFeature(tier, row)} t={t} freeUses={freeUses} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
