import { z } from 'zod';
import { requiredText } from './common.ts';
import { messages } from './swedish-errors.ts';

/** The subjects of the feedback form (docs/product.md §5), exactly as shown. */
export const FEEDBACK_SUBJECTS = [
  'Förbättringsförslag',
  'Felrapport',
  'Allmän feedback',
  'Tekniska problem',
  'Övrigt',
] as const;
export type FeedbackSubject = (typeof FEEDBACK_SUBJECTS)[number];

export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;

export const feedbackSubjectSchema = z.enum(FEEDBACK_SUBJECTS, {
  error: (issue) =>
    issue.input === undefined
      ? messages.required
      : issue.input === ''
        ? messages.blank
        : `Välj ett av ämnena: ${FEEDBACK_SUBJECTS.join(', ')}.`,
});

/** `POST /api/feedback/`: anyone may send it, signed in or not. */
export const feedbackCreateSchema = z.strictObject({
  subject: feedbackSubjectSchema,
  message: requiredText(FEEDBACK_MESSAGE_MAX_LENGTH),
});
export type FeedbackCreateInput = z.input<typeof feedbackCreateSchema>;

/** The answer to a sent feedback. */
export const feedbackSchema = z.object({
  id: z.number(),
  subject: z.string(),
  message: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** One feedback in the staff inbox (`GET /api/feedback/`), newest first. */
export const feedbackInboxItemSchema = feedbackSchema.extend({
  user: z.number().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
  /** When staff marked it handled, or null. */
  handled_at: z.string().nullable(),
});
export type FeedbackInboxItem = z.infer<typeof feedbackInboxItemSchema>;

/** `GET /api/feedback/?handled=0|1`: only unhandled (0) or handled (1) messages. */
export const feedbackListQuerySchema = z.object({
  handled: z.enum(['0', '1'], { error: 'Ange 0 eller 1.' }).optional(),
});

/** `PATCH /api/feedback/{id}/` (staff): mark a message handled or not. */
export const feedbackUpdateSchema = z.strictObject({
  handled: z.boolean({
    error: (issue) => (issue.input === undefined ? messages.required : 'Ange true eller false.'),
  }),
});
export type FeedbackUpdateInput = z.input<typeof feedbackUpdateSchema>;
