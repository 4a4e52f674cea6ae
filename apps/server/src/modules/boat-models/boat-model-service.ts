import {
  boatModelImportQuerySchema,
  type BoatModel,
  type BoatModelImportPreview,
  type BoatModelImportPreviewRow,
  type BoatModelImportResult,
  type boatModelWriteSchema,
} from '@segla/core';
import type { Insertable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { BoatModelTable } from '../../db/schema.ts';
import { fieldError, notFound, validationError } from '../../http/api-error.ts';
import { zodIssuesToFieldErrors } from '../../http/zod-validation.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { assertStaff } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { decodeTextFile } from '../../text/windows-1252.ts';
import { boatModelNameKey, parseBoatModelCsv } from './boat-model-csv.ts';
import { compareBoatModels, toBoatModel } from './boat-model-presenter.ts';
import {
  boatModelNames,
  deleteBoatModel,
  detachBoatModelFromBoats,
  findBoatModel,
  insertBoatModel,
  insertBoatModels,
  listBoatModels,
  updateBoatModel,
  type BoatModelRow,
} from './boat-model-repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type BoatModelWrite = z.output<typeof boatModelWriteSchema>;

const VARIANTS = ['srs_no_flying', 'srs_shorthanded', 'srs_shorthanded_no_flying'] as const;
/** Errors listed in one answer; a file with more says how many more there are. */
const MAX_REPORTED_ERRORS = 50;
const NAME_TAKEN = 'Det finns redan en båtmodell med det här namnet.';

/** Boat models and their SRS values: public to read, kept by staff. */
export class BoatModelService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Every model, by name in Swedish order. */
  async list(): Promise<BoatModel[]> {
    const rows = await listBoatModels(this.deps.db);
    return rows.sort(compareBoatModels).map(toBoatModel);
  }

  async get(id: number): Promise<BoatModel> {
    return toBoatModel(await this.#require(id));
  }

  async create(input: BoatModelWrite, user: AuthUser | null): Promise<BoatModel> {
    assertStaff(user);
    await this.#assertNameFree(input.name, null);
    const values = {
      name: input.name,
      srs: input.srs,
      srs_no_flying: input.srs_no_flying ?? null,
      srs_shorthanded: input.srs_shorthanded ?? null,
      srs_shorthanded_no_flying: input.srs_shorthanded_no_flying ?? null,
    };
    const id = await this.#uniqueName(() =>
      insertBoatModel(this.deps.db, { ...values, created_at: new Date().toISOString() }),
    );
    return toBoatModel({ id, ...values });
  }

  /** PUT: name and srs are required; variants left out keep their values. */
  async update(id: number, input: BoatModelWrite, user: AuthUser | null): Promise<BoatModel> {
    assertStaff(user);
    const model = await this.#require(id);
    await this.#assertNameFree(input.name, id);
    const changes: Updateable<BoatModelTable> = { name: input.name, srs: input.srs };
    for (const variant of VARIANTS) {
      if (input[variant] !== undefined) changes[variant] = input[variant];
    }
    await this.#uniqueName(() => updateBoatModel(this.deps.db, id, changes));
    return toBoatModel({ ...model, ...changes });
  }

  /** Deletes a model; boats of that model keep their other data. */
  async remove(id: number, user: AuthUser | null): Promise<void> {
    assertStaff(user);
    await this.#require(id);
    await this.deps.db.transaction().execute(async (trx) => {
      await detachBoatModelFromBoats(trx, id);
      await deleteBoatModel(trx, id);
    });
  }

  /**
   * Imports an SRS list: creates the models not there yet and updates those whose values
   * differ, matching names regardless of letter case. All or nothing: one bad row refuses the
   * whole file, with every problem listed under the field the file came in, and the writes are
   * one transaction. With `preview` (issue 13) the file is checked the same way and the answer
   * lists what the import would create and change, writing nothing.
   */
  async import(
    input: { file?: Uint8Array; csv?: string },
    query: unknown,
    user: AuthUser | null,
  ): Promise<BoatModelImportResult | BoatModelImportPreview> {
    const { db } = this.deps;
    assertStaff(user);
    const options = boatModelImportQuerySchema.safeParse(query);
    if (!options.success) throw validationError(zodIssuesToFieldErrors(options.error.issues));
    const field = input.file !== undefined ? 'file' : 'csv';
    const text = input.file !== undefined ? decodeTextFile(input.file) : (input.csv ?? '');
    if (text === null) throw fieldError(field, 'Filen är ingen CSV-fil (text).');
    const parsed = parseBoatModelCsv(text);
    if (parsed.errors.length > 0) {
      const shown = parsed.errors.slice(0, MAX_REPORTED_ERRORS);
      const more = parsed.errors.length - shown.length;
      if (more > 0) shown.push(`… och ${more} fel till.`);
      throw validationError({ [field]: shown });
    }

    const existing = new Map(
      (await listBoatModels(db)).map((row) => [boatModelNameKey(row.name), row]),
    );
    const now = new Date().toISOString();
    const creates: Insertable<BoatModelTable>[] = [];
    const updates: { id: number; changes: Updateable<BoatModelTable> }[] = [];
    const preview: BoatModelImportPreviewRow[] = [];
    for (const row of parsed.rows) {
      const model = existing.get(boatModelNameKey(row.name));
      if (!model) {
        const values = {
          name: row.name,
          srs: row.srs,
          srs_no_flying: row.variants.srs_no_flying ?? null,
          srs_shorthanded: row.variants.srs_shorthanded ?? null,
          srs_shorthanded_no_flying: row.variants.srs_shorthanded_no_flying ?? null,
        };
        creates.push({ ...values, created_at: now });
        preview.push({ line: row.line, action: 'create', ...values });
        continue;
      }
      const wanted = { name: row.name, srs: row.srs, ...row.variants };
      const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).some(
        (key) => wanted[key] !== model[key],
      );
      if (changed) {
        updates.push({ id: model.id, changes: wanted });
        const after = { ...model, ...wanted };
        preview.push({
          line: row.line,
          action: 'update',
          name: after.name,
          srs: after.srs,
          srs_no_flying: after.srs_no_flying,
          srs_shorthanded: after.srs_shorthanded,
          srs_shorthanded_no_flying: after.srs_shorthanded_no_flying,
        });
      }
    }
    const counts = { created: creates.length, updated: updates.length };
    if (options.data.preview === '1') return { ...counts, rows: preview };
    await this.#uniqueName(
      () =>
        db.transaction().execute(async (trx) => {
          await insertBoatModels(trx, creates);
          for (const { id, changes } of updates) await updateBoatModel(trx, id, changes);
        }),
      field,
    );
    return counts;
  }

  async #assertNameFree(name: string, ownId: number | null): Promise<void> {
    const key = boatModelNameKey(name);
    const names = await boatModelNames(this.deps.db);
    if (names.some((row) => row.id !== ownId && boatModelNameKey(row.name) === key)) {
      throw fieldError('name', NAME_TAKEN);
    }
  }

  /** Runs a write; a name taken meanwhile by a parallel request is a 400, not a 500. */
  async #uniqueName<T>(write: () => Promise<T>, field = 'name'): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw field === 'name'
        ? fieldError('name', NAME_TAKEN)
        : fieldError(field, 'Båtmodellerna ändrades under importen. Försök igen.');
    }
  }

  async #require(id: number): Promise<BoatModelRow> {
    const model = await findBoatModel(this.deps.db, id);
    if (!model) throw notFound();
    return model;
  }
}
