/**
 * Generates src/shared/database.types.ts, the supabase-js `Database` type of our schema:
 *
 *   npm run gen:db-types            (npx tsx scripts/gen-db-types.ts)   writes the file
 *   npm run gen:db-types -- --check                                     exits 1 when it is stale
 *
 * It starts the embedded backend on an empty temp data dir (which applies every migration in
 * supabase/migrations/), reads the `public` schema from pg_catalog and prints the types in the
 * shape `supabase gen types typescript` gives them, formatted with the repo's Prettier config.
 * scripts/gen-db-types.test.ts fails when the committed file differs from a fresh run.
 *
 * What is included, and how (the CLI's rules unless noted):
 * - Tables: ordinary, partitioned and foreign tables of `public`. Row has every column (`| null`
 *   when nullable); Insert makes a column optional when it is nullable, has a default (generated
 *   columns count: their expression is their default) or is an identity; `GENERATED ALWAYS`
 *   identity columns are `?: never` in Insert and Update; Update has every column optional.
 *   Relationships are the table's foreign keys to relations in `public` (keys to other schemas,
 *   e.g. auth.users, are left out as the CLI does: the API cannot embed them); isOneToOne when
 *   the key's columns are exactly the table's primary key or a unique constraint.
 * - Views (and materialized views): Row; Insert/Update when the view is auto-updatable. Their
 *   Relationships are always empty (the CLI derives them from the base tables; we have no view).
 * - Functions: plain functions (not procedures or aggregates) of `public` that the API can call:
 *   at least one of anon, authenticated, service_role may EXECUTE them (not a CLI rule), they
 *   do not return `trigger`/`event_trigger`, they do not belong to an extension, and their
 *   input arguments are all named (or there is a single unnamed one). Names starting with `_`
 *   are kept: PostgREST calls them like any other. Args are sorted by name (`?` when the
 *   argument has a default), each `| null` (not a CLI rule: SQL cannot forbid a null argument,
 *   so every caller, and every function, must reckon with one), or `never` without arguments; overloads become a union. Returns:
 *   `returns table (...)` and OUT arguments an object, keys sorted (an array for a set); a
 *   table's or view's row type the row inlined, with the CLI's `SetofOptions`; anything else
 *   its mapped type (`[]` for `setof`); `void` is `undefined`. A function taking a single row of
 *   a table is also listed in that table's Row, as a computed field (the CLI does the same).
 * - Enums (labels in their declared order) and composite types (every attribute `| null`).
 * - `__InternalSupabase.PostgrestVersion` "12" (what supabase-js reads to pick a server
 *   version): the conservative choice, which keeps PostgREST 13 methods (maxAffected, spreads
 *   on to-many embeds) out of the types. Raise it once we rely on those.
 * - The CLI's helper types (Tables, TablesInsert, TablesUpdate, Enums, CompositeTypes). The
 *   CLI's runtime `Constants` object is left out: the file is types only.
 *
 * Type mapping: int2/int4/int8/float4/float8/numeric → number; bytea/bpchar/varchar/text/
 * citext/date/time/timetz/timestamp/timestamptz/uuid/vector → string, and (unlike the CLI,
 * which says unknown) interval and inet → string, which is how PostgREST sends them; bool →
 * boolean; json/jsonb → Json; void → undefined; record → Record<string, unknown>; arrays →
 * T[]; domains → their base type; enums, composite types and row types of `public` →
 * references into Database; enums elsewhere → the union of their labels; anything else → unknown.
 *
 * Names are sorted by code point (the CLI uses localeCompare), so the output does not depend
 * on the machine's locale.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { startServer } from '../src/server/server.ts';

export const OUTPUT_PATH = path.resolve(import.meta.dirname, '../src/shared/database.types.ts');

const SCHEMA = 'public';
const POSTGREST_VERSION = '12';
const API_ROLES = ['anon', 'authenticated', 'service_role'];

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

interface PgType {
  oid: string;
  name: string;
  schema: string;
  typtype: string;
  category: string;
  elem: string;
  base: string;
  notNull: boolean;
  /** The relation behind a row type ('' for other types). */
  relid: string;
  relkind: string;
  relname: string;
}

interface PgColumn {
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  identity: string;
  updatable: boolean;
}

interface PgRelation {
  oid: string;
  name: string;
  /** r table, p partitioned table, f foreign table, v view, m materialized view, c composite type */
  kind: string;
  updatable: boolean;
  columns: PgColumn[];
}

interface PgForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

interface PgArgument {
  name: string;
  type: string;
  mode: string;
  hasDefault: boolean;
}

interface PgFunction {
  name: string;
  returnType: string;
  returnsSet: boolean;
  args: PgArgument[];
}

export interface Catalog {
  types: Map<string, PgType>;
  enumLabels: Map<string, string[]>;
  relations: PgRelation[];
  foreignKeys: PgForeignKey[];
  functions: PgFunction[];
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = <T extends { name: string }>(a: T, b: T) => byCodePoint(a.name, b.name);
const parseJsonList = (text: string | null): string[] =>
  text === null ? [] : (JSON.parse(text) as unknown[]).map(String);

/** Reads what the generator needs from pg_catalog. */
export async function introspect(query: Query): Promise<Catalog> {
  const types = await query<Omit<PgType, 'notNull'> & { not_null: boolean }>(`
    select t.oid::text as oid, t.typname as name, n.nspname as schema,
      t.typtype::text as typtype, t.typcategory::text as category, t.typelem::text as elem,
      t.typbasetype::text as base, t.typnotnull as not_null, t.typrelid::text as relid,
      coalesce(c.relkind::text, '') as relkind, coalesce(c.relname::text, '') as relname
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    left join pg_class c on c.oid = t.typrelid`);
  const enumRows = await query<{ type: string; label: string }>(`
    select enumtypid::text as type, enumlabel::text as label
    from pg_enum order by enumtypid, enumsortorder`);
  const relationRows = await query<{ oid: string; name: string; kind: string; updatable: boolean }>(
    `select c.oid::text as oid, c.relname::text as name, c.relkind::text as kind,
       (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')`,
    [SCHEMA],
  );
  const columnRows = await query<{
    relation: string;
    name: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
    identity: string;
    updatable: boolean;
  }>(
    `select a.attrelid::text as relation, a.attname::text as name, a.atttypid::text as type,
       a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity::text as identity,
       c.relkind in ('v', 'm') and pg_column_is_updatable(a.attrelid, a.attnum, false) as updatable
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')
       and a.attnum > 0 and not a.attisdropped`,
    [SCHEMA],
  );
  const foreignKeyRows = await query<{
    name: string;
    relation: string;
    columns: string;
    referenced_relation: string;
    referenced_columns: string;
    one_to_one: boolean;
  }>(
    `select con.conname::text as name, src.relname::text as relation,
       (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum)::text as columns,
       dst.relname::text as referenced_relation,
       (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)::text
         as referenced_columns,
       exists (
         select 1 from pg_constraint u
         where u.conrelid = con.conrelid and u.contype in ('p', 'u')
           and u.conkey @> con.conkey and u.conkey <@ con.conkey
       ) as one_to_one
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid
     join pg_namespace srcn on srcn.oid = src.relnamespace
     join pg_class dst on dst.oid = con.confrelid
     join pg_namespace dstn on dstn.oid = dst.relnamespace
     where con.contype = 'f' and srcn.nspname = $1 and dstn.nspname = $1`,
    [SCHEMA],
  );
  const functionRows = await query<{
    name: string;
    return_type: string;
    returns_set: boolean;
    in_types: string;
    all_types: string | null;
    modes: string | null;
    names: string | null;
    defaults: number;
  }>(
    `select p.proname::text as name, p.prorettype::text as return_type, p.proretset as returns_set,
       to_json(p.proargtypes::oid[])::text as in_types, to_json(p.proallargtypes)::text as all_types,
       to_json(p.proargmodes)::text as modes, to_json(p.proargnames)::text as names,
       p.pronargdefaults::int as defaults
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
       and not exists (
         select 1 from pg_depend d
         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
       )
       and exists (
         select 1 from unnest($2::text[]) r(role) where has_function_privilege(r.role, p.oid, 'execute')
       )`,
    [SCHEMA, API_ROLES],
  );

  const relations = relationRows.map((r) => ({ ...r, columns: [] as PgColumn[] }));
  const relationByOid = new Map(relations.map((r) => [r.oid, r]));
  for (const c of columnRows) {
    relationByOid.get(c.relation)?.columns.push({
      name: c.name,
      type: c.type,
      notNull: c.not_null,
      hasDefault: c.has_default,
      identity: c.identity,
      updatable: c.updatable,
    });
  }

  const enumLabels = new Map<string, string[]>();
  for (const { type, label } of enumRows)
    enumLabels.set(type, [...(enumLabels.get(type) ?? []), label]);

  const functions = functionRows.map((f): PgFunction => {
    const types = f.all_types === null ? parseJsonList(f.in_types) : parseJsonList(f.all_types);
    const modes = f.modes === null ? types.map(() => 'i') : parseJsonList(f.modes);
    const names = parseJsonList(f.names);
    const args = types.map((type, i) => ({
      name: names[i] ?? '',
      type,
      mode: modes[i],
      hasDefault: false,
    }));
    // The last `defaults` input arguments have defaults.
    const inputs = args.filter((a) => isInput(a.mode));
    inputs.slice(inputs.length - f.defaults).forEach((a) => (a.hasDefault = true));
    return { name: f.name, returnType: f.return_type, returnsSet: f.returns_set, args };
  });

  return {
    types: new Map(types.map(({ not_null, ...t }) => [t.oid, { ...t, notNull: not_null }])),
    enumLabels,
    relations,
    foreignKeys: foreignKeyRows.map((k) => ({
      name: k.name,
      relation: k.relation,
      columns: parseJsonList(k.columns),
      referencedRelation: k.referenced_relation,
      referencedColumns: parseJsonList(k.referenced_columns),
      isOneToOne: k.one_to_one,
    })),
    functions,
  };
}

const isInput = (mode: string) => mode === 'i' || mode === 'b' || mode === 'v';
const isOutput = (mode: string) => mode === 'o' || mode === 'b' || mode === 't';

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
  'inet',
]);
const TABLE_KINDS = new Set(['r', 'p', 'f']);
const VIEW_KINDS = new Set(['v', 'm']);

const str = (value: string) => JSON.stringify(value);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : str(name));
const publicRef = (...path: string[]) =>
  `Database[${str(SCHEMA)}]${path.map((p) => `[${str(p)}]`).join('')}`;

function tsType(catalog: Catalog, oid: string): string {
  const type = catalog.types.get(oid);
  if (!type) return 'unknown';
  if (type.typtype === 'd') return tsType(catalog, type.base);
  if (type.category === 'A' && type.elem !== '0') {
    const element = tsType(catalog, type.elem);
    return element.includes('|') ? `(${element})[]` : `${element}[]`;
  }
  if (type.typtype === 'e') {
    if (type.schema === SCHEMA) return publicRef('Enums', type.name);
    return (catalog.enumLabels.get(oid) ?? []).map(str).join(' | ') || 'never';
  }
  if (type.typtype === 'c') {
    if (type.schema !== SCHEMA) return 'unknown';
    if (type.relkind === 'c') return publicRef('CompositeTypes', type.name);
    if (TABLE_KINDS.has(type.relkind)) return publicRef('Tables', type.relname, 'Row');
    if (VIEW_KINDS.has(type.relkind)) return publicRef('Views', type.relname, 'Row');
    return 'unknown';
  }
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

function isNullable(catalog: Catalog, column: PgColumn): boolean {
  if (column.notNull) return false;
  // A NOT NULL domain (or a domain over one) never holds null.
  for (let type = catalog.types.get(column.type); type?.typtype === 'd';) {
    if (type.notNull) return false;
    type = catalog.types.get(type.base);
  }
  return true;
}

const objectType = (members: string[]) => `{\n${members.join('\n')}\n}`;
const orEmpty = (members: string[]) =>
  objectType(members.length ? members : ['[_ in never]: never']);

function rowMembers(catalog: Catalog, relation: PgRelation): string[] {
  return [...relation.columns]
    .sort(byName)
    .map(
      (c) => `${key(c.name)}: ${tsType(catalog, c.type)}${isNullable(catalog, c) ? ' | null' : ''}`,
    );
}

function renderTable(catalog: Catalog, table: PgRelation, computed: string[]): string {
  const columns = [...table.columns].sort(byName);
  const type = (c: PgColumn) =>
    `${tsType(catalog, c.type)}${isNullable(catalog, c) ? ' | null' : ''}`;
  const insert = columns.map((c) => {
    if (c.identity === 'a') return `${key(c.name)}?: never`;
    const optional = isNullable(catalog, c) || c.identity !== '' || c.hasDefault;
    return `${key(c.name)}${optional ? '?' : ''}: ${type(c)}`;
  });
  const update = columns.map((c) =>
    c.identity === 'a' ? `${key(c.name)}?: never` : `${key(c.name)}?: ${type(c)}`,
  );
  const relationships = catalog.foreignKeys
    .filter((k) => k.relation === table.name)
    .sort(
      (a, b) =>
        byCodePoint(a.name, b.name) ||
        byCodePoint(a.referencedRelation, b.referencedRelation) ||
        byCodePoint(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
    )
    .map((k) =>
      objectType([
        `foreignKeyName: ${str(k.name)}`,
        `columns: ${JSON.stringify(k.columns)}`,
        `isOneToOne: ${k.isOneToOne}`,
        `referencedRelation: ${str(k.referencedRelation)}`,
        `referencedColumns: ${JSON.stringify(k.referencedColumns)}`,
      ]),
    );
  return `${key(table.name)}: ${objectType([
    `Row: ${objectType([...rowMembers(catalog, table), ...computed])}`,
    `Insert: ${objectType(insert)}`,
    `Update: ${objectType(update)}`,
    `Relationships: [${relationships.join(',\n')}]`,
  ])}`;
}

function renderView(catalog: Catalog, view: PgRelation): string {
  const members = [`Row: ${objectType(rowMembers(catalog, view))}`];
  if (view.updatable) {
    const writable = [...view.columns]
      .sort(byName)
      .map((c) =>
        c.updatable
          ? `${key(c.name)}?: ${tsType(catalog, c.type)} | null`
          : `${key(c.name)}?: never`,
      );
    members.push(`Insert: ${objectType(writable)}`, `Update: ${objectType(writable)}`);
  }
  members.push('Relationships: []');
  return `${key(view.name)}: ${objectType(members)}`;
}

/** The public table or view whose row type `oid` is, if any. */
function rowRelation(catalog: Catalog, oid: string): PgRelation | undefined {
  const type = catalog.types.get(oid);
  if (!type || type.typtype !== 'c' || type.schema !== SCHEMA || type.relkind === 'c') return;
  return catalog.relations.find((r) => r.oid === type.relid);
}

function renderFunction(catalog: Catalog, fn: PgFunction): string {
  const inputs = fn.args.filter((a) => isInput(a.mode)).sort(byName);
  const args = inputs.length
    ? objectType(
        inputs.map(
          (a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(catalog, a.type)} | null`,
        ),
      )
    : 'never';
  const set = fn.returnsSet ? '[]' : '';
  const outputs = fn.args.filter((a) => isOutput(a.mode)).sort(byName);
  const members = [`Args: ${args}`];
  const returned = rowRelation(catalog, fn.returnType);
  if (outputs.length) {
    const row = objectType(outputs.map((a) => `${key(a.name)}: ${tsType(catalog, a.type)}`));
    members.push(`Returns: ${row}${set}`);
  } else if (returned) {
    const from = inputs.length === 1 ? rowRelation(catalog, inputs[0].type)?.name : undefined;
    members.push(
      `Returns: ${objectType(rowMembers(catalog, returned))}${set}`,
      `SetofOptions: ${objectType([
        `from: ${str(from ?? '*')}`,
        `to: ${str(returned.name)}`,
        `isOneToOne: ${!fn.returnsSet}`,
        `isSetofReturn: ${fn.returnsSet}`,
      ])}`,
    );
  } else {
    const type = tsType(catalog, fn.returnType);
    members.push(`Returns: ${set && type.includes('|') ? `(${type})` : type}${set}`);
  }
  return objectType(members);
}

/** The unformatted TypeScript for a catalog. */
export function renderDatabaseTypes(catalog: Catalog): string {
  const relations = [...catalog.relations].sort(byName);
  const tables = relations.filter((r) => TABLE_KINDS.has(r.kind));
  const views = relations.filter((r) => VIEW_KINDS.has(r.kind));
  const composites = relations.filter((r) => r.kind === 'c');
  // Only what PostgREST can call: all input arguments named, or a single one.
  const functions = catalog.functions.filter((fn) => {
    const inputs = fn.args.filter((a) => isInput(a.mode));
    return inputs.length === 1 || inputs.every((a) => a.name !== '');
  });

  // Computed fields: a function taking one row of a table appears as a column of that table.
  const computed = new Map<string, string[]>();
  for (const fn of [...functions].sort(byName)) {
    const inputs = fn.args.filter((a) => isInput(a.mode));
    const table = inputs.length === 1 ? rowRelation(catalog, inputs[0].type) : undefined;
    if (!table || !TABLE_KINDS.has(table.kind)) continue;
    const members = computed.get(table.name) ?? [];
    members.push(`${key(fn.name)}: ${tsType(catalog, fn.returnType)} | null`);
    computed.set(table.name, members);
  }

  const functionsByName = new Map<string, string[]>();
  for (const fn of functions) {
    functionsByName.set(fn.name, [
      ...(functionsByName.get(fn.name) ?? []),
      renderFunction(catalog, fn),
    ]);
  }
  const functionMembers = [...functionsByName]
    .sort(([a], [b]) => byCodePoint(a, b))
    .map(([name, overloads]) => `${key(name)}: ${overloads.sort(byCodePoint).join(' | ')}`);

  const enums = [...catalog.types.values()]
    .filter((t) => t.typtype === 'e' && t.schema === SCHEMA)
    .sort(byName)
    .map((t) => `${key(t.name)}: ${(catalog.enumLabels.get(t.oid) ?? []).map(str).join(' | ')}`);

  const compositeMembers = composites.map(
    (c) =>
      `${key(c.name)}: ${objectType(
        c.columns.map((a) => `${key(a.name)}: ${tsType(catalog, a.type)} | null`),
      )}`,
  );

  return `${HEADER}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${str(POSTGREST_VERSION)}
  }
  ${key(SCHEMA)}: {
    Tables: ${orEmpty(tables.map((t) => renderTable(catalog, t, computed.get(t.name) ?? [])))}
    Views: ${orEmpty(views.map((v) => renderView(catalog, v)))}
    Functions: ${orEmpty(functionMembers)}
    Enums: ${orEmpty(enums)}
    CompositeTypes: ${orEmpty(compositeMembers)}
  }
}
${HELPERS}`;
}

const HEADER = `// Generated by \`npm run gen:db-types\` (scripts/gen-db-types.ts) from supabase/migrations/.
// Do not edit by hand: change a migration and run it again (a unit test fails while this file
// is out of date). The rules for what is included are described in that script.
`;

// The helper types \`supabase gen types typescript\` prints after the Database type.
const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, '${SCHEMA}'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never
`;

/** Formats like `npx prettier --write` on the output file (the repo's Prettier config). */
export async function formatTypes(source: string): Promise<string> {
  const config = await resolveConfig(OUTPUT_PATH);
  return format(source, { ...config, filepath: OUTPUT_PATH });
}

/**
 * The contents src/shared/database.types.ts should have: starts the embedded backend on an empty
 * temp data dir (all migrations applied), reads its catalog and renders it.
 */
export async function generateDatabaseTypes(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gen-db-types-'));
  try {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      serveWeb: false,
      env: {},
      quiet: true,
    });
    try {
      return await formatTypes(renderDatabaseTypes(await introspect(server.sql)));
    } finally {
      await server.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A short line diff (longest common subsequence) for --check. */
export function diffSummary(expected: string, actual: string, maxLines = 40): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: string[] = [];
  let removed = 0;
  let added = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i][j + 1] >= lcs[i + 1][j])) {
      added++;
      if (out.length < maxLines) out.push(`+ ${j + 1}: ${b[j]}`);
      j++;
    } else {
      removed++;
      if (out.length < maxLines) out.push(`- ${i + 1}: ${a[i]}`);
      i++;
    }
  }
  const more = added + removed > out.length ? [`… and ${added + removed - out.length} more`] : [];
  return [`${removed} line(s) removed, ${added} added:`, ...out, ...more].join('\n');
}

async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const generated = await generateDatabaseTypes();
  const relative = path.relative(process.cwd(), OUTPUT_PATH);
  const committed = await readFile(OUTPUT_PATH, 'utf8').catch(() => null);
  if (check) {
    if (committed === generated) {
      console.log(`${relative} is up to date.`);
      return 0;
    }
    console.error(`${relative} is out of date; regenerate with npm run gen:db-types.`);
    console.error(committed === null ? '(the file is missing)' : diffSummary(committed, generated));
    return 1;
  }
  if (committed === generated) console.log(`${relative} is already up to date.`);
  else {
    await writeFile(OUTPUT_PATH, generated);
    console.log(`Wrote ${relative}.`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
