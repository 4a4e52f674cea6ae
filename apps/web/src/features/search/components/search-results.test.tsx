import type { SearchResult } from '@segla/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SearchResults } from './search-results.tsx';

const boat = (id: number, url: string | null): SearchResult => ({
  type: 'boat',
  id,
  title: `Vinga SWE ${id}`,
  subtitle: 'Båt · IF-båt',
  url,
});

describe('SearchResults with boats', () => {
  it('opens an owned boat’s page, locks it for visitors, and shows an ownerless one plainly', async () => {
    mockFetch(() =>
      jsonResponse(200, { result_list: [boat(1, '/sailors/anna'), boat(2, null), boat(3, '/x')] }),
    );
    const onLocked = vi.fn();
    renderWithProviders(
      <SearchResults
        query="vinga"
        hrefFor={(result) => (result.id === 3 ? null : (result.url ?? undefined))}
        onLocked={onLocked}
      />,
    );
    const owned = await screen.findByRole('link', { name: /Vinga SWE 1/ });
    expect(owned).toHaveAttribute('href', '/sailors/anna');
    expect(owned).toHaveTextContent('Båt');
    // No owner: nothing to open, neither a link nor a button.
    const plain = screen.getByText('Vinga SWE 2').closest('.search-item')!;
    expect(plain.tagName).toBe('DIV');
    expect(screen.getByRole('button', { name: /Vinga SWE 3/ })).toBeInTheDocument();
  });
});
