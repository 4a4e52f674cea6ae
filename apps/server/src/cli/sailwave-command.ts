import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { findClubBySlug } from '../modules/clubs/club-repository.ts';
import { DomainEvents } from '../events/domain-events.ts';
import { readPlan, SailwaveImportService } from '../modules/sailwave/sailwave-import-service.ts';
import { CommandError } from './account-commands.ts';

/**
 * `import-sailwave --club SLUG FILE…`: every file is read and checked before anything is written
 * (a broken one stops the command, naming the file and line); then each becomes a series. The
 * created series' ids are returned one per line; warnings go to `warn`.
 */
export async function importSailwave(
  db: Kysely<DB>,
  slug: string,
  paths: readonly string[],
  warn: (line: string) => void,
): Promise<string> {
  const club = await findClubBySlug(db, slug);
  if (!club) throw new CommandError(`Det finns ingen klubb med kortnamnet ${slug}.`);
  const files: { name: string; data: Uint8Array }[] = [];
  for (const path of paths) {
    let data: Uint8Array;
    try {
      data = await readFile(path);
    } catch {
      throw new CommandError(`Filen ${path} går inte att läsa.`);
    }
    try {
      readPlan(data, basename(path));
    } catch (error) {
      if (error instanceof ApiError) {
        const messages = Object.values(error.body).flat().join(' ');
        throw new CommandError(`${path}: ${messages}`);
      }
      throw error;
    }
    files.push({ name: basename(path), data });
  }
  const service = new SailwaveImportService({ db, events: new DomainEvents() });
  const ids: number[] = [];
  for (const file of files) {
    const answer = await service.importForClub(club, file.data, file.name, false);
    for (const warning of answer.warnings) warn(`${file.name}: ${warning}`);
    ids.push(answer.series!);
  }
  return ids.join('\n');
}
