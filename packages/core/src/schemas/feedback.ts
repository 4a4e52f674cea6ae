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
});
export type FeedbackInboxItem = z.infer<typeof feedbackInboxItemSchema>;
