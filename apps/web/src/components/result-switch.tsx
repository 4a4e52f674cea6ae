import { useId } from 'react';
import { useResultPrintStyles } from './use-result-print-styles.ts';

/** One choice of a `ResultSwitch`: its value and what it says. */
export interface ResultSwitchOption {
  value: string;
  label: string;
}

/**
 * A choice on a result page (issue 32): a start group's main ranking or one of its further
 * lists, or the prize category the tables show. Radio buttons looking like a segmented control
 * (Mantine's SegmentedControl, without Mantine: a shared result paints plain, decision 0055);
 * the arrow keys move between them, they wrap on a phone and are left off paper
 * (result-print.css).
 */
export function ResultSwitch({
  label,
  labelHidden = false,
  options,
  value,
  onChange,
}: {
  /** What is chosen ("Visa", "Lista i SRS kölbåt"): the group's accessible name. */
  label: string;
  /** Say `label` to screen readers only (where the heading above already says it). */
  labelHidden?: boolean;
  options: readonly ResultSwitchOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  useResultPrintStyles();
  const id = useId();
  return (
    <div className="result-switch" role="radiogroup" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={labelHidden ? 'visually-hidden' : 'result-switch-label'}>
        {label}
      </span>
      <div className="result-switch-options">
        {options.map((option) => (
          <label key={option.value} className="result-switch-option">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
