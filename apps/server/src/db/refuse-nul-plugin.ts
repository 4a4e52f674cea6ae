import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * A query parameter holding the NUL character. PostgreSQL cannot store NUL in text and fails
 * the query; SQLite would store it. The schemas refuse control characters field by field
 * (docs/product.md §5); this is the net under them, so both databases refuse alike and a
 * forgotten field answers 400, never 500.
 */
export class NulCharacterError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('A query parameter contains the NUL character');
    this.name = 'NulCharacterError';
  }
}

/** Whether any text in the query tree (parameters included) holds NUL; iterative, no recursion. */
function holdsNul(root: RootOperationNode): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const item of Object.values(value)) stack.push(item);
    }
  }
  return false;
}

/** Refuses, before it reaches the database, any query carrying NUL in a text. */
export class RefuseNulPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (holdsNul(args.node)) throw new NulCharacterError();
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
