import { z } from 'zod';
import { createSchema } from 'zod-openapi';

/**
 * A procedure result that is already JSON text: the hotel search answer (~1 MB, cached per query),
 * where serialising the object again would cost more than the rest of the request. The REST facade
 * sends the text as is; other transports (the panel's tRPC) serialise what `toJSON` gives back.
 */
export class JsonText<T> {
  #taken = false;

  constructor(readonly text: string) {}

  /** The REST facade sends the text itself, so the library's own serialisation of this value is skipped. */
  take(): string {
    this.#taken = true;
    return this.text;
  }

  toJSON(): T {
    return (this.#taken ? null : JSON.parse(this.text)) as T;
  }
}

/**
 * Output schema for a JsonText<T>: OpenAPI documents `schema`; at run time only the wrapper is
 * checked, since the text is built from the supplier's typed answer (tests parse it with `schema`).
 */
export function ZJsonText<S extends z.ZodType>(schema: S) {
  const documented = createSchema(schema, { io: 'output' }).schema;
  return z.custom<JsonText<z.output<S>>>((value) => value instanceof JsonText).meta({ override: documented as never });
}
