import { openFeedbackModal } from '../stores/feedback-modal.ts';

/** The floating feedback tab on the right edge (hidden on small screens; docs/product.md §15). */
export function FeedbackTab({ onIntent }: { onIntent?: () => void }) {
  return (
    <button
      type="button"
      className="feedback-tab"
      aria-label="Feedback"
      onClick={openFeedbackModal}
      onMouseEnter={onIntent}
      onFocus={onIntent}
    >
      Feedback
    </button>
  );
}
