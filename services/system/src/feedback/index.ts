import { FeedbackController, FeedbackTypeController } from './feedback.controller.js';
import { FeedbackService, FeedbackTypeService } from './feedback.service.js';
import { FeedbackTypeSeeder } from './feedback-type-seeder.js';

export { FEEDBACK_ENTITIES } from './feedback.entity.js';
/** User feedback (/FeedbackType, /FeedbackList, the send dialog): what the system module registers. */
export const FEEDBACK_CONTROLLERS = [FeedbackTypeController, FeedbackController];
export const FEEDBACK_PROVIDERS = [FeedbackTypeService, FeedbackService, FeedbackTypeSeeder];
