export interface NoindexOptions {
  nofollow?: boolean;
  noarchive?: boolean;
  nosnippet?: boolean;
}

export function robotsContent({ nofollow, noarchive, nosnippet }: NoindexOptions = {}): string {
  return ['noindex', nofollow && 'nofollow', noarchive && 'noarchive', nosnippet && 'nosnippet']
    .filter(Boolean)
    .join(', ');
}

/**
 * Keeps a page out of search results: robots and googlebot both say `noindex`.
 * RouteHead renders it, without canonical or hreflang links, for private routes
 * and the not-found page; pass `noindex` options to RouteHead rather than rendering this
 * a second time.
 */
export function Noindex(options: NoindexOptions) {
  const content = robotsContent(options);
  return (
    <>
      <meta name="robots" content={content} />
      <meta name="googlebot" content={content} />
    </>
  );
}
