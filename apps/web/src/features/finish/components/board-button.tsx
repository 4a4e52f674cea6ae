import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from '../../../components/button-class.ts';

/**
 * A secondary button of the board ("Kod", "Ändra"), one per boat: a plain button with the
 * app's own classes rather than Mantine's, as a list of thirty boats renders sixty of them and
 * a phone on a slow connection should show the list at once.
 */
export function BoardButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={buttonClass('default', { className: `finish-board-button ${className ?? ''}` })}
      {...props}
    />
  );
}
