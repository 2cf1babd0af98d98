import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A page still loading. A status region named in the page's language (common is a shell
 * namespace, always loaded): an `aria-label` on a plain element is not announced (ARIA 1.2).
 */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" role="status" aria-busy="true" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
