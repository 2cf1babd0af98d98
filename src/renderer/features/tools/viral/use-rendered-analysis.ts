import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViralResult } from '../../../../shared/generation/schemas.ts';
import { renderAnalysis, viralRenderer } from './render-analysis.ts';

/** The analysis as text in the page's language (render-analysis.ts). */
export function useRenderedAnalysis(result: ViralResult) {
  const { t, i18n } = useTranslation('viralTool');
  const language = i18n.language;
  return useMemo(
    () =>
      renderAnalysis(
        result,
        viralRenderer((key, options) => t(key, options), language),
      ),
    [result, t, language],
  );
}
