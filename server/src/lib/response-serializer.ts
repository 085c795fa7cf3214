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

const answersByApp = new WeakMap<FastifyInstance, AnswerSerializer[]>();

/** How each answer of `app`'s routes is written, known once the app is ready. */
export function answerSerializers(app: FastifyInstance): AnswerSerializer[] {
  return answersByApp.get(app) ?? [];
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
 * (json-schema-serializer.ts decides, once per schema at boot). Unchecked, an answer of the fast path is not parsed:
 * a field of the wrong type is coerced or refused by fast-json-stringify instead of refused by zod.
 */
export function registerResponseSerializer(app: FastifyInstance, options: ResponseSerializerOptions): void {
  const answers: AnswerSerializer[] = [];
  answersByApp.set(app, answers);
  const compiler: FastifySerializerCompiler<ResponseSchema> = (routeSchema) => {
    const zod = zodSerializerCompiler(routeSchema);
    const { schema, method, url, httpStatus = '' } = routeSchema;
    if (!(schema instanceof z.core.$ZodType)) return zod;
    const route = `${method} ${url}`;
    const fast = fastSerializerFor(schema);
    // Fastify compiles a GET route's answers again for the HEAD route it adds: one entry is enough.
    if (method !== 'HEAD') {
      answers.push(
        'serialize' in fast
          ? { route, status: httpStatus, path: 'fast' }
          : { route, status: httpStatus, path: 'zod', reason: fast.reason },
      );
    }
    if (!('serialize' in fast)) return zod;
    return options.checked ? checkedAgainstZod(route, zod, fast.serialize) : fast.serialize;
  };
  app.setSerializerCompiler(compiler);
  app.addHook('onReady', async () => {
    const zodAnswers = answers.filter((answer) => answer.path === 'zod');
    const zodRoutes = new Set(zodAnswers.map((answer) => answer.route));
    const routes = new Set(answers.map((answer) => answer.route));
    app.log.debug(
      { fastRoutes: routes.size - zodRoutes.size, zodRoutes: zodRoutes.size, zodAnswers, checked: options.checked },
      'answers serialized from their JSON Schema (fast) or by zod',
    );
  });
}
