import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disagreement, type FastSerializer, fastSerializerFor } from './json-schema-serializer.ts';

/** How one answer of a route (its status or status class) is written. */
export interface AnswerSerializer {
  route: string;
  status: string;
  path: 'fast' | 'zod';
  /** Why the answer keeps zod's parse. */
  reason?: string;
}

export interface ResponseSerializerOptions {
  /**
   * Every answer is also parsed by zod and must be written exactly as zod plus `JSON.stringify` write it, or the
   * request fails with 500: the contract's full check, as before fast-json-stringify, and a proof of the fast path.
   */
  checked: boolean;
}

/** What the zod type provider takes: a zod schema, or one under `properties`. */
type ResponseSchema = Parameters<typeof zodSerializerCompiler>[0]['schema'];

/** An answer of a route with a zod schema, decided at its first serialization. */
interface Answer {
  route: string;
  status: string;
  schema: z.core.$ZodType;
}

const answersByApp = new WeakMap<FastifyInstance, Answer[]>();

function reportOf({ route, status, schema }: Answer): AnswerSerializer {
  const fast = fastSerializerFor(schema);
  return 'serialize' in fast ? { route, status, path: 'fast' } : { route, status, path: 'zod', reason: fast.reason };
}

/**
 * How each answer of `app`'s routes is written, once the app is ready. It decides every answer not served yet,
 * as its first serialization would: the cost the app itself leaves to the routes it serves.
 */
export function answerSerializers(app: FastifyInstance): AnswerSerializer[] {
  return (answersByApp.get(app) ?? []).map(reportOf);
}

const shorten = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}…` : text);

function checkedAgainstZod(route: string, zod: FastSerializer, fast: FastSerializer) {
  return (data: unknown) => {
    const expected = zod(data);
    const differs = disagreement(expected, fast, data);
    if (differs) throw new Error(`The fast serializer of ${route} disagrees with zod: ${shorten(differs)}`);
    return expected;
  };
}

/**
 * Answers are written by fast-json-stringify from their zod schema's JSON Schema (which drops every key the schema
 * does not name) where that writes exactly what zod's parse plus `JSON.stringify` wrote, and by zod otherwise
 * (json-schema-serializer.ts decides, once per schema). Unchecked, an answer of the fast path is not parsed: a field
 * of the wrong type is coerced or refused by fast-json-stringify instead of refused by zod.
 *
 * The decision and the compilation wait for an answer's first serialization: at boot they cost ~0.5 s of a
 * process's start and ~11 MB of its memory for ~400 answers, most of which a process seldom or never writes.
 */
export function registerResponseSerializer(app: FastifyInstance, options: ResponseSerializerOptions): void {
  const answers: Answer[] = [];
  answersByApp.set(app, answers);
  const compiler: FastifySerializerCompiler<ResponseSchema> = (routeSchema) => {
    const zod = zodSerializerCompiler(routeSchema);
    const { schema, method, url, httpStatus = '' } = routeSchema;
    if (!(schema instanceof z.core.$ZodType)) return zod;
    const answer: Answer = { route: `${method} ${url}`, status: httpStatus, schema };
    // Fastify compiles a GET route's answers again for the HEAD route it adds: one entry is enough.
    if (method !== 'HEAD') answers.push(answer);
    const choose = (): FastSerializer => {
      const fast = fastSerializerFor(schema);
      if (!('serialize' in fast)) {
        app.log.debug({ route: answer.route, status: answer.status, reason: fast.reason }, 'answer serialized by zod');
        return zod;
      }
      return options.checked ? checkedAgainstZod(answer.route, zod, fast.serialize) : fast.serialize;
    };
    let serialize: FastSerializer | undefined;
    return (data: unknown) => {
      serialize ??= choose();
      return serialize(data);
    };
  };
  app.setSerializerCompiler(compiler);
}
