import type { Course } from '@segla/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { COURSE_CREATED, COURSE_SAVED, CourseForm } from './course-form.tsx';

const course: Course = {
  id: 3,
  club: 1,
  name: 'Bana 2',
  description: 'Runt Knappen',
  length_nm: 4.5,
  map: '/media/karta.png',
};

const NOT_AN_IMAGE = 'Filen måste vara en bild i formatet PNG, JPEG eller WebP (högst 5 MB).';

function renderForm(existing?: Course) {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <CourseForm clubId={1} course={existing} onSaved={onSaved} onCancel={() => undefined} />,
  );
  return { ...view, onSaved };
}

function sentFields(calls: ReturnType<typeof mockFetch>, index = 0) {
  const body = calls[index]?.init?.body;
  if (!(body instanceof FormData)) throw new Error('not multipart');
  return Object.fromEntries(body.entries());
}

function fileInput(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

describe('the course form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:chosen-map');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses an empty Namn with the schema message and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(201, course));
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Detta fält får inte vara tomt.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Namn/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('reads Längd (M) with a decimal comma and adds the course to the club', async () => {
    const created = { ...course, id: 9, name: 'Bana 3', map: null };
    const calls = mockFetch((url) =>
      url === '/api/courses/' ? jsonResponse(201, created) : jsonResponse(404),
    );
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { onSaved, container } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Bana 3');
    await user.type(screen.getByLabelText('Längd (M)'), '4,5');
    await user.type(screen.getByLabelText('Beskrivning'), 'Start vid bryggan');
    await user.upload(
      fileInput(container),
      new File([new Uint8Array(8)], 'karta.webp', { type: 'image/webp' }),
    );
    expect(await screen.findByRole('img', { name: 'Förhandsvisning av kartan' })).toHaveAttribute(
      'src',
      'blob:chosen-map',
    );
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(calls[0]?.url).toBe('/api/courses/');
    expect(calls[0]?.init?.method).toBe('POST');
    const sent = sentFields(calls);
    expect(sent).toMatchObject({
      club: '1',
      name: 'Bana 3',
      length_nm: '4.5',
      description: 'Start vid bryggan',
    });
    expect((sent.map as File).name).toBe('karta.webp');
    expect(success).toHaveBeenCalledWith(COURSE_CREATED);
  });

  it('refuses a length that is no number, under Längd (M)', async () => {
    const calls = mockFetch(() => jsonResponse(201, course));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Bana 3');
    await user.type(screen.getByLabelText('Längd (M)'), 'fyra');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange ett tal, eller lämna fältet tomt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Längd (M)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('refuses a length of 0 with the rule of the schema', async () => {
    const calls = mockFetch(() => jsonResponse(201, course));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Bana 3');
    await user.type(screen.getByLabelText('Längd (M)'), '0,0');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(/Ange banans längd i distansminuter/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes a course with PUT, its length shown with a decimal comma, and clears it', async () => {
    const calls = mockFetch(() => jsonResponse(200, { ...course, length_nm: null }));
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { onSaved } = renderForm(course);
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('Bana 2');
    expect(screen.getByLabelText('Längd (M)')).toHaveValue('4,5');
    expect(screen.getByRole('img', { name: 'Förhandsvisning av kartan' })).toHaveAttribute(
      'src',
      '/media/karta.png',
    );
    await user.clear(screen.getByLabelText('Längd (M)'));
    await user.click(screen.getByRole('checkbox', { name: 'Ta bort karta' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls[0]?.url).toBe('/api/courses/3/');
    expect(calls[0]?.init?.method).toBe('PUT');
    // No club on a change (it cannot move); '' clears the length and removes the map.
    expect(sentFields(calls)).toEqual({
      name: 'Bana 2',
      description: 'Runt Knappen',
      length_nm: '',
      map: '',
    });
    expect(success).toHaveBeenCalledWith(COURSE_SAVED);
  });

  it("shows the server's refusal of the map under the map input", async () => {
    mockFetch(() => jsonResponse(400, { map: [NOT_AN_IMAGE] }));
    const { container, onSaved } = renderForm(course);
    const user = userEvent.setup();
    await user.upload(
      fileInput(container),
      new File(['inte en bild'], 'karta.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(NOT_AN_IMAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Karta/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a non-field error of the server in the alert', async () => {
    mockFetch(() =>
      jsonResponse(400, { non_field_errors: ['Ogiltig multipart-data i förfrågan.'] }),
    );
    renderForm(course);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ogiltig multipart-data i förfrågan.',
    );
  });

  it("shows a 403's detail in the alert", async () => {
    mockFetch(() => jsonResponse(403, { detail: 'Bara klubbar kan lägga till banor.' }));
    const { onSaved } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Bana 3');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bara klubbar kan lägga till banor.',
    );
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('Bana 3');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
