import { Inject } from '@nestjs/common';
import { recordOwner, TisError, type VerifyRecordRow, type WorkflowDefinition } from '@tis/contracts';
import { applyTransition, claimRecordFiles, DATA_SOURCE, DocumentRead, EventBus, findOnePlanned, type RequestUser, SERVICE_CLIENT, type ServiceClient, type Transaction, verifyHistory } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { canRead, type ScopedDocument, waitingForApproval } from './document-access.js';
import { type DocumentActor, DocumentActors } from './document-actors.js';
import { Favorite } from './favorite.entity.js';

/** What a document kind is to the kernel: its entity, its workflow and the api its action keys name. */
export interface DocumentKind<E extends ScopedDocument> {
  entity: new () => E;
  workflow: WorkflowDefinition;
  /** The api the kind's routes are called under (/tis/api/<base>): the action keys' headApi is matched against it. */
  apiPath: string;
}

/**
 * What every document kind of the case rules does the same way (repair cases, claim cases, and the
 * kinds to come): the caller as an actor with the kind's action keys, reading one document (404 for
 * what the caller may not see), who may read its files, its verify history, what waits for the
 * caller's approval, claiming its uploads, and deleting it with what belongs to it. A kind's service
 * names its kind and adds its lists, its writes and its answers; it takes the collaborators injected
 * here (no constructor of its own).
 */
export abstract class DocumentKindService<E extends ScopedDocument> {
  /** The kind's entity, workflow and api. */
  protected abstract readonly kind: DocumentKind<E>;

  constructor(
    @Inject(DATA_SOURCE) protected readonly ds: DataSource,
    @Inject(EventBus) protected readonly bus: EventBus,
    @Inject(DocumentActors) protected readonly actors: DocumentActors,
    @Inject(SERVICE_CLIENT) protected readonly services: ServiceClient,
  ) {}

  actor(user: RequestUser): Promise<DocumentActor> {
    return this.actors.of(user, this.kind.apiPath);
  }

  /** The document if the caller may read it; 404 otherwise (whether it exists is not told). */
  async readable(id: string, actor: DocumentActor, manager: EntityManager = this.ds.manager): Promise<E> {
    const row = await findOnePlanned(manager, this.kind.entity, { where: { id } });
    if (!row || !canRead(row, actor)) throw new TisError('notFound');
    return row;
  }

  /** Whether the caller may read the files of a document (the gateway asks before it serves one). */
  async filesReadable(id: string, user: RequestUser): Promise<boolean> {
    const row = await findOnePlanned(this.ds.manager, this.kind.entity, { where: { id } });
    return row !== null && canRead(row, await this.actor(user));
  }

  /** The verify history (the approval details), newest first. */
  async verifyList(id: string, user: RequestUser): Promise<VerifyRecordRow[]> {
    await this.readable(id, await this.actor(user));
    return (await verifyHistory(this.ds.manager, this.kind.workflow.kind, id)) as VerifyRecordRow[];
  }

  /** Documents waiting for the caller's approval (/MyVerify): submitted, pending, of a department they approve, not their own. */
  waiting(actor: DocumentActor, page: { skip: number; take: number }): Promise<{ rows: E[]; total: number }> {
    return waitingForApproval(this.ds.getRepository(this.kind.entity).createQueryBuilder('c'), actor, page);
  }

  /**
   * The uploads a document names belong to it from now on (claimed before it is saved, ADR 0017):
   * only those who may read the document may read them.
   */
  protected claimFiles(id: string, urls: readonly string[]): Promise<void> {
    return claimRecordFiles(this.services, urls, recordOwner('document', this.kind.workflow.kind, id));
  }

  /**
   * Deletes a document (the workflow's `delete`) with its readings, the favorites that name it and
   * what `children` removes (its own rows), in one transaction.
   */
  async remove(id: string, version: number, user: RequestUser): Promise<void> {
    const actor = await this.actor(user);
    await this.readable(id, actor);
    const kind = this.kind.workflow.kind;
    await this.bus.transaction(async (tx) => {
      await applyTransition(tx, this.kind.entity, this.kind.workflow, { id, version, action: 'delete', user: actor });
      await this.removeChildren?.(tx, id);
      await tx.manager.delete(DocumentRead, { documentKind: kind, documentId: id });
      await tx.manager.delete(Favorite, { itemType: kind, itemCode: id });
    });
  }

  /** Rows of the kind's own tables that belong to a deleted document. */
  protected removeChildren?(tx: Transaction, id: string): Promise<void>;
}
