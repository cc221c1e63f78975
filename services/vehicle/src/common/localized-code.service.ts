import type { PageResult } from '@tis/contracts';
import { sameCode, type VersionedEntity } from '@tis/nest';
import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import type { Caller, CrudBook } from './crud.controller.js';
import { duplicateError, insertUnique, only, pageOf, type Reference, removeUnlessUsed, updateVersioned, whereEqual, whereKeyword } from './vehicle.common.js';

/** A row of a coded text with one row per language. */
export type LocalizedRow = VersionedEntity & { langCode: string };

/** The list of one language (default: the Language header), paged, with a keyword on code and name. */
export interface LocalizedQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string | undefined;
  langCode?: string | undefined;
}

/** A coded text with one row per language: its code and name fields, who refers to the code, its views. */
export interface LocalizedBook<T extends LocalizedRow, C, Q extends LocalizedQuery, V> {
  entity: EntityTarget<T>;
  code: keyof T & string;
  name: keyof T & string;
  /** The rows that name a code: its last language cannot be deleted while one does. */
  usedBy: (code: string) => readonly Reference[];
  views: (rows: T[], manager: EntityManager) => Promise<V[]> | V[];
  /** Conditions of the list beyond language and keyword. */
  filter?: (qb: SelectQueryBuilder<T>, query: Q) => void;
  /** The list's order (default: by code). */
  order?: readonly (keyof T & string)[];
  /**
   * The fields of a new row beyond code and language, checked against what it refers to and
   * against the code's rows in other languages (`others`, none for a new code).
   */
  prepare?: (manager: EntityManager, input: C, others: T[]) => Promise<Partial<T>>;
  /** After a row changed: the fields the code's other languages share with it. */
  changed?: (manager: EntityManager, row: T, by: string) => Promise<void>;
}

/**
 * Coded texts in each language (spec section 3, Kind and Energy: langCode + name; vehicle
 * classifications and car types alike): the lists show one language, the request's unless the
 * screen asks for another; a code is unique per language (regardless of case: a language added to
 * an existing code takes its spelling). A code's last language row cannot be deleted while other
 * rows name the code.
 */
export abstract class LocalizedCodeService<T extends LocalizedRow, C extends { langCode: string }, U extends { version: number }, V, Q extends LocalizedQuery = LocalizedQuery>
  implements CrudBook<Q, C, U, V>
{
  constructor(
    protected readonly ds: DataSource,
    private readonly book: LocalizedBook<T, C, Q, V>,
  ) {}

  async list(query: Q, { lang }: Caller): Promise<PageResult<V>> {
    const { code, name, filter, order = [code] } = this.book;
    const qb = whereEqual(this.ds.getRepository(this.book.entity).createQueryBuilder('t'), { langCode: query.langCode ?? lang });
    filter?.(qb, query);
    whereKeyword(qb, query.keyword, [code, name]);
    order.forEach((field, i) => (i === 0 ? qb.orderBy(`t.${field}`, 'ASC') : qb.addOrderBy(`t.${field}`, 'ASC')));
    const [rows, total] = await pageOf(qb, query);
    return { list: await this.book.views(rows, this.ds.manager), total };
  }

  async create(input: C, { userCode: by }: Caller): Promise<V> {
    const { entity, code } = this.book;
    return this.ds.transaction(async (m) => {
      const others = await m.findBy(entity, { [code]: sameCode(String((input as Record<string, unknown>)[code])) } as FindOptionsWhere<T>);
      if (others.some((row) => row.langCode.toLowerCase() === input.langCode.toLowerCase())) throw duplicateError();
      const fields = (await this.book.prepare?.(m, input, others)) ?? {};
      const spelling = others[0] === undefined ? {} : { [code]: others[0][code] };
      const row = await insertUnique(m, entity, { ...input, ...fields, ...spelling, createdBy: by, updatedBy: by } as unknown as Partial<T>);
      return only(await this.book.views([row], m));
    });
  }

  async update(id: string, input: U, { userCode: by }: Caller): Promise<V> {
    const { version, ...fields } = input;
    return this.ds.transaction(async (m) => {
      const row = await updateVersioned(m, this.book.entity, id, version, { ...fields, updatedBy: by } as unknown as Partial<T>);
      await this.book.changed?.(m, row, by);
      return only(await this.book.views([row], m));
    });
  }

  async remove(id: string): Promise<void> {
    const { entity, code, usedBy } = this.book;
    await this.ds.transaction((m) =>
      removeUnlessUsed(m, entity, id, async (row) => {
        const value = String(row[code]);
        // The code's other languages keep it alive: only its last row is guarded.
        const rows = await m.countBy(entity, { [code]: value } as FindOptionsWhere<T>);
        return rows > 1 ? [] : usedBy(value);
      }),
    );
  }
}
