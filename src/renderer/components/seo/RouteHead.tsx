import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findLanguage } from '../../../shared/languages.ts';
import { SITE } from '../../../shared/site-config.ts';
import {
  alternates,
  breadcrumbTrail,
  canonicalUrl,
  identifyPage,
  ogLocale,
  toolCount,
} from './head-data.ts';
import { BreadcrumbJsonLd, JsonLd } from './JsonLd.tsx';
import { Noindex, type NoindexOptions } from './Noindex.tsx';
import { OG_IMAGE, SITE_ORIGIN } from './site-origin.ts';

const ARTICLE_TYPES = new Set(['blog', 'guide']);
const twitterHandle = `@${SITE.social
  .find((s) => s.id === 'x')!
  .url.split('/')
  .pop()}`;

/**
 * The head of every page, from the route table entry of the current path and its
 * language. React 19 hoists these `<title>`, `<meta>` and `<link>` elements into
 * `<head>`; on the client it adopts identical tags already there (prerendered HTML) instead
 * of adding copies, so each tag exists once before and after hydration.
 *
 * Private routes and the not-found page get `noindex` and no canonical/alternates.
 * `noindex` forces that for a page that knows better than the route table.
 */
export function RouteHead({ noindex }: { noindex?: boolean | NoindexOptions }) {
  const { pathname } = useLocation();
  const { t } = useTranslation(['routes', 'seo']);
  const page = identifyPage(pathname);
  const { route, lang, barePath } = page;

  const rawTitle = route ? t(`routes:${route.id}.title`) : t('seo:notFound.title');
  const title = rawTitle.includes(SITE.name)
    ? rawTitle
    : t('seo:titleTemplate', { title: rawTitle, site: SITE.name });
  const description = route ? t(`routes:${route.id}.description`) : t('seo:notFound.description');

  const robots = noindex ?? !page.indexable;
  if (robots) {
    return (
      <>
        <title>{title}</title>
        <meta name="description" content={description} />
        <Noindex {...(typeof robots === 'object' ? robots : {})} />
      </>
    );
  }

  const url = canonicalUrl(SITE_ORIGIN, barePath, lang);
  const image = `${SITE_ORIGIN}${OG_IMAGE.path}`;
  const htmlLang = findLanguage(lang)?.htmlLang ?? lang;
  const crumbs = breadcrumbTrail(barePath, route!.id).map((crumb) => ({
    name: t(`routes:${crumb.routeId}.title`),
    url: canonicalUrl(SITE_ORIGIN, crumb.path, lang),
  }));

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {alternates(SITE_ORIGIN, barePath).map((alt) => (
        <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
      ))}
      <meta
        property="og:type"
        content={ARTICLE_TYPES.has(route!.pageType) ? 'article' : 'website'}
      />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale(lang)} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={t('seo:imageAlt', { site: SITE.name })} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={twitterHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {route!.pageType === 'homepage' && (
        <>
          <JsonLd
            data={{
              '@type': 'Organization',
              name: SITE.name,
              url: `${SITE_ORIGIN}/`,
              logo: image,
              // The description counts free tools: only claimed once some exist.
              ...(toolCount() > 0 && {
                description: t('seo:organization.description', {
                  site: SITE.name,
                  count: toolCount(),
                }),
              }),
              email: SITE.supportEmail,
              sameAs: SITE.social.map((s) => s.url),
            }}
          />
          <JsonLd
            data={{
              '@type': 'WebSite',
              name: SITE.name,
              url,
              description,
              inLanguage: htmlLang,
            }}
          />
        </>
      )}
      <BreadcrumbJsonLd items={crumbs} />
    </>
  );
}
