// `npm run routes:report`: which routes of the spec are built and which are still missing.
import { ROUTES, type RouteFeature } from '../src/shared/routes.ts';

const byFeature = new Map<RouteFeature, typeof ROUTES>();
for (const route of ROUTES)
  byFeature.set(route.feature, [...(byFeature.get(route.feature) ?? []), route]);

const built = ROUTES.filter((r) => r.status === 'built').length;
console.log(
  `Routes: ${ROUTES.length} in the table, ${built} built, ${ROUTES.length - built} missing.\n`,
);
for (const [feature, routes] of byFeature) {
  const done = routes.filter((r) => r.status === 'built');
  console.log(`${feature}: ${done.length}/${routes.length} built`);
  for (const r of routes)
    console.log(
      `  ${r.status === 'built' ? '✓' : '·'} ${r.path}${r.access === 'private' ? ' (private)' : ''}`,
    );
}
