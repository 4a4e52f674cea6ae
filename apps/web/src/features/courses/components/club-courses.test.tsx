import type { Course } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ClubCourses } from './club-courses.tsx';
import { COURSE_DELETED } from './delete-course-modal.tsx';

const courses: Course[] = [
  {
    id: 3,
    club: 1,
    name: 'Bana 2',
    description: 'Runt Knappen\nmärkena om babord',
    length_nm: 4.5,
    map: '/media/karta.png',
  },
  { id: 4, club: 1, name: 'Kort bana', description: '', length_nm: null, map: null },
];

function renderCourses(canEdit: boolean) {
  return renderWithProviders(<ClubCourses club="ksss" clubId={1} canEdit={canEdit} />);
}

describe("the club's courses", () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each course: name, length in M with a decimal comma, description and map', async () => {
    mockFetch(() => jsonResponse(200, courses));
    renderCourses(false);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Bana 2' })).toBeInTheDocument();
    expect(within(first).getByText('4,5 M')).toBeInTheDocument();
    expect(within(first).getByText(/Runt Knappen/)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: /Karta över Bana 2/ })).toHaveAttribute(
      'src',
      '/media/karta.png',
    );
    expect(within(items[1] as HTMLElement).getByText('Längd inte angiven')).toBeInTheDocument();
    // Read-only for others than the club.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the club has no courses', async () => {
    mockFetch(() => jsonResponse(200, []));
    renderCourses(false);
    expect(await screen.findByText('Klubben har inga banor ännu.')).toBeInTheDocument();
  });

  it('asks before deleting a course, and deletes nothing on "Avbryt"', async () => {
    const calls = mockFetch(() => jsonResponse(200, courses));
    renderCourses(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ta bort Bana 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort bana' });
    expect(dialog).toHaveTextContent('Vill du ta bort banan Bana 2?');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Bana 2' })).toBeInTheDocument();
  });

  it('deletes a course once confirmed, with a toast, and the list no longer shows it', async () => {
    let list = courses;
    const calls = mockFetch((url, init) => {
      if (url === '/api/courses/3/' && init?.method === 'DELETE') {
        list = courses.slice(1);
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, list);
    });
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    renderCourses(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ta bort Bana 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort bana' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(COURSE_DELETED));
    expect(calls.filter((call) => call.init?.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/courses/3/',
    ]);
    expect(screen.queryByRole('heading', { name: 'Bana 2' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Kort bana' })).toBeInTheDocument();
  });

  it('keeps the question open and shows a toast when the delete is refused', async () => {
    mockFetch((url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse(403, { detail: 'Du får inte ändra en annan klubbs banor.' })
        : jsonResponse(200, courses),
    );
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    renderCourses(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ta bort Bana 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort bana' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Du får inte ändra en annan klubbs banor.'),
    );
    expect(screen.getByRole('dialog', { name: 'Ta bort bana' })).toBeInTheDocument();
  });

  it('"Ny bana" opens the form; the saved course is in the list as it closes', async () => {
    const created: Course = {
      id: 9,
      club: 1,
      name: 'Bana 3',
      description: '',
      length_nm: 12.25,
      map: null,
    };
    let list: Course[] = [];
    mockFetch((url, init) => {
      if (url === '/api/courses/' && init?.method === 'POST') {
        list = [created];
        return jsonResponse(201, created);
      }
      return jsonResponse(200, list);
    });
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    renderCourses(true);
    const user = userEvent.setup();
    expect(
      await screen.findByText('Klubben har inga banor ännu. Lägg till den första med ”Ny bana”.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ny bana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny bana' });
    await user.type(within(dialog).getByLabelText(/^Namn/), 'Bana 3');
    await user.type(within(dialog).getByLabelText('Längd (M)'), '12,25');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Bana 3' })).toBeInTheDocument();
    expect(screen.getByText('12,25 M')).toBeInTheDocument();
  });

  it('"Ändra" opens the form with the course filled in', async () => {
    mockFetch(() => jsonResponse(200, courses));
    renderCourses(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ändra Kort bana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra bana' });
    expect(within(dialog).getByLabelText(/^Namn/)).toHaveValue('Kort bana');
    expect(within(dialog).getByLabelText('Längd (M)')).toHaveValue('');
    // No saved map, so nothing to remove.
    expect(within(dialog).queryByRole('checkbox', { name: 'Ta bort karta' })).toBeNull();
  });
});
