import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { bulletinWorkflow, documentEvent, PUBLISH_STATE, USER_MESSAGE_PARAM_MAX_LENGTH, userMessageRequest } from '@tis/contracts';
import { EventBus, SERVICE_CLIENT, type ServiceClient, userAudience } from '@tis/nest';
import { UserMessageService } from '../messages/user-message.service.js';
import { brandsOf, Bulletin, userTypesOf } from './bulletin.entity.js';

/**
 * New notices reach the message centre (issue 16): when a notice is published, every active account
 * it targets (its user types, and one of its brands unless it names none) gets a message in
 * /MyMessage that links to it — the author excepted. The messages are written with the record of
 * the publish event, so a redelivered event sends nothing twice.
 */
@Injectable()
export class BulletinMessenger implements OnModuleInit {
  constructor(
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(UserMessageService) private readonly messages: UserMessageService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe(documentEvent(bulletinWorkflow.kind, 'publish', bulletinWorkflow.service), 'bulletin-messages', async (transition, { manager, event }) => {
      const row = await manager.findOneBy(Bulletin, { id: transition.documentId });
      // Deleted or cancelled again before the event arrived: nobody is told about it.
      if (!row || row.publishState !== PUBLISH_STATE.published) return;
      const receivers = (await this.audience(row)).filter((code) => code.toLowerCase() !== row.authorCode.toLowerCase());
      if (receivers.length === 0) return;
      const request = userMessageRequest(
        { receivers, messageType: 'system', textKey: 'userMessage.bulletinPublished', params: { title: row.title.slice(0, USER_MESSAGE_PARAM_MAX_LENGTH) }, link: `/BulletinDetail?id=${row.id}` },
        new Date(transition.occurredAt),
      );
      await this.messages.deliver(manager, request, event);
    });
  }

  /** Every active account the notice targets (its user types and brands). */
  private audience(row: Bulletin): Promise<string[]> {
    return userAudience(this.services, { userTypes: userTypesOf(row), brandCodes: brandsOf(row) });
  }
}
