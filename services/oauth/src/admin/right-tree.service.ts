import { Inject, Injectable } from '@nestjs/common';
import { businessError, CUSTOM_RIGHT_ITEM_START, type RightCreate, type RightNode, type RightUpdate, TisError } from '@tis/contracts';
import { DATA_SOURCE, isUniqueViolation } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { RightItem, RoleRight } from '../accounts/account.entities.js';

function node(item: RightItem): RightNode {
  return {
    itemId: item.itemId,
    parentItemId: item.parentItemId,
    name: item.name,
    funLink: item.funLink,
    headApi: item.headApi,
    sortNo: item.sortNo,
    builtIn: item.itemId < CUSTOM_RIGHT_ITEM_START,
    children: [],
  };
}

/** Nested nodes from the flat rows, siblings by sortNo then itemId; orphans count as roots. */
export function buildRightTree(items: readonly RightItem[]): RightNode[] {
  const nodes = new Map(items.map((item) => [item.itemId, node(item)]));
  const roots: RightNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentItemId === null ? undefined : nodes.get(n.parentItemId);
    if (parent && parent !== n) parent.children.push(n);
    else roots.push(n);
  }
  const order = (list: RightNode[]): void => {
    list.sort((a, b) => a.sortNo - b.sortNo || a.itemId - b.itemId);
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}

/** Two administrators adding items at the same moment may pick the same id: the loser tries again. */
const CREATE_ATTEMPTS = 5;

/**
 * The permission tree (/baseinfoauthority; spec section 6): a root with children, each item with a
 * funLink and, for actions, a headApi. Item ids are given by the server. The built-in tree (ids
 * below CUSTOM_RIGHT_ITEM_START) is what the code's page and action keys rely on, and the seeder
 * restores missing built-in items at start: those items keep their funLink and are not deleted.
 */
@Injectable()
export class RightTreeService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async tree(): Promise<RightNode[]> {
    return buildRightTree(await this.ds.getRepository(RightItem).find());
  }

  async create(actor: string, input: RightCreate): Promise<RightNode> {
    const repo = this.ds.getRepository(RightItem);
    if (!(await repo.existsBy({ itemId: input.parentItemId }))) throw businessError('accounts.rightParentNotFound');
    for (let attempt = 1; ; attempt++) {
      const itemId = await this.nextItemId(this.ds.manager);
      const item = repo.create({
        itemId,
        parentItemId: input.parentItemId,
        name: input.name,
        funLink: input.funLink,
        headApi: input.headApi ?? null,
        sortNo: input.sortNo,
        createdBy: actor,
        updatedBy: actor,
      });
      try {
        await repo.insert(item);
        return node(item);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  async update(actor: string, itemId: number, input: RightUpdate): Promise<RightNode> {
    const repo = this.ds.getRepository(RightItem);
    const item = await this.find(itemId);
    if (item.itemId < CUSTOM_RIGHT_ITEM_START && item.funLink !== input.funLink) throw businessError('accounts.rightBuiltIn');
    await repo.update({ itemId }, { name: input.name, funLink: input.funLink, headApi: input.headApi ?? null, sortNo: input.sortNo, updatedBy: actor });
    return node(await this.find(itemId));
  }

  /** A leaf only (a node with children is in use, 409003); roles lose the right with it. */
  async remove(itemId: number): Promise<void> {
    const item = await this.find(itemId);
    if (item.itemId < CUSTOM_RIGHT_ITEM_START) throw businessError('accounts.rightBuiltIn');
    await this.ds.transaction(async (manager) => {
      if (await manager.existsBy(RightItem, { parentItemId: itemId })) throw new TisError('inUse');
      await manager.delete(RoleRight, { itemId });
      await manager.delete(RightItem, { itemId });
    });
  }

  private async find(itemId: number): Promise<RightItem> {
    const item = await this.ds.getRepository(RightItem).findOneBy({ itemId });
    if (!item) throw new TisError('notFound');
    return item;
  }

  private async nextItemId(manager: EntityManager): Promise<number> {
    const row = await manager
      .getRepository(RightItem)
      .createQueryBuilder('r')
      .select('MAX(r.item_id)', 'max')
      .where('r.item_id >= :start', { start: CUSTOM_RIGHT_ITEM_START })
      .getRawOne<{ max: number | string | null }>();
    const max = row?.max === null || row?.max === undefined ? CUSTOM_RIGHT_ITEM_START - 1 : Number(row.max);
    return max + 1;
  }
}
