// Import boundaries (README.md, "Boundaries": who may import what), as a local ESLint plugin.
//
// Why not `no-restricted-imports`: it matches the specifier text only, so `../../server/x.ts`
// means a different folder at each depth, it cannot say "only these folders", and it ignores
// `import()` (the renderer lazy-loads pages and adapters). These rules resolve every relative
// specifier against the importing file (path arithmetic, no file system, so they also work on
// `lintText` probes) and compare the repository path with an allowlist.
import { isBuiltin } from 'node:module';
import path from 'node:path';

const toPosix = (file) => file.split(path.sep).join('/');
const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);
const isPathSpecifier = (source) => source.startsWith('.') || source.startsWith('/');
const packageName = (source) =>
  source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');

/** Repository path (posix) of `file`; starts with `..` when it lies outside the repository. */
const repoPath = (root, file) => toPosix(path.relative(root, file));

/**
 * The folder that `dir` names for `file`: `dir` itself, or with a trailing `/*` the subfolder
 * of it that holds `file` (`supabase/functions/*` → `supabase/functions/generate`).
 */
function matchDir(dir, file) {
  if (!dir.endsWith('/*')) return within(file, dir) ? dir : undefined;
  const parent = dir.slice(0, -2);
  if (!file.startsWith(`${parent}/`)) return undefined;
  const [segment, ...rest] = file.slice(parent.length + 1).split('/');
  return rest.length > 0 ? `${parent}/${segment}` : undefined;
}

/** Calls `check(node, source, typeOnly)` for every static import, re-export, `import()` and `require()`. */
function importVisitors(check) {
  const literal = (node) => {
    if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
    if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) {
      return node.quasis[0].value.cooked;
    }
    return undefined;
  };
  const allType = (specifiers, key) =>
    specifiers.length > 0 && specifiers.every((specifier) => specifier[key] === 'type');
  const visit = (node, sourceNode, typeOnly) => {
    const source = literal(sourceNode);
    if (source !== undefined) check(sourceNode, source, typeOnly);
  };
  return {
    ImportDeclaration: (node) =>
      visit(
        node,
        node.source,
        node.importKind === 'type' || allType(node.specifiers, 'importKind'),
      ),
    ExportNamedDeclaration: (node) =>
      node.source &&
      visit(
        node,
        node.source,
        node.exportKind === 'type' || allType(node.specifiers, 'exportKind'),
      ),
    ExportAllDeclaration: (node) => visit(node, node.source, node.exportKind === 'type'),
    ImportExpression: (node) => visit(node, node.source, false),
    TSImportType: (node) => visit(node, node.source ?? node.argument?.literal, true),
    TSImportEqualsDeclaration: (node) =>
      node.moduleReference.type === 'TSExternalModuleReference' &&
      visit(node, node.moduleReference.expression, node.importKind === 'type'),
    CallExpression: (node) =>
      node.callee.type === 'Identifier' &&
      node.callee.name === 'require' &&
      node.arguments.length === 1 &&
      visit(node, node.arguments[0], false),
  };
}

/** Repository path an import points at, or undefined for a package (bare) specifier. */
function importedPath(context, root, source) {
  if (!isPathSpecifier(source)) return undefined;
  const withoutQuery = source.replace(/[?#].*$/, '');
  return repoPath(root, path.resolve(path.dirname(context.filename), withoutQuery));
}

const stringList = { type: 'array', items: { type: 'string' } };

const mayImport = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Each top-level area imports only what the layout allows it to (README.md, Boundaries).',
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['root', 'areas'],
        properties: {
          root: { type: 'string' },
          areas: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['dir', 'may'],
              properties: {
                dir: { type: 'string' },
                may: stringList,
                typesFrom: stringList,
                noNodeBuiltins: { type: 'string' },
                bannedPackages: {
                  type: 'object',
                  additionalProperties: { type: 'string' },
                },
              },
            },
          },
        },
      },
    ],
    messages: {
      path: '"{{source}}" reaches {{target}}: {{area}} may import only {{allowed}} (README.md, Boundaries).',
      package: '"{{source}}" is not allowed in {{area}}: {{reason}}',
    },
  },
  create(context) {
    const { root, areas } = context.options[0];
    const file = repoPath(root, context.filename);
    // The most specific area wins (supabase/functions/* over a hypothetical supabase/functions).
    const found = areas
      .map((area) => ({ area, self: matchDir(area.dir, file) }))
      .filter(({ self }) => self !== undefined)
      .sort((a, b) => b.self.length - a.self.length)[0];
    if (!found) return {};
    const { area, self } = found;
    const areaName = area.dir.replace(/\/\*$/, '/<name>');
    const allowed = [
      area.dir.endsWith('/*') ? 'its own folder' : area.dir,
      ...area.may.filter((dir) => dir !== area.dir),
      'npm packages',
    ];
    const allowedText =
      allowed.slice(0, -1).join(', ') +
      ` and ${allowed.at(-1)}` +
      (area.typesFrom?.length ? ` (types only from ${area.typesFrom.join(', ')})` : '');

    return importVisitors((node, source, typeOnly) => {
      const target = importedPath(context, root, source);
      if (target === undefined) {
        const banned = area.bannedPackages?.[packageName(source)];
        const reason = banned ?? (isBuiltin(source) ? area.noNodeBuiltins : undefined);
        if (reason) {
          context.report({ node, messageId: 'package', data: { source, area: areaName, reason } });
        }
        return;
      }
      const ok =
        within(target, self) ||
        area.may.some((dir) => within(target, dir)) ||
        (typeOnly && (area.typesFrom ?? []).some((dir) => within(target, dir)));
      if (!ok) {
        context.report({
          node,
          messageId: 'path',
          data: { source, target, area: areaName, allowed: allowedText },
        });
      }
    });
  },
};

const publicEntry = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Modules such as features are imported from outside only through their index.ts.',
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['root', 'modules'],
        properties: {
          root: { type: 'string' },
          modules: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['dir', 'importers', 'entries'],
              properties: {
                dir: { type: 'string' },
                importers: { type: 'string' },
                entries: stringList,
              },
            },
          },
        },
      },
    ],
    messages: {
      internal:
        '"{{source}}" reaches into {{module}}/ ({{target}}): import it through {{module}}/{{entry}}, its public entry.',
    },
  },
  create(context) {
    const { root, modules } = context.options[0];
    const file = repoPath(root, context.filename);
    const active = modules.filter(({ importers }) => within(file, importers));
    if (active.length === 0) return {};

    return importVisitors((node, source) => {
      const target = importedPath(context, root, source);
      if (target === undefined) return;
      for (const { dir, entries } of active) {
        const module = matchDir(dir, target);
        if (!module || within(file, module) || target === module) continue;
        if (entries.some((entry) => target === `${module}/${entry}`)) continue;
        context.report({
          node,
          messageId: 'internal',
          data: { source, target, module, entry: entries[0] },
        });
      }
    });
  },
};

export default {
  meta: { name: 'boundaries' },
  rules: { 'may-import': mayImport, 'public-entry': publicEntry },
};
