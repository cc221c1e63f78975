import { Inject, Injectable } from '@nestjs/common';
import {
  type createPostSchema,
  ORGANISATION_OPTIONS_LIMIT,
  type PageQuery,
  type PageResult,
  type PostOption,
  type PostView,
  TisError,
  toSkipTake,
  type updatePostSchema,
} from '@tis/contracts';
import { containsPattern, DATA_SOURCE, isUniqueViolation, LIKE_ESCAPE, sameCode, versionedMeta } from '@tis/nest';
import { Brackets, type DataSource } from 'typeorm';
import type { z } from 'zod';
import { duplicateError, updateVersioned } from './organisation.common.js';
import { Post } from './organisation.entities.js';

function view(row: Post): PostView {
  return { ...versionedMeta(row), postCode: row.postCode, postName: row.postName, remark: row.remark };
}

/** Posts (positions) users hold (/BaseinfoUserPost). */
@Injectable()
export class PostService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: PageQuery): Promise<PageResult<PostView>> {
    const qb = this.ds.getRepository(Post).createQueryBuilder('p');
    if (query.keyword) {
      const kw = containsPattern(query.keyword);
      qb.where(new Brackets((w) => w.where(`p.postCode LIKE :kw ${LIKE_ESCAPE}`, { kw }).orWhere(`p.postName LIKE :kw ${LIKE_ESCAPE}`, { kw })));
    }
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('p.postCode', 'ASC').skip(skip).take(take).getManyAndCount();
    return { list: rows.map(view), total };
  }

  async options(): Promise<PostOption[]> {
    const rows = await this.ds.getRepository(Post).find({
      select: { postCode: true, postName: true },
      order: { postCode: 'ASC' },
      take: ORGANISATION_OPTIONS_LIMIT,
    });
    return rows.map((r) => ({ postCode: r.postCode, postName: r.postName }));
  }

  async create(input: z.infer<typeof createPostSchema>, by: string): Promise<PostView> {
    const repo = this.ds.getRepository(Post);
    if (await repo.existsBy({ postCode: sameCode(input.postCode) })) throw duplicateError('error.codingRepeated');
    try {
      return view(await repo.save(repo.create({ ...input, createdBy: by, updatedBy: by })));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateError('error.codingRepeated');
      throw error;
    }
  }

  async update(id: string, input: z.infer<typeof updatePostSchema>, by: string): Promise<PostView> {
    return this.ds.transaction(async (manager) => {
      await updateVersioned(manager, Post, id, input.version, { postName: input.postName, remark: input.remark, updatedBy: by });
      return view(await manager.findOneByOrFail(Post, { id }));
    });
  }

  /** Accounts keep the post code they had (the oauth service owns them); the user screens show it as it is. */
  async remove(id: string): Promise<void> {
    const result = await this.ds.getRepository(Post).delete({ id });
    if (result.affected !== 1) throw new TisError('notFound');
  }
}
