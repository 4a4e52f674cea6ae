import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultTools } from './result-tools.tsx';
import { renderWithProviders } from '../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ResultTools', () => {
  it('offers the CSV as a plain download link and prints on "Skriv ut"', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<ResultTools csvHref="/api/sailings/5/results/?format=csv" />);
    const link = screen.getByRole('link', { name: 'Ladda ner CSV' });
    expect(link).toHaveAttribute('href', '/api/sailings/5/results/?format=csv');
    expect(link).toHaveAttribute('download');
    expect(print).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Skriv ut' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('leaves the link out where visitors may not read the CSV', () => {
    renderWithProviders(<ResultTools csvHref={null} />);
    expect(screen.queryByRole('link', { name: 'Ladda ner CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skriv ut' })).toBeInTheDocument();
  });
});
