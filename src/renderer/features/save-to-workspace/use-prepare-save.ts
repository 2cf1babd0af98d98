import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loads the save flow's texts while the tool page is read, so the button appears with the
 * first result instead of a moment after it. A tool page calls it once.
 */
export function usePrepareSaveToWorkspace(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    void i18n.loadNamespaces('saveToWorkspace');
  }, [i18n, language]);
}
