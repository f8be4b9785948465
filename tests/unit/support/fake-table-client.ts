/**
 * A stand-in Supabase client for table reads: from(table) returns a builder that records every
 * method called on it (select, eq, order, …) and, when awaited, answers with what `answer` gives
 * for that call. Tests see which tables were read with which filters, and how often.
 */
export interface TableCall {
  table: string;
  steps: Array<[method: string, ...args: unknown[]]>;
}

export interface TableAnswer {
  data?: unknown;
  error?: { message: string; code?: string } | null;
  count?: number | null;
}

/** The value a recorded filter was called with, e.g. filterValue(call, 'eq', 'tier_name'). */
export function filterValue(call: TableCall, method: string, column: string): unknown {
  return call.steps.find(([name, first]) => name === method && first === column)?.[2];
}

export function fakeTableClient(answer: (call: TableCall) => TableAnswer | Promise<TableAnswer>) {
  const calls: TableCall[] = [];
  const client = {
    from(table: string) {
      const call: TableCall = { table, steps: [] };
      calls.push(call);
      const builder: object = new Proxy(
        {},
        {
          get(_target, method: string) {
            if (method === 'then') {
              return (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
                Promise.resolve()
                  .then(() => answer(call))
                  .then(({ data = null, error = null, count = null }) => ({ data, error, count }))
                  .then(resolve, reject);
            }
            return (...args: unknown[]) => {
              call.steps.push([method, ...args]);
              return builder;
            };
          },
        },
      );
      return builder;
    },
  };
  return { client: client as never, calls };
}
