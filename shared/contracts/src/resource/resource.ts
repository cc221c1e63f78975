import type { z } from 'zod';
import type { BaseName } from '../bases.js';
import type { ActionKey, PageKey } from '../permissions.js';
import type { WebTextKey } from '../texts/web-texts.js';

/**
 * An admin resource (a list screen: code, name, a few fields; add, edit, delete) described once and
 * read by the server (shared/nest `resourceController`, `VersionedCrudService`) and the SPA
 * (web `ResourcePage`, `resourceEndpoints`). Pure data and zod schemas: no server or React code.
 */

/** How a table cell shows a value: as it is, a 0/1 flag as yes / no, an ISO time as a date and time. */
export type ColumnKind = 'text' | 'flag' | 'date';

export interface ColumnHint {
  width?: number;
  ellipsis?: boolean;
  /** 'text' when not given. */
  kind?: ColumnKind;
  /** Stays in view at the left while a wide table scrolls (what identifies a row: a VIN). */
  fixed?: boolean;
}

/** One choice of a select: its value and the text key of its label. */
export interface ResourceOption {
  value: string | number;
  label: WebTextKey;
}

/**
 * How the add / edit dialog asks for a value. Whether it is required, and its limits, come from
 * the create and update schemas; a field of the create schema that the update schema lacks (a
 * code) is fixed once created.
 */
export type FormHint =
  | { input: 'text' | 'textarea'; maxLength?: number }
  | { input: 'number'; min?: number; max?: number }
  | { input: 'switch' }
  | { input: 'select'; options: readonly ResourceOption[] }
  /** A list of codes the user types (each becomes a tag); the value is a string array. */
  | { input: 'tags'; maxCount?: number; placeholder?: WebTextKey };

/**
 * An equality filter of the filter bar over this field (a query schema key of the same name);
 * `label` when the filter is named otherwise than the field (a VIN prefix …).
 */
export type FilterHint = ({ input: 'text' } | { input: 'select'; options: readonly ResourceOption[] }) & { label?: WebTextKey };

export interface ResourceField<Name extends string = string> {
  name: Name;
  label: WebTextKey;
  /** The table column; not shown when absent. */
  column?: ColumnHint;
  /** The dialog's input; not in the dialog when absent. */
  form?: FormHint;
  filter?: FilterHint;
  /** A hint under the dialog's input (what the value does); not shown while the value is fixed (a code when editing). */
  hint?: WebTextKey;
}

/** Which action key (spec section 6) each write needs; a write without one needs the page. */
export interface ResourceActions {
  create?: ActionKey;
  update?: ActionKey;
  remove?: ActionKey;
  /** The Excel import (spec section 6 keys it 'import'). */
  import?: ActionKey;
  /** The Excel export and its template. */
  export?: ActionKey;
}

/**
 * The Excel export, import and template of a resource (spec sections 5 and 9), when it has them:
 * `GET <path>/export` (the rows of the list's keyword and filters), `GET <path>/template` (the
 * header row) and `POST <path>/import` (all rows or none; a row whose code exists changes that row,
 * any other row is added). The header row holds the columns' labels in the caller's language.
 */
export interface ResourceExcel<Column extends string = string> {
  /** Names the files: `<fileName>-<date>.xlsx` and `<fileName>-template.xlsx` (letters, digits and '-'). */
  fileName: string;
  /** The columns, in order (keys of the row and of the create body); default: the fields with a dialog input. */
  columns?: readonly Column[];
}

/** Row schema keys every resource row has (VersionedEntity): id, version, who changed it when. */
export const RESOURCE_ROW_META = ['id', 'version', 'updatedAt', 'updatedBy'] as const;

type Keys<S extends z.ZodObject> = Extract<keyof z.infer<S>, string>;

export interface ResourceDescriptor<
  Row extends z.ZodObject = z.ZodObject,
  Query extends z.ZodObject = z.ZodObject,
  Create extends z.ZodObject = z.ZodObject,
  Update extends z.ZodObject = z.ZodObject,
  Option extends z.ZodObject = z.ZodObject,
> {
  /** A short name: the controller's and the cache tag's ('post' → PostResourceController). */
  name: string;
  /** What a row is, in English, for the API summaries ("a post"). */
  noun: string;
  /** The service base and the path under it: the routes are /tis/api/<base>/<path>/…. */
  base: BaseName;
  path: string;
  /** The screen's page key (spec section 6): the list and every write without an action key need it. */
  page: PageKey;
  /** The list is also other screens' dropdown (spec section 7: pageNo 1, pageSize 999): any signed-in user reads it; the writes keep the page. */
  listForAll?: boolean;
  /** Other pages whose users read the list (it is their dropdown: the translation screens' languages); the writes keep the page. */
  listPages?: readonly PageKey[];
  /** Other screens of the same rows (/EpcConfig beside /vehicleModelConf): their users read and write them like the page's. */
  sharedPages?: readonly PageKey[];
  actions?: ResourceActions;
  /**
   * A write with an action key needs the page as well (a role that reads the page but lacks the
   * action, or holds the action for other screens but not the page, is refused): for screens every
   * reader has (/Laws) whose writes are kept to some of them. Default: the action alone.
   */
  actionsNeedPage?: boolean;
  /** The row (view), the list query, the create and the update (with `version`) bodies. */
  row: Row;
  query: Query;
  create: Create;
  update: Update;
  /** Columns, dialog inputs and filters, in screen order. */
  fields: readonly ResourceField<Keys<Row> | Keys<Create>>[];
  /** Columns the keyword matches (contains, `%` and `_` literally). */
  keywordFields: readonly Keys<Row>[];
  /** Codes unique regardless of case (409002 "coding repeated"). */
  codeFields: readonly Keys<Create>[];
  /**
   * One row per code and language (spec section 3: langCode + name): the field holding the language.
   * A code is unique per language, and the list shows one language: the query's value of this field, else the caller's (Language header).
   */
  languageField?: Keys<Row> & Keys<Create> & Keys<Query>;
  /**
   * Fields that identify a row together with its code (a series' module, a model's market): a code is
   * repeated once per value of these fields, and 409002 answers a code repeated with the same values.
   */
  codeScope?: readonly Keys<Create>[];
  /** The list's order (default: the first code ascending); `createdAt` is when a row was added (every resource table has it). */
  order?: readonly (readonly [Keys<Row> | 'createdAt', 'ASC' | 'DESC'])[];
  /** When a delete is refused with 409003 (the service's `references` hook); none when absent. */
  inUseWhen?: string;
  /** `GET <path>/options`: every row's option fields for other screens' dropdowns, for any signed-in user. */
  options?: { schema: Option; limit: number };
  /** The Excel export, import and template (resource-excel.ts); none when absent. */
  excel?: ResourceExcel<Keys<Row> & Keys<Create>>;
  /** Texts of the screen (`keyword`: the keyword box's placeholder, unused without keyword fields). */
  texts: { title: WebTextKey; add: WebTextKey; edit: WebTextKey; keyword: WebTextKey };
}

/** Declares a resource; the identity, typed (fields, keyword and code columns are checked against the schemas). */
export function defineResource<Row extends z.ZodObject, Query extends z.ZodObject, Create extends z.ZodObject, Update extends z.ZodObject, Option extends z.ZodObject = z.ZodObject>(
  descriptor: ResourceDescriptor<Row, Query, Create, Update, Option>,
): ResourceDescriptor<Row, Query, Create, Update, Option> {
  return descriptor;
}

export type RowOf<D extends ResourceDescriptor> = z.infer<D['row']>;
export type QueryOf<D extends ResourceDescriptor> = z.infer<D['query']>;
export type CreateOf<D extends ResourceDescriptor> = z.input<D['create']>;
export type UpdateOf<D extends ResourceDescriptor> = z.input<D['update']>;
export type OptionOf<D extends ResourceDescriptor> = NonNullable<D['options']> extends { schema: infer S extends z.ZodObject } ? z.infer<S> : never;

/** The API path of a resource's routes, under /tis/api: `<base>/<path>`. */
export function resourcePath(descriptor: Pick<ResourceDescriptor, 'base' | 'path'>): string {
  return `${descriptor.base}/${descriptor.path}`;
}
