/**
 * The ReplyPilot website the popup links to: the production origin the build was made for (the
 * last of __APP_ORIGINS__, extension/app-origins.ts), the embedded backend on this machine in a
 * development build (the first). A build with SITE_URL=http://localhost:8787 links there.
 */
export function appOrigin(
  origins: readonly string[] = __APP_ORIGINS__,
  development = import.meta.env.DEV,
): string {
  const origin = development ? origins[0] : origins.at(-1);
  if (!origin) throw new Error('The extension was built without app origins');
  return origin;
}
